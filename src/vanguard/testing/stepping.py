"""Running a game's automatic work one frame at a time, so that a test can stop it anywhere.

`Game.run()` does all the automatic work up to the next decision. To stop at the *beginning*
of a step that asks nothing (a damage step without triggers, say), `advance` does the same
work frame by frame and checks a condition before each frame; `answer` gives a decision
without running on. Both follow `Game.run` and `Game._resolve` exactly (a frame is
`(function, *args)`, the stack's last frame runs next; a prompt's handler takes the game,
the action and the prompt's data), so a game advanced this way is the same game.
"""

from __future__ import annotations

from collections.abc import Callable

from vanguard.engine import Action, Game


def advance(g: Game, stop: Callable[[Game], bool]) -> bool:
    """Run automatic work until `stop(g)` holds (True) or a decision or the end is reached
    (False, unless `stop` holds there)."""
    while g.prompt is None and g.result is None:
        if stop(g):
            return True
        frame = g.stack.pop()
        frame[0](g, *frame[1:])
    return stop(g)


def answer(g: Game, action: Action) -> None:
    """Give an offered decision and stop right after its handler, before any further work."""
    prompt = g.prompt
    if prompt is None or action not in prompt.options:
        raise ValueError(f"{action} is not an offered decision")
    g.prompt = None
    prompt.handler(g, action, *prompt.data)


def is_paused(g: Game) -> bool:
    """Automatic work is waiting: no decision is asked, the game is not over."""
    return g.prompt is None and g.result is None and bool(g.stack)
