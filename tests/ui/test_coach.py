"""Where a tutorial's callout goes (ui/coach.place): beside its target and never over it,
nor over what the learner must see or click, even when that takes it across the board."""
import pygame

from wildwest.ui.app import App
from wildwest.ui.coach import PAD, ROOM, WIDTHS, aimed_at, arrow_points, heading_of, place
from wildwest.ui.settings import Settings


def test_the_callout_stands_beside_its_target_and_off_what_must_stay_in_view():
    target = pygame.Rect(600, 600, 80, 100)
    hand = pygame.Rect(8, 580, 936, 136)
    box = place((360, 200), target, [hand])
    assert not box.colliderect(target.inflate(12, 12)) and not box.colliderect(hand)
    assert ROOM.contains(box)


def test_when_every_spot_beside_the_target_hides_something_any_free_spot_will_do():
    target = pygame.Rect(300, 300, 40, 40)
    around = [pygame.Rect(0, 0, 1280, 520), pygame.Rect(0, 520, 800, 200)]   # only the lower right is free
    box = place((360, 180), target, around)
    assert not any(box.colliderect(r) for r in around) and box.x >= 800 and box.y >= 520


def test_a_callout_that_would_hide_a_button_beside_its_target_stands_further_off():
    """Deck Goes West's co-op step 12 at 1024x576: every spot beside the score board left
    of the log hid the learner's choices, and every one right of it hid the log's "All"."""
    target = pygame.Rect(528, 56, 416, 86)
    choices = [pygame.Rect(8, 142, 944, 578)]                # under the target, and left of it
    everything = [pygame.Rect(8, 56, 520, 664)]
    all_button = pygame.Rect(1172, 68, 84, 30)
    box = place((296, 291), target, choices + everything, [all_button])
    assert not box.colliderect(all_button) and not any(box.colliderect(r) for r in choices + everything)
    assert not box.colliderect(target.inflate(12, 12)) and ROOM.contains(box)


def test_a_narrow_callout_at_1024_still_names_its_tutorial():
    """The co-op tutorial's last callout, the narrow one, was headed only "13 of 13"."""
    app = App(Settings(animation="Instant", window=(1024, 576)), headless=True)
    try:
        heading = heading_of("Learn Deck Goes West: together", "13 of 13", WIDTHS[-1] - 2 * PAD)
    finally:
        app.shutdown()
    assert heading == "Deck Goes West: together  ·  13 of 13"


def test_an_arrow_to_a_button_of_the_prompt_bar_stops_at_the_bar_not_through_its_words():
    """Wild Ride's tutorial arrow to "Check a leg" ran through the prompt's word "choose"
    above it; it stops at the bar's edge, the ring marks the button."""
    bar = pygame.Rect(8, 470, 462, 118)
    button = pygame.Rect(18, 510, 120, 38)          # under the prompt's line
    box = place((360, 120), button, [bar])
    start, end = arrow_points(box, aimed_at(box, button, bar))
    assert not bar.colliderect(box) and not bar.collidepoint(end) and button.left - 7 <= end[0] <= button.right + 7
    assert aimed_at(box, button, None) == button.inflate(14, 14)
