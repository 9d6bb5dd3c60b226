"""The fake Discord of a run: a guild with many channels and members, and the bots against it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from devtools.fakediscord import FakeDiscord, User
from devtools.fakediscord.ratelimits import RateLimits

from .databases import Location, database_env
from .players import Seating

ROOT = Path(__file__).resolve().parents[2]
FLOOR_BOT = ROOT / "bench" / "floor_bot.py"
READY_TIMEOUT = 120.0
IDLE_CHANNELS = 20
"""Channels where no game is played (a real server has many)."""


@dataclass(frozen=True)
class Setup:
    """What every workload is given: how many games, for how long, from which seed."""

    games: int
    seconds: float
    seed: int
    members: int = 0
    """Members of the guild at least (the games' people are always members)."""
    limits: RateLimits = field(default_factory=RateLimits)
    """What the fake enforces: Discord's global limit and message buckets by default."""


@dataclass(frozen=True)
class Population:
    fake: FakeDiscord
    seatings: list[Seating]
    """One per game: its channel, host and guest."""
    spare: list[Seating]
    """Empty channels (each with its own host) for the /sho new burst."""


def make_fake(setup: Setup, *, spare: int = 0) -> Population:
    """A fake enforcing the setup's rate limits, with a channel and two people per game,
    `spare` empty channels (with people) and at least the setup's members in all."""
    games, members = setup.games, setup.members
    names = [f"game-{i:04d}" for i in range(games)]
    names += [f"new-{i:04d}" for i in range(spare)]
    names += [f"idle-{i:02d}" for i in range(IDLE_CHANNELS)]
    fake = FakeDiscord(
        channels=names,
        validate_spec=False,
        keep_requests=False,
        rate_limits=setup.limits,
    )
    by_name = {channel.name: channel for channel in fake.channels}

    def person(name: str) -> User:
        return fake.add_user(name)

    seatings = [
        Seating(i, by_name[f"game-{i:04d}"], person(f"host{i:04d}"), person(f"guest{i:04d}"))
        for i in range(games)
    ]
    spares = [
        Seating(i, by_name[f"new-{i:04d}"], person(f"opener{i:04d}"), person(f"joiner{i:04d}"))
        for i in range(spare)
    ]
    for i in range(max(members - len(fake.users), 0)):
        person(f"member{i:05d}")
    return Population(fake, seatings, spares)


def sho_bot_env(computer_delay: float | None, db: Location) -> dict[str, str]:
    """The bot's settings: its database, and the computers' pause unless the default."""
    env = {"LOG_LEVEL": "WARNING", **database_env(db)}
    if computer_delay is not None:
        env["SHO_COMPUTER_DELAY"] = str(computer_delay)
    return env


def bot_command(floor: bool) -> tuple[str, ...]:
    """What `python` runs: the Sho bot, or the floor."""
    return (str(FLOOR_BOT),) if floor else ("-m", "bot")
