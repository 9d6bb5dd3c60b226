"""Computer players for Sho: easy (random), normal (one-move judgement), hard (search).

Only the engine and the standard library are imported, so `from bot.ai import choose` works with
nothing installed. Every choice is deterministic for a given `random.Random` or seed.
"""

from __future__ import annotations

from bot.ai.levels import POLICIES, Policy, choose, pick_move, policy_for, searches

__all__ = ["POLICIES", "Policy", "choose", "pick_move", "policy_for", "searches"]
