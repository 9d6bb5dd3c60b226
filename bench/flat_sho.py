"""The yardstick for the engine's speed: one random 3-player game of the table rules (R1-R22,
every option at its default) as one flat loop of lists and ints, with no API.

Written only for bench/engine.py, for speed: the board is a list of 64 ints (`coins << 2 |
side`, 0 empty), each side's stacks a sorted list of spots kept up to date, a move an int
`source << 7 | target` (source 0 the hand, target 64 home). Codes and cells are built with `*`
and `+`, and compared without shifting (`cell < 8`: one coin or none; `cell <= group | 3`: at
most as many coins), and the last spot is the literal 63: CPython 3.11 specialises adding and
multiplying ints, not shifting, and a literal costs no lookup. It plays the same game as the
engine's fast path from the same random stream: the same dice (`bot.engine.roll`), the same
legal moves in the same order (distances ascending; for each, the hand first, then the stacks
by spot), and one `rng.choice` per throw that has moves, openings and pa ra included.
"""

from __future__ import annotations

import random
from bisect import insort

COINS = 9
NEXT = (1, 2, 0)
"""The seat after each seat, 3 players."""
ONE = (0,)
"""A throw with exactly one outcome still draws `rng.choice` among it, as the engine's does."""

Final = tuple[int, bytes, tuple[int, ...], tuple[int, ...], tuple[bool, ...], int, int]
"""Throws played, then board, hand, home, opened, turn and winner at the end."""


def play_flat(rng: random.Random) -> Final:
    """One complete random game; returns its number of throws and its final position."""
    board = [0] * 64
    spots: list[list[int]] = [[], [], []]
    hand = [COINS, COINS, COINS]
    home = [0, 0, 0]
    opened = [False, False, False]
    turn = kept = throws = 0
    rand = rng.random
    choice = rng.choice
    while True:
        r = int(rand() * 36)
        d1 = r // 6 + 1
        d2 = r % 6 + 1
        throws += 1
        own = spots[turn]
        if not own:  # an opening throw (R7-R11): one outcome
            choice(ONE)
            if d1 * d2 == 18 and opened[turn] and not board[9]:
                q, coins = 9, hand[turn]
            else:
                q = d1 + d2
                coins = 3 if q <= 3 else 2
                enemy = board[q] >> 2
                if enemy >= coins:
                    coins = enemy + 1
                if coins > hand[turn]:
                    coins = hand[turn]
                if enemy:
                    victim = board[q] & 3
                    hand[victim] += enemy
                    spots[victim].remove(q)
            hand[turn] -= coins
            board[q] = coins * 4 + turn
            own.append(q)
            opened[turn] = True
            turn = NEXT[turn]
            continue
        if r == 0:  # pa ra: kept, the same seat throws again (R16)
            choice(ONE)
            kept += 2
            continue
        total = d1 + d2
        moves = []
        held = hand[turn]
        prev = 0
        for d in sorted({total, kept, kept + total}) if kept else (total,):
            if held and d <= 63:
                cell = board[d]
                if cell < 8 or cell & 3 == turn:
                    moves.append(d)
            for p in own:
                q = p + d
                if q > 63:
                    if p + prev <= 63:  # finishing by a smaller distance is one move
                        moves.append(p * 128 + 64)
                    continue
                cell = board[q]
                if not cell or cell & 3 == turn or cell <= board[p] | 3:
                    moves.append(p * 128 + q)
            prev = d
        kept = 0
        if not moves:
            turn = NEXT[turn]
            continue
        m = choice(moves)
        p = m >> 7
        q = m & 127
        if p:
            group = board[p]
            board[p] = 0
            own.remove(p)
        else:
            group = 4 + turn  # one coin from the hand
            hand[turn] -= 1
        if q == 64:
            home[turn] += group >> 2
            if home[turn] == COINS:
                return throws, bytes(board), tuple(hand), tuple(home), tuple(opened), turn, turn
            turn = NEXT[turn]
            continue
        cell = board[q]
        if not cell:
            board[q] = group
            insort(own, q)
            turn = NEXT[turn]
        elif cell & 3 == turn:  # stack: an extra throw (R19)
            board[q] = cell + group - turn
        else:  # kill: an extra throw
            victim = cell & 3
            hand[victim] += cell >> 2
            spots[victim].remove(q)
            board[q] = group
            insort(own, q)
