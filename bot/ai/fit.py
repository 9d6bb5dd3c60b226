"""Softmax regression by Newton's method: the weights whose side scores best predict targets."""

from __future__ import annotations

from collections.abc import Sequence
from math import exp, log

Sample = tuple[list[list[float]], list[float]]
"""One position: each side's features, and each side's target chance of winning."""


def newton(
    samples: Sequence[Sample], start: Sequence[float], steps: int = 5, ridge: float = 1.0
) -> tuple[list[float], float]:
    """The weights after `steps` Newton steps from `start` on the mean cross-entropy (with a
    ridge towards zero), and the mean cross-entropy before the last step."""
    d = len(start)
    w = list(start)
    loss = 0.0
    for _ in range(steps):
        grad = [ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(d)] for i in range(d)]
        loss = 0.0
        for rows, target in samples:
            scores = [sum(a * b for a, b in zip(w, row, strict=True)) for row in rows]
            top = max(scores)
            powers = [exp(s - top) for s in scores]
            total = sum(powers)
            chances = [p / total for p in powers]
            for y, p in zip(target, chances, strict=True):
                if y:
                    loss -= y * log(max(p, 1e-12))
            mean = [sum(p * row[k] for p, row in zip(chances, rows, strict=True)) for k in range(d)]
            for p, y, row in zip(chances, target, rows, strict=True):
                error = p - y
                for k in range(d):
                    grad[k] += error * row[k]
                    pk = p * row[k]
                    if pk:
                        line = hess[k]
                        for j in range(d):
                            line[j] += pk * row[j]
            for k in range(d):
                line, mk = hess[k], mean[k]
                for j in range(d):
                    line[j] -= mk * mean[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        loss /= max(1, len(samples))
    return w, loss


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix @ x = vector, by Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [[*line, vector[i]] for i, line in enumerate(matrix)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(rows[r][c]))
        rows[c], rows[pivot] = rows[pivot], rows[c]
        for r in range(n):
            if r != c and rows[r][c]:
                f = rows[r][c] / rows[c][c]
                for k in range(c, n + 1):
                    rows[r][k] -= f * rows[c][k]
    return [rows[i][n] / rows[i][i] for i in range(n)]
