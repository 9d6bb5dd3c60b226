"""A database of many live games, written through the bot's own services (no bot process),
and each game's board posted in the fake as the bot would have drawn it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.ai import pick_move
from bot.engine import MoveAction, Options
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.store import Store
from bot.table.config import TableConfig
from bot.table.status import GameStatus
from bot.ui.table.messages import board_message
from devtools.fakediscord.messages import IS_COMPONENTS_V2

from .databases import Location
from .players import Seating
from .population import Population
from .tables import LEVELS

HOLD = 24 * 3600.0
"""The computers' pause while the database is written: they wait for the bot to play them."""
TURN_SECONDS = 15 * 60
"""A long turn, so that no turn clock runs out while a restore is measured."""
MOST_ACTIONS = 8


@dataclass(frozen=True)
class SavedGame:
    seating: Seating
    game: int
    person_to_play: bool


async def _played_a_little(
    service: GameService, view: HostedGame, rng: random.Random
) -> HostedGame:
    """A few actions of the game (each person's first move offered; computers as the bot)."""
    for _ in range(rng.randrange(MOST_ACTIONS)):
        table = view.table
        actor, game = table.actor, table.game
        if table.status is not GameStatus.ACTIVE or actor is None or game is None:
            break
        if actor.autoplay:
            played = await service.computer_step(view.id, view.version)
            view = played if played is not None else await service.get(view.id)
        elif game.pending is None:
            assert actor.user_id is not None
            view = await service.throw(view.id, actor.user_id, view.version)
        else:
            assert actor.user_id is not None
            key = rng.choice(game.pending.moves).key
            view = await service.move(view.id, actor.user_id, MoveAction.of(key), view.version)
    return view


async def write_games(db: Location, population: Population, seed: int) -> list[SavedGame]:
    """One live game per seating (3 seats: host, guest, a computer), saved with its board."""
    fake = population.fake
    rng = random.Random(seed)
    store = await Store.open(db)
    service = GameService(
        store,
        choose_move=pick_move,
        timing=Timing(computer_delay=HOLD),
        dice=random.Random(seed),
    )
    saved = []
    try:
        for seating in population.seatings:
            level = LEVELS[seating.index % len(LEVELS)]
            config = TableConfig(3, 1, level, Options(), TURN_SECONDS)
            host, guest = seating.host, seating.guest
            view = await service.open_table(
                fake.guild_id, seating.channel.id, host.id, host.display_name or host.name, config
            )
            view = await service.join(view.id, guest.id, guest.display_name or guest.name)
            view = await _played_a_little(service, view, rng)
            payload = board_message(view)
            body = {"flags": IS_COMPONENTS_V2, "components": payload.view.to_components()}
            message = await fake.backend.create_message(seating.channel, body, fake.bot_user)
            await service.set_board(view.id, seating.channel.id, message.id)
            actor = view.table.actor
            saved.append(SavedGame(seating, view.id, actor is not None and not actor.autoplay))
    finally:
        await service.close()
        await store.close()
    return saved
