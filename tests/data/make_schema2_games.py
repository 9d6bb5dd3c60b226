"""How tests/data/schema2_games.db was made: games of every kind, stored by the bot as it was at
commit 2219e43 (schema version 2: records as {"type": ...} dicts with free-text reasons, snapshots
with the log's sentences). It only runs against that commit's code:

    git worktree add OLD_CHECKOUT 2219e43
    cd OLD_CHECKOUT && PYTHONPATH=.:tests python3 <this file> OUT.db

The test that opens the result is tests/store/test_store_legacy.py.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from bot.engine import Options
from bot.services.games import GameService
from bot.services.hosted import Timing
from bot.table.status import GameStatus
from bot.table.table import TableConfig
from tests.kit.servicekit import FakeClock, service_on

TASHI, DAWA, PEMA, NIMA = 101, 202, 303, 404
NAMES = {TASHI: "Tashi", DAWA: "Dawa", PEMA: "Pema", NIMA: "Nima"}


async def play(service: GameService, game: int, actions: int, rng: random.Random) -> None:
    """People play random moves for `actions` actions (computers are left to the driver)."""
    done = 0
    while done < actions:
        view = await service.get(game)
        table = view.table
        if table.status is not GameStatus.ACTIVE or table.game is None:
            return
        actor = table.actor
        assert actor is not None
        if actor.autoplay:
            await asyncio.sleep(0.001)
            continue
        assert actor.user_id is not None
        if table.game.pending is None:
            await service.throw(game, actor.user_id, view.version)
        else:
            move = rng.choice(table.game.pending.moves)
            await service.move(game, actor.user_id, move.key, view.version)
        done += 1


async def people_game(service: GameService, channel: int, people: list[int], **config: object):
    config.setdefault("players", len(people))
    view = await service.open_table(1, channel, people[0], NAMES[people[0]], TableConfig(**config))
    for person in people[1:]:
        view = await service.join(view.id, person, NAMES[person])
    if view.table.status is GameStatus.LOBBY:
        view = await service.start(view.id, people[0])
    return view


async def make(db: Path) -> None:
    clock = FakeClock()
    rng = random.Random(7)
    timing = Timing(computer_delay=0)
    async with service_on(db, clock=clock, seed=3, timing=timing) as (service, _):
        # 1: a lobby waiting for a third player, with a computer.
        await service.open_table(1, 11, TASHI, "Tashi", TableConfig(4, 1, "hard"))
        # 2: two people, mid-game.
        two = await people_game(service, 12, [TASHI, DAWA])
        await play(service, two.id, 60, rng)
        # 3: three people with both table options, played long, then the clock runs out once.
        three = await people_game(
            service, 13, [TASHI, DAWA, PEMA], options=Options(True, True), turn_seconds=60
        )
        await play(service, three.id, 120, rng)
        # 4: partners, four people; one leaves, the computer plays their seat.
        four = await people_game(service, 14, [TASHI, DAWA, PEMA, NIMA])
        await play(service, four.id, 80, rng)
        await service.leave(four.id, NIMA)
        await play(service, four.id, 10, rng)
        # 5: a finished game.
        done = await people_game(service, 15, [DAWA, PEMA])
        await play(service, done.id, 100_000, rng)
        # 6: a cancelled lobby, 7: a game ended by the host, 8: a person against a computer.
        lobby = await service.open_table(1, 16, PEMA, "Pema", TableConfig(3))
        await service.cancel(lobby.id, PEMA)
        ended = await people_game(service, 17, [NIMA, DAWA])
        await play(service, ended.id, 20, rng)
        await service.end(ended.id, NIMA, manager=False)
        solo = await service.open_table(1, 18, DAWA, "Dawa", TableConfig(2, 1, "easy"))
        await play(service, solo.id, 30, rng)
        # The clock runs out on game 3's person to play: a missed turn, played by the computer.
        view = await service.get(three.id)
        await service.clock_ran_out(three.id, view.version)
        await service.driver.close()


if __name__ == "__main__":
    asyncio.run(make(Path(sys.argv[1])))
