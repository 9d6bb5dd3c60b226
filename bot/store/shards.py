"""Which guilds a process owns when the bot runs as several shards."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    """This process runs shards `ids` of `count`; Discord puts a guild on (id >> 22) % count."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} are not all between 0 and {self.count - 1}")

    def owns(self, guild_id: int) -> bool:
        """Whether this guild's events come to this process (so it drives the guild's games)."""
        return shard_of(guild_id, self.count) in self.ids


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord connects a guild to."""
    return (guild_id >> 22) % count
