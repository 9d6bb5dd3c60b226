"""The bot's own global rate limit: bursts go at once, the rate holds, background goes last."""

from __future__ import annotations

import asyncio

from bot.ui.publishing.pacing import ChannelPacer


async def go(pacer: ChannelPacer, *, background: bool = False) -> None:
    """One call that is answered at once."""
    async with pacer.turn(background=background):
        pass


class Clock:
    """Time that passes only when somebody sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


async def test_a_burst_goes_at_once_then_the_rate_holds() -> None:
    clock = Clock()
    pacer = ChannelPacer(10, reserve=3, clock=clock, sleep=clock.sleep)
    for _ in range(10):
        await go(pacer)
    assert clock.now == 0.0, "a second's worth goes without waiting"
    for _ in range(20):
        await go(pacer)
    assert 1.9 <= clock.now <= 2.1, f"20 more at 10 a second: {clock.now}"


async def test_background_work_leaves_a_reserve() -> None:
    clock = Clock()
    pacer = ChannelPacer(10, reserve=3, clock=clock, sleep=clock.sleep)
    for _ in range(7):  # 10 places a second, 3 kept back
        await go(pacer, background=True)
    assert clock.now == 0.0
    await go(pacer, background=True)
    assert clock.now >= 1.0, "background work waits rather than take the reserve"
    for _ in range(3):
        await go(pacer)
    assert clock.now == 1.0, "people's calls still find the reserve"


async def test_background_work_goes_behind_people_waiting() -> None:
    clock = Clock()
    pacer = ChannelPacer(10, reserve=3, clock=clock, sleep=clock.sleep)
    for _ in range(10):
        await go(pacer)
    order: list[str] = []

    async def call(name: str, *, background: bool) -> None:
        await go(pacer, background=background)
        order.append(name)

    await asyncio.gather(
        call("catch-up", background=True),
        call("click", background=False),
        call("ping", background=False),
    )
    assert order == ["click", "ping", "catch-up"]


async def test_no_second_holds_more_than_the_limit() -> None:
    clock = Clock()
    pacer = ChannelPacer(10, reserve=3, clock=clock, sleep=clock.sleep)
    sent = []
    for n in range(55):
        await go(pacer, background=n % 3 == 0)
        sent.append(clock.now)
    for start in sent:
        assert sum(1 for t in sent if start <= t < start + 1.0) <= 10


async def test_calls_in_flight_count_until_a_second_after_their_answer() -> None:
    """A call may reach Discord any time before its answer: it holds its place until then."""
    clock = Clock()
    pacer = ChannelPacer(10, reserve=3, clock=clock, sleep=clock.sleep)
    answered = asyncio.Event()
    answers: list[float] = []

    async def slow() -> None:
        async with pacer.turn():
            await answered.wait()
            answers.append(clock.now)

    flying = [asyncio.create_task(slow()) for _ in range(10)]
    waiting = asyncio.create_task(go(pacer))
    for _ in range(30):
        await asyncio.sleep(0)
    assert not waiting.done(), "ten calls in flight fill the second, however long ago they began"
    answered.set()
    await asyncio.gather(*flying, waiting)
    assert clock.now >= min(answers) + 1.0
