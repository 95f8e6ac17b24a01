"""Cards that shared one picture have their own (the issue's list), and every picture a
card names is a sprite tools/make_sprites.py draws."""
from wildwest.core.paths import resource_path
from wildwest.games.deckwest.content import content
from wildwest.games.deckwest.table.jobart import card_face as deckwest_face
from wildwest.games.durango.cards import card_set
from wildwest.games.durango.table import face as durango_face

OWN = {"durango": ("Powder Man", "Horse Thief", "Prospector", "Coal Miner", "Saloon Keeper", "Banker", "Assayer",
                   "Blacksmith"),
       "deckwest": ("Pickaxe", "Fishing Rod", "Saw")}


def pictures(game: str) -> dict[str, str]:
    """Each card's name and the icon its face shows."""
    if game == "durango":
        return {durango_face(cid).title: durango_face(cid).icon for cid in card_set().cards}
    return {deckwest_face(cid).title: deckwest_face(cid).icon for cid in content().cards}


def test_the_cards_that_shared_a_picture_have_their_own():
    for game, names in OWN.items():
        icons = pictures(game)
        for name in names:
            others = [n for n, icon in icons.items() if icon == icons[name] and n != name]
            assert not others, f"{game}: {name} shares its picture with {others}"


def test_every_card_picture_is_a_sprite():
    for game in OWN:
        for name, icon in pictures(game).items():
            assert resource_path("sprites", f"{icon}.png").is_file(), f"{game}: {name} shows a missing {icon}"
