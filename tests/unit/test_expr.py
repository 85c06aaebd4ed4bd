"""Size expressions in manifests fold constants and evaluate with concrete sizes."""

from __future__ import annotations

import pytest

from tirc.emit import expr as E


def test_folding() -> None:
    assert E.ceildiv(100, 32) == 4
    assert E.mul("M", 1) == "M" and E.add(0, "N") == "N" and E.sub("K", "K") == 0
    assert E.ceildiv("M", 8) == "ceildiv(M, 8)"
    assert E.mul(E.add("M", 1), 4) == "(M + 1) * 4"


@pytest.mark.parametrize("m, n", [(1, 1), (200, 136), (4096, 33)])
def test_evaluate_matches_python(m: int, n: int) -> None:
    text = E.add(E.mul(E.ceildiv("M", 8), E.floordiv("N", 3)), E.mod("N", 5))
    assert E.evaluate(text, {"M": m, "N": n}) == -(-m // 8) * (n // 3) + n % 5


def test_evaluate_rejects_other_python() -> None:
    with pytest.raises(ValueError):
        E.evaluate("__import__('os')", {})
    with pytest.raises(KeyError):
        E.evaluate("M + 1", {})
