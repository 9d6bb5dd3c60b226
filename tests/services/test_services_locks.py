"""Keyed locks: one holder per key, other keys free, and nothing kept once nobody holds a key."""

from __future__ import annotations

import asyncio

import pytest

from bot.services.locks import KeyedLocks


async def test_a_key_is_held_by_one_task_at_a_time_and_other_keys_stay_free() -> None:
    locks = KeyedLocks()
    inside: list[str] = []
    release = asyncio.Event()
    two_inside = asyncio.Event()

    async def holder(key: int, name: str) -> None:
        async with locks.hold(key):
            inside.append(name)
            if len(inside) == 2:
                two_inside.set()
            await release.wait()

    first = asyncio.create_task(holder(1, "first"))
    second = asyncio.create_task(holder(1, "second"))
    other = asyncio.create_task(holder(2, "other"))
    await two_inside.wait()
    assert inside == ["first", "other"], "the second holder of key 1 waits; key 2 does not"
    assert len(locks) == 2
    release.set()
    await asyncio.gather(first, second, other)
    assert inside == ["first", "other", "second"]
    assert len(locks) == 0, "no lock is kept for a key nobody holds"


async def test_a_holder_that_fails_releases_its_key() -> None:
    locks = KeyedLocks()

    async def failing() -> None:
        async with locks.hold(7):
            raise ValueError("boom")

    for _ in range(3):
        with pytest.raises(ValueError, match="boom"):
            await failing()
    assert len(locks) == 0
    async with locks.hold(7):
        assert len(locks) == 1
