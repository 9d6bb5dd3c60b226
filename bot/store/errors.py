"""What can go wrong in the store, as exceptions carrying their data."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Base class for every store failure."""


class StoreOpenError(StoreError):
    """The database (a file, or a server's URL without its password) cannot be opened or written."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"cannot open the database {str(path)!r}: {reason}")
        self.path = path
        self.reason = reason


class MigrationError(StoreError):
    """The schema cannot be brought up to date."""


class UnknownGameError(StoreError, LookupError):
    """No game has this id."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"no game with id {game_id}")
        self.game_id = game_id


class StaleVersionError(StoreError):
    """Someone saved the game since it was read: the stored version is not the expected one."""

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
