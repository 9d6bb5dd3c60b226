"""The engine's errors: each says which kind of wrong."""


class EngineError(Exception):
    """Base class of every error the rules engine raises."""


class InvalidPositionError(EngineError, ValueError):
    """A position or throw the rules cannot start from: bad notation, a finished game, bad dice."""


class IllegalMoveError(EngineError, ValueError):
    """A move that the rules do not allow in this position for this throw."""


class InvalidMoveTextError(EngineError, ValueError):
    """Text that is not a move's text form (`MoveAction.text`)."""
