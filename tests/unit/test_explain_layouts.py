"""The layouts section (tirc/explain/layouts.py): its fragment maps, read back from the drawn SVG,
against the emulator's own fragment tables and against the PTX ISA's layouts, written out here
from the ISA text ("Matrix Fragments for mma.m16n8k16 / m16n8k8 / m16n8k32", wgmma "Register
Fragments", ldmatrix)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from tests.unit.explain_views import kernel_views
from tirc.explain import layouts
from tirc.explain.layouts import fragment_map, map_svg, map_text
from tirc.runtime.emulator.instructions.addressing import LDMATRIX_LAYOUT, MMA_C_LAYOUT, MMA_LAYOUTS
from tirc.runtime.emulator.instructions.wgmma import wgmma_d_coordinates

SVG = "{http://www.w3.org/2000/svg}"

# The ISA's formulas: (lane, element i) -> (row, col). groupID = lane >> 2, threadID_in_group = lane % 4.
Rule = Callable[[int, int], tuple[int, int]]


def _g(lane: int) -> int:
    return lane >> 2


def _t(lane: int) -> int:
    return lane % 4


ISA: dict[tuple[str, str, str], tuple[Rule, int]] = {
    # m16n8k16 .f16/.bf16: A a0..a7, B b0..b3, C c0..c3.
    ("m16n8k16", "f16", "A"): (lambda l, i: (_g(l) + 8 * (i in (2, 3, 6, 7)), 2 * _t(l) + (i & 1) + 8 * (i >= 4)), 8),
    ("m16n8k16", "f16", "B"): (lambda l, i: (2 * _t(l) + (i & 1) + 8 * (i >= 2), _g(l)), 4),
    ("m16n8k16", "f16", "C"): (lambda l, i: (_g(l) + 8 * (i >= 2), 2 * _t(l) + (i & 1)), 4),
    # m16n8k8 .tf32: A a0..a3 (rows g for a0, a2; g + 8 for a1, a3; cols t for a0, a1; t + 4 for a2, a3).
    ("m16n8k8", "tf32", "A"): (lambda l, i: (_g(l) + 8 * (i in (1, 3)), _t(l) + 4 * (i >= 2)), 4),
    ("m16n8k8", "tf32", "B"): (lambda l, i: (_t(l) + 4 * i, _g(l)), 2),
    ("m16n8k8", "tf32", "C"): (lambda l, i: (_g(l) + 8 * (i >= 2), 2 * _t(l) + (i & 1)), 4),
    # m16n8k32 .s8: A a0..a15 (rows g for a0-a3, a8-a11), B b0..b7.
    ("m16n8k32", "s8", "A"): (lambda l, i: (_g(l) + 8 * (i in (4, 5, 6, 7, 12, 13, 14, 15)),
                                            4 * _t(l) + (i & 3) + 16 * (i >= 8)), 16),
    ("m16n8k32", "s8", "B"): (lambda l, i: (4 * _t(l) + (i & 3) + 16 * (i >= 4), _g(l)), 8),
    ("m16n8k32", "s8", "C"): (lambda l, i: (_g(l) + 8 * (i >= 2), 2 * _t(l) + (i & 1)), 4),
}
EMULATOR_KIND = {"f16": "half", "tf32": "tf32", "s8": "int8"}
SHAPE_DIMS = {"m16n8k16": (16, 8, 16), "m16n8k8": (16, 8, 8), "m16n8k32": (16, 8, 32)}


def _wgmma_a(thread: int, i: int) -> tuple[int, int]:
    """wgmma .f16 A in registers: warp w of the warpgroup holds rows 16w.. as m16n8k16's A."""
    row, col = ISA[("m16n8k16", "f16", "A")][0](thread % 32, i)
    return 16 * (thread // 32) + row, col


def _wgmma_d(thread: int, i: int) -> tuple[int, int]:
    """wgmma D: warp w rows 16w + g (+8 for d2, d3 of each four), columns 8 (i / 4) + 2t + (i % 2)."""
    lane = thread % 32
    return 16 * (thread // 32) + _g(lane) + 8 * ((i % 4) >= 2), 8 * (i // 4) + 2 * _t(lane) + (i & 1)


def _ldmatrix(lane: int, i: int) -> tuple[int, int]:
    """ldmatrix x4: register j = i // 2 holds matrix j (drawn at columns 8j..), lane l its elements
    (l / 4, 2 (l % 4) + i % 2)."""
    return _g(lane), 8 * (i // 2) + 2 * _t(lane) + (i & 1)


def _cells(picture: str) -> tuple[ET.Element, list[dict[str, int]]]:
    root = ET.fromstring(picture)
    cells = [{k[5:]: int(v) for k, v in g.attrib.items() if k.startswith("data-")}
             for g in root.iter(f"{SVG}g") if g.get("class") == "cell"]
    return root, cells


def _check(picture: str, rule: Rule, table: Rule | None, rows: int, cols: int, threads: int = 32) -> None:
    """Every drawn cell's (thread, element) -> (row, col) against the ISA rule and the emulator's
    table; every (row, col) of the drawn part exactly once."""
    _, cells = _cells(picture)
    seen: dict[tuple[int, int], int] = {}
    for cell in cells:
        thread = cell.get("thread", cell["lane"])
        assert thread % 32 == cell["lane"]
        where = (cell["row"], cell["col"])
        assert rule(thread, cell["element"]) == where, (thread, cell["element"], where)
        if table is not None:
            assert table(thread, cell["element"]) == where
        seen[where] = seen.get(where, 0) + 1
    assert set(seen) == {(r, c) for r in range(rows) for c in range(cols)}
    assert set(seen.values()) == {1}
    assert len({cell.get("thread", cell["lane"]) for cell in cells}) == threads


def _table(layout: tuple[np.ndarray, np.ndarray]) -> Rule:
    rows, cols = layout
    return lambda lane, i: (int(rows[lane, i]), int(cols[lane, i]))


@pytest.mark.parametrize("shape,dtype,operand", sorted(ISA))
def test_mma_fragment_maps_match_the_isa_and_the_emulator(shape: str, dtype: str, operand: str) -> None:
    m, n, k = SHAPE_DIMS[shape]
    a_layout, b_layout, *_ = MMA_LAYOUTS[(shape, EMULATOR_KIND[dtype])]
    table = {"A": a_layout, "B": b_layout, "C": MMA_C_LAYOUT}[operand]
    rows, cols = {"A": (m, k), "B": (k, n), "C": (m, n)}[operand]
    fmap = fragment_map(shape, dtype, operand)
    picture = map_svg(fmap, "map")
    root, cells = _cells(picture)
    assert root.get("data-operand") == operand and root.get("data-shape") == shape
    assert root.get("data-dtype") == (dtype if operand != "C" else "f32")
    rule, per_lane = ISA[(shape, dtype, operand)]
    assert max(cell["element"] for cell in cells) == per_lane - 1
    _check(picture, rule, _table(table), rows, cols)
    # The text grid names the same cells.
    grid = map_text(fmap).splitlines()
    first = {(int(cell["row"]), int(cell["col"])): f"T{cell['lane']}:{operand.lower()}{cell['element']}"
             for cell in cells}
    assert grid[1].split()[1:] == [first[(0, c)] for c in range(cols)]


@pytest.mark.parametrize("n", [8, 64, 256])
def test_wgmma_fragment_maps_match_the_isa_and_the_emulator(n: int) -> None:
    shape = f"m64n{n}k16"
    a_map = fragment_map(shape, "f16", "A")
    (ar, ac), *_ = MMA_LAYOUTS[("m16n8k16", "half")]
    _check(map_svg(a_map, "A"), _wgmma_a,
           lambda t, i: (16 * (t // 32) + int(ar[t % 32, i]), int(ac[t % 32, i])), 64, 16, threads=128)
    d_map = fragment_map(shape, "f16", "C")
    d_row, d_col = wgmma_d_coordinates(n)
    drawn = min(n, layouts.WGMMA_DRAWN_COLUMNS)
    picture = map_svg(d_map, "D", max_cols=drawn)
    assert ET.fromstring(picture).get("data-shape") == shape
    _check(picture, _wgmma_d, lambda t, i: (int(d_row[t, i]), int(d_col[t, i])), 64, drawn, threads=128)
    # The whole map (not only its drawn columns) is the ISA's.
    for r in range(64):
        for c in range(n):
            assert _wgmma_d(d_map.lane[r][c], d_map.element[r][c]) == (r, c)


@pytest.mark.parametrize("trans", [False, True])
def test_ldmatrix_maps_match_the_isa_and_the_emulator(trans: bool) -> None:
    fmap = fragment_map("m8n8.x4", "b16", "ldmatrix.trans" if trans else "ldmatrix")
    rows, cols = LDMATRIX_LAYOUT

    def isa(lane: int, i: int) -> tuple[int, int]:
        r, c = _ldmatrix(lane, i)
        return (c % 8, 8 * (c // 8) + r) if trans else (r, c)

    def table(lane: int, i: int) -> tuple[int, int]:
        r, c = int(rows[lane, i % 2]), int(cols[lane, i % 2])
        return (c, 8 * (i // 2) + r) if trans else (r, 8 * (i // 2) + c)

    picture = map_svg(fmap, "ldmatrix")
    assert ET.fromstring(picture).get("data-operand") == "ldmatrix"
    _check(picture, isa, table, 8, 32)


@pytest.fixture(scope="module")
def gemm_spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("layouts") / "gemm.yaml"
    path.write_text("kernels:\n"
                    "  - {name: gemm_h, op: matmul, shape: {M: 200, N: 136, K: 72},\n"
                    "     dtype: {a: f16, b: f16, c: f16, acc: f32}}\n"
                    "  - {name: gemm_nt, op: matmul, shape: {M: 128, N: 128, K: 64}, layout: {a: row, b: col},\n"
                    "     dtype: {a: f16, b: f16, c: f16, acc: f32}}\n"
                    "  - {name: rows, op: reduction, shape: {M: 33, N: 200}, reduce: sum, dim: N, dtype: {a: f32}}\n")
    return path


def test_section_of_an_sm80_gemm(gemm_spec: Path) -> None:
    views = kernel_views(str(gemm_spec))
    section = layouts.build(next(v for name, v in views.items() if name.startswith("gemm_h")))
    assert not section.unavailable
    operands = [ET.fromstring(f.svg).get("data-operand") for f in section.figures]
    assert operands[:3] == ["A", "B", "C"] and "ldmatrix" in operands
    for figure in section.figures[:3]:
        root = ET.fromstring(figure.svg)
        assert root.get("data-shape") == "m16n8k16"
        assert figure.text.splitlines()[1].split()[1] == "T0:" + root.get("data-operand", "").lower() + "0"
    assert dict(section.facts)["instruction"] == "mma.sync m16n8k16"


def test_section_of_a_row_kernel_is_unavailable(gemm_spec: Path) -> None:
    views = kernel_views(str(gemm_spec))
    section = layouts.build(next(v for name, v in views.items() if name.startswith("rows")))
    assert section.id == "layouts" and section.unavailable.startswith("no Tensor Core instruction")


def test_section_of_an_sm90a_wgmma_gemm(gemm_spec: Path) -> None:
    views = kernel_views(str(gemm_spec), target="sm_90a")
    section = layouts.build(next(v for name, v in views.items() if name.startswith("gemm_nt")))
    assert section.data["instruction"] == "wgmma"
    shapes = {ET.fromstring(f.svg).get("data-shape") for f in section.figures}
    assert section.data["shape"] in shapes and section.data["shape"].startswith("m64n")
    core = [ET.fromstring(f.svg) for f in section.figures if ET.fromstring(f.svg).get("data-shared-operand") == "B"]
    assert core and int(core[0].get("data-swizzle", "0")) in (16, 32, 64, 128)
    # The picture against the ISA's 128-byte swizzle of a K-major operand: row r of core matrix
    # (n block, k block) lies in 128-byte line r of its 8-row group (stride byte offset apart), at
    # 16-byte chunk k_block XOR r.
    facts = dict(section.facts)
    assert "swizzle 128 B" in facts["B descriptor"]    # what tirc's sm_90a GEMMs use
    if "swizzle 128 B" in facts["B descriptor"] and "K-major" in facts["B descriptor"]:
        found = re.search(r"SBO (\d+)", facts["B descriptor"])
        assert found
        stride = int(found.group(1))
        cells = [g for g in core[0].iter(f"{SVG}g") if g.get("class") == "core"]
        assert cells
        for g in cells:
            n_block, k_block, row = (int(g.get(f"data-{k}", "0")) for k in ("n-block", "k-block", "core-row"))
            assert int(g.get("data-chunk", "0")) == (n_block * stride + 128 * row + 16 * ((k_block ^ row) & 7)) // 16
