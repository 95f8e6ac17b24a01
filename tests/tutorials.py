"""What the games' tutorial tests share: the script played up to a chosen step."""


def to_step(lesson, kind: str, skip: int = 0) -> None:
    """Play the tutorial's script up to its first step (after `skip` of them) that expects a
    move of `kind`, and on until the opponents have moved: the table as the learner sees it."""
    while lesson.step.expect is None or lesson.step.expect["kind"] != kind or skip:
        if lesson.step.expect is not None and lesson.step.expect["kind"] == kind and lesson.expected():
            skip -= 1
        move = lesson.auto_move()
        if move is not None:
            lesson.play(*move)
        elif lesson.step.waits:
            lesson.play(lesson.learner, lesson.expected() or lesson.easy_choice(lesson.learner))
        else:
            lesson.next()
    while (move := lesson.auto_move()) is not None:
        lesson.play(*move)
