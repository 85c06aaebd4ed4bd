"""The ``layouts`` section: thread-value maps of the kernel's Tensor Core fragments.

For the kernel's mma.sync or wgmma.mma_async instruction, the A, B and C fragments (which lane holds
which matrix element, in which element of its fragment), and the ldmatrix fragments the kernel
loads, coloured by lane. The maps are read from the emulator's own fragment tables
(tirc.runtime.emulator.instructions: ``MMA_LAYOUTS``, ``MMA_C_LAYOUT``, ``LDMATRIX_LAYOUT``,
``wgmma_d_coordinates``, ``canonical_offsets``), the tables that run the kernels, never re-derived.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from tirc.diagnostics import TircError
from tirc.explain import svg
from tirc.explain.model import Figure, KernelView, Section
from tirc.runtime.emulator.instructions.addressing import LDMATRIX_LAYOUT, MMA_C_LAYOUT, MMA_LAYOUTS
from tirc.runtime.emulator.instructions.wgmma import (WARPGROUP, WGMMA_INPUTS, MatrixDescriptor, canonical_offsets,
                                                      wgmma_d_coordinates)

SECTION_ID = "layouts"
TITLE = "Fragment layouts"
LANES = 32

# PTX input type -> the emulator's fragment family (MMA_LAYOUTS keys).
_FRAGMENT_KIND = {"f16": "half", "bf16": "half", "tf32": "tf32", "s8": "int8", "u8": "int8",
                  "e4m3": "fp8", "e5m2": "fp8"}
_ELEMENT_PREFIX = {"A": "a", "B": "b", "C": "c", "ldmatrix": "e", "ldmatrix.trans": "e"}
_MMA = re.compile(r"\bmma\.sync\.aligned\.(m\d+n\d+k\d+)\.row\.col((?:\.\w+)+)")
_WGMMA = re.compile(r"\bwgmma\.mma_async\.sync\.aligned\.(m64n(\d+)k(\d+))((?:\.\w+)+)\s+(\{[^}]*\})\s*,\s*([^,]+),"
                    r"\s*([^,]+),([^;]*);")
_LDMATRIX = re.compile(r"\bldmatrix\.sync\.aligned\.m8n8\.x(\d)(\.trans)?\.shared\.b16")
_OR_CONSTANT = re.compile(r"\bor\.b64\s+(%\w+),\s*%\w+,\s*(\d+);")
# What is drawn of a wgmma accumulator: its first columns (it repeats every 8).
WGMMA_DRAWN_COLUMNS = 16
# What is drawn of a wgmma B operand in shared memory: the first 128-byte lines.
_B_LINES = 16


@dataclass(frozen=True)
class FragmentMap:
    """Who holds each element of a ``rows`` x ``cols`` fragment: ``lane[r][c]`` the thread (0..31 for
    a warp, 0..127 for a warpgroup) and ``element[r][c]`` the index of the element in that thread's
    fragment, in register order (the ISA's a0, a1, ...)."""
    operand: str          # "A", "B", "C", "ldmatrix" or "ldmatrix.trans"
    shape: str            # "m16n8k16", "m64n128k16", "m8n8.x4"
    dtype: str            # the PTX type of the elements: "f16", "tf32", "s8", "f32", "s32", ...
    rows: int
    cols: int
    lane: tuple[tuple[int, ...], ...]
    element: tuple[tuple[int, ...], ...]
    threads: int = LANES

    def cell(self, row: int, col: int) -> str:
        return f"T{self.lane[row][col]}:{_ELEMENT_PREFIX[self.operand]}{self.element[row][col]}"


def _from_layout(operand: str, shape: str, dtype: str, rows: np.ndarray, cols: np.ndarray,
                 n_rows: int, n_cols: int) -> FragmentMap:
    """A FragmentMap from an emulator layout: ``rows[t, i]``, ``cols[t, i]`` of element i of thread t."""
    lane = np.full((n_rows, n_cols), -1, dtype=np.int64)
    element = np.full((n_rows, n_cols), -1, dtype=np.int64)
    for thread in range(rows.shape[0]):
        for index in range(rows.shape[1]):
            r, c = int(rows[thread, index]), int(cols[thread, index])
            if lane[r, c] >= 0:
                raise TircError(f"{shape} {operand}: element ({r}, {c}) held twice in the emulator's layout")
            lane[r, c] = thread
            element[r, c] = index
    if (lane < 0).any():
        raise TircError(f"{shape} {operand}: the emulator's layout leaves elements unheld")
    return FragmentMap(operand, shape, dtype, n_rows, n_cols, tuple(map(tuple, lane.tolist())),
                       tuple(map(tuple, element.tolist())), rows.shape[0])


def _shape_numbers(shape: str) -> tuple[int, int, int]:
    match = re.fullmatch(r"m(\d+)n(\d+)k(\d+)", shape)
    if match is None:
        raise TircError(f"not an mma shape: {shape}")
    m, n, k = (int(g) for g in match.groups())
    return m, n, k


def fragment_map(shape: str, dtype: str, operand: str, accumulator: str = "f32") -> FragmentMap:
    """The fragment map of ``operand`` ("A", "B", "C") of ``mma.sync`` ``shape`` (e.g. "m16n8k16")
    or ``wgmma`` ``m64nNkK`` with inputs of PTX type ``dtype``; or of ``ldmatrix`` /
    ``ldmatrix.trans`` (x4: ``shape`` "m8n8.x4", four 8x8 matrices side by side). ``accumulator``
    is C's type (it does not move elements)."""
    if operand.startswith("ldmatrix"):
        count = int(shape.rsplit("x", 1)[1]) if ".x" in shape else 1
        rows, cols = LDMATRIX_LAYOUT
        if operand == "ldmatrix.trans":
            rows, cols = cols, rows
        # Register j holds matrix j (drawn at columns 8j..8j+7): element 2j + i of the lane.
        all_rows = np.concatenate([rows] * count, axis=1)
        all_cols = np.concatenate([cols + 8 * j for j in range(count)], axis=1)
        return _from_layout(operand, shape, "b16", all_rows, all_cols, 8, 8 * count)
    m, n, k = _shape_numbers(shape)
    if dtype not in _FRAGMENT_KIND:
        raise TircError(f"no Tensor Core fragment for {dtype} inputs")
    if m == 64:   # wgmma
        kk, a_key = WGMMA_INPUTS[dtype]
        if k != kk:
            raise TircError(f"wgmma {shape}: {dtype} inputs take K = {kk}")
        if operand == "C":
            rows, cols = wgmma_d_coordinates(n)
            return _from_layout("C", shape, accumulator, rows, cols, 64, n)
        if operand == "A":
            (ar, ac), _, _, _, _ = MMA_LAYOUTS[a_key]
            warp = np.arange(WARPGROUP)[:, None] // LANES
            lane = np.arange(WARPGROUP) % LANES
            return _from_layout("A", shape, dtype, ar[lane] + 16 * warp, ac[lane], 64, k)
        raise TircError("a wgmma's B operand is in shared memory, not in registers: see b_core_matrices")
    key = (shape, _FRAGMENT_KIND[dtype])
    if key not in MMA_LAYOUTS:
        raise TircError(f"no mma.sync {shape} with {dtype} inputs in the emulator")
    a_layout, b_layout, m, n, k = MMA_LAYOUTS[key]
    if operand == "A":
        return _from_layout("A", shape, dtype, *a_layout, m, k)
    if operand == "B":
        return _from_layout("B", shape, dtype, *b_layout, k, n)
    if operand == "C":
        return _from_layout("C", shape, accumulator, *MMA_C_LAYOUT, m, n)
    raise TircError(f"unknown operand {operand}")


# ---------------------------------------------------------------------------------------------
# Drawing

_CELL_W = 34
_CELL_H = 20
_LEFT = 28
_TOP = 30


def map_svg(fmap: FragmentMap, title: str, max_cols: int | None = None) -> str:
    """The map as a grid of cells (``T<lane>`` over ``a<i>``), coloured by lane."""
    cols = fmap.cols if max_cols is None else min(fmap.cols, max_cols)
    width = _LEFT + cols * _CELL_W + 8
    height = _TOP + fmap.rows * _CELL_H + 8
    prefix = _ELEMENT_PREFIX[fmap.operand]
    parts = [svg.text(4, 14, title, font_size=11, class_="caption")]
    for c in range(cols):
        parts.append(svg.text(_LEFT + c * _CELL_W + _CELL_W / 2, _TOP - 4, str(c), font_size=8, text_anchor="middle"))
    for r in range(fmap.rows):
        y = _TOP + r * _CELL_H
        parts.append(svg.text(_LEFT - 4, y + _CELL_H / 2 + 3, str(r), font_size=8, text_anchor="end"))
        for c in range(cols):
            thread = fmap.lane[r][c]
            element = fmap.element[r][c]
            x = _LEFT + c * _CELL_W
            attrs: dict[str, object] = {"data_lane": thread % LANES, "data_element": element, "data_row": r,
                                        "data_col": c}
            if fmap.threads > LANES:
                attrs["data_thread"] = thread
                attrs["data_warp"] = thread // LANES
            parts.append(svg.group([
                svg.rect(x, y, _CELL_W, _CELL_H, tooltip=f"({r}, {c}): thread {thread}, {prefix}{element}",
                         fill=svg.lane_colour(thread % LANES), stroke="#fff", stroke_width=0.5),
                svg.text(x + _CELL_W / 2, y + 9, f"T{thread}", font_size=7, text_anchor="middle"),
                svg.text(x + _CELL_W / 2, y + 17, f"{prefix}{element}", font_size=7, text_anchor="middle"),
            ], class_="cell", **attrs))
    return svg.svg(width, height, parts, title, data_operand="ldmatrix" if fmap.operand.startswith("ldmatrix")
                   else fmap.operand, data_shape=fmap.shape, data_dtype=fmap.dtype,
                   data_trans=int(fmap.operand == "ldmatrix.trans"), data_threads=fmap.threads, class_="fragment-map")


def map_text(fmap: FragmentMap, max_cols: int | None = None) -> str:
    """The map as the ISA's figures draw it: rows x cols of ``T<lane>:<element>`` cells."""
    cols = fmap.cols if max_cols is None else min(fmap.cols, max_cols)
    width = max(len(fmap.cell(r, c)) for r in range(fmap.rows) for c in range(cols))
    header = " " * 4 + " ".join(f"{c:<{width}}" for c in range(cols))
    rows = [header]
    for r in range(fmap.rows):
        rows.append(f"{r:>3} " + " ".join(f"{fmap.cell(r, c):<{width}}" for c in range(cols)))
    return "\n".join(rows)


def _figure(fmap: FragmentMap, title: str, caption: str, max_cols: int | None = None) -> Figure:
    return Figure(title, map_svg(fmap, title, max_cols), map_text(fmap, max_cols), caption)


@dataclass(frozen=True)
class CoreMatrixMap:
    """Where each 16-byte row of each 8 x (16 B) core matrix of a shared operand lies: ``chunks``
    maps (byte offset from the operand's start) // 16 -> (core matrix along MN, along K, its row)."""
    mn: int
    k: int
    elem_bytes: int
    swizzle: int
    mn_major: bool
    chunks: dict[int, tuple[int, int, int]]


def b_core_matrices(descriptor: MatrixDescriptor, n: int, k: int, elem_bytes: int, mn_major: bool) -> CoreMatrixMap:
    """The core matrices of an N x K wgmma B operand as the emulator's ``canonical_offsets`` lays them
    out for ``descriptor`` (its start taken as 0)."""
    desc = MatrixDescriptor(0, descriptor.leading, descriptor.stride, 0, descriptor.swizzle)
    offsets = canonical_offsets(desc, n, k, elem_bytes, mn_major)
    per_chunk = 16 // elem_bytes
    chunks: dict[int, tuple[int, int, int]] = {}
    for i in range(n):
        for j in range(k):
            chunk = int(offsets[i, j]) // 16
            if mn_major:
                chunks.setdefault(chunk, (i // 8, j // 8, j % 8))
            else:
                chunks.setdefault(chunk, (i // 8, j // per_chunk, i % 8))
    return CoreMatrixMap(n, k, elem_bytes, descriptor.swizzle, mn_major, chunks)


def core_matrix_svg(cmap: CoreMatrixMap, title: str) -> tuple[str, str]:
    """Shared memory as 128-byte lines of eight 16-byte chunks, each labelled with its core matrix."""
    lines = min(_B_LINES, max(cmap.chunks) // 8 + 1)
    cell_w, cell_h = 64, 18
    width = 60 + 8 * cell_w
    height = _TOP + lines * cell_h + 8
    parts = [svg.text(4, 14, title, font_size=11, class_="caption")]
    for chunk in range(8):
        parts.append(svg.text(60 + chunk * cell_w + cell_w / 2, _TOP - 4, f"bytes {16 * chunk}-{16 * chunk + 15}",
                              font_size=7, text_anchor="middle"))
    text_rows = ["line  " + " ".join(f"{16 * c:>9}" for c in range(8))]
    for row in range(lines):
        y = _TOP + row * cell_h
        parts.append(svg.text(56, y + 12, f"+{128 * row}", font_size=8, text_anchor="end"))
        cells = []
        for chunk in range(8):
            where = cmap.chunks.get(8 * row + chunk)
            x = 60 + chunk * cell_w
            if where is None:
                parts.append(svg.rect(x, y, cell_w, cell_h, fill="#f4f4f4", stroke="#fff"))
                cells.append(f"{'-':>9}")
                continue
            mn_block, k_block, core_row = where
            label = f"({mn_block},{k_block}) r{core_row}"
            parts.append(svg.group([
                svg.rect(x, y, cell_w, cell_h, tooltip=f"core matrix (n {mn_block}, k {k_block}), row {core_row}",
                         fill=svg.lane_colour((mn_block * 3 + k_block * 7) % LANES), stroke="#fff"),
                svg.text(x + cell_w / 2, y + 12, label, font_size=8, text_anchor="middle"),
            ], class_="core", data_n_block=mn_block, data_k_block=k_block, data_core_row=core_row,
                data_chunk=8 * row + chunk))
            cells.append(f"{label:>9}")
        text_rows.append(f"{128 * row:>4}  " + " ".join(cells))
    picture = svg.svg(width, height, parts, title, data_shared_operand="B", data_swizzle=cmap.swizzle,
                      class_="core-matrices")
    return picture, "\n".join(text_rows)


# ---------------------------------------------------------------------------------------------
# The section

@dataclass(frozen=True)
class TensorCoreUse:
    """The kernel's Tensor Core instruction, as the PTX spells it."""
    instruction: str      # "mma.sync" or "wgmma"
    shape: str
    a_type: str
    b_type: str
    c_type: str
    a_in_registers: bool = True
    b_descriptor: MatrixDescriptor | None = None
    b_mn_major: bool = False


def _types(suffix: str) -> list[str]:
    return [t for t in suffix.strip(".").split(".") if t in _FRAGMENT_KIND or t in ("f32", "s32", "f16")]


def tensor_core_use(ptx_body: str) -> TensorCoreUse | None:
    """The first mma.sync or wgmma.mma_async of a kernel body; None without one."""
    wgmma = _WGMMA.search(ptx_body)
    if wgmma is not None:
        types = _types(wgmma.group(4))
        if len(types) != 3:
            raise TircError(f"cannot read the types of {wgmma.group(0)[:80]}")
        d_type, a_type, b_type = types
        constants = {reg: int(value) for reg, value in _OR_CONSTANT.findall(ptx_body)}
        b_reg = wgmma.group(7).strip()
        descriptor = MatrixDescriptor.decode(constants[b_reg]) if b_reg in constants else None
        immediates = [s.strip() for s in wgmma.group(8).split(",") if s.strip()]
        mn_major = a_type in ("f16", "bf16") and bool(immediates) and immediates[-1] == "1"
        a_regs = wgmma.group(6).strip().startswith("{")
        return TensorCoreUse("wgmma", wgmma.group(1), a_type, b_type, d_type, a_regs, descriptor, mn_major)
    mma = _MMA.search(ptx_body)
    if mma is not None:
        types = _types(mma.group(2))
        if len(types) != 4:
            raise TircError(f"cannot read the types of {mma.group(0)[:80]}")
        d_type, a_type, b_type, _ = types
        return TensorCoreUse("mma.sync", mma.group(1), a_type, b_type, d_type)
    return None


def _ldmatrix_forms(ptx_body: str) -> list[tuple[int, bool]]:
    """(matrices, trans) of each ldmatrix form the kernel uses."""
    return sorted({(int(count), bool(trans)) for count, trans in _LDMATRIX.findall(ptx_body)})


def build(view: KernelView) -> Section:
    use = tensor_core_use(view.ptx_body)
    if use is None:
        return Section(SECTION_ID, TITLE, "no Tensor Core instruction",
                       unavailable="no Tensor Core instruction: the kernel runs on the SIMT cores "
                                   "(no mma.sync or wgmma.mma_async in its PTX), so it has no fragments to draw")
    figures: list[Figure] = []
    facts: list[tuple[str, str]] = [("instruction", f"{use.instruction} {use.shape}"),
                                    ("types", f"A {use.a_type}, B {use.b_type}, C/D {use.c_type}")]
    if use.instruction == "mma.sync":
        for operand in ("A", "B", "C"):
            fmap = fragment_map(use.shape, use.a_type if operand != "B" else use.b_type, operand, use.c_type)
            figures.append(_figure(fmap, f"{operand} fragment of mma.sync.{use.shape} ({fmap.dtype})",
                                   f"{fmap.rows} x {fmap.cols}: each cell is the lane that holds the element and "
                                   f"its index in the lane's fragment, in register order"))
    else:
        m, n, k = _shape_numbers(use.shape)
        a_map = fragment_map(use.shape, use.a_type, "A")
        where_a = "from registers" if use.a_in_registers else \
            "from shared memory through a matrix descriptor; drawn: the register-A fragment of the ISA"
        figures.append(_figure(a_map, f"A fragment of wgmma.{use.shape} ({use.a_type}, warpgroup)",
                               f"64 x {k}, 128 threads: warp w holds rows 16w..16w+15 as mma.sync's A. "
                               f"This kernel reads A {where_a}."))
        c_map = fragment_map(use.shape, use.a_type, "C", use.c_type)
        drawn = min(n, WGMMA_DRAWN_COLUMNS)
        figures.append(_figure(c_map, f"D accumulator of wgmma.{use.shape} ({use.c_type}), columns 0-{drawn - 1}",
                               f"64 x {n}: drawn the first {drawn} columns; columns 8j..8j+7 repeat columns 0-7 "
                               f"with elements 4j..4j+3 (element e of a thread sits at column "
                               f"8 (e div 4) + 2 (lane mod 4) + (e mod 2))",
                               max_cols=drawn))
        facts.append(("A operand", "registers" if use.a_in_registers else "shared memory (matrix descriptor)"))
        if use.b_descriptor is not None:
            elem = 1 if use.b_type in ("s8", "u8", "e4m3", "e5m2") else 4 if use.b_type == "tf32" else 2
            cmap = b_core_matrices(use.b_descriptor, n, k, elem, use.b_mn_major)
            swizzle = "none" if use.b_descriptor.swizzle == 16 else f"{use.b_descriptor.swizzle} B"
            picture, text = core_matrix_svg(cmap, f"B of wgmma.{use.shape} in shared memory: core matrices "
                                                  f"(swizzle {swizzle})")
            figures.append(Figure(f"B in shared memory (swizzle {swizzle})", picture, text,
                                  f"Each 16-byte chunk holds one row of an 8 x 16-byte core matrix, labelled "
                                  f"(n block, k block) row; {'MN' if use.b_mn_major else 'K'}-major; "
                                  f"leading byte offset {use.b_descriptor.leading}, stride byte offset "
                                  f"{use.b_descriptor.stride}; the first {_B_LINES} 128-byte lines drawn"))
            facts.append(("B descriptor", f"swizzle {swizzle}, LBO {use.b_descriptor.leading}, "
                                          f"SBO {use.b_descriptor.stride}, {'MN' if use.b_mn_major else 'K'}-major"))
        else:
            facts.append(("B descriptor", "built at run time (no constant part in the PTX)"))
    for count, trans in _ldmatrix_forms(view.ptx_body):
        operand = "ldmatrix.trans" if trans else "ldmatrix"
        fmap = fragment_map(f"m8n8.x{count}", "b16", operand)
        figures.append(_figure(fmap, f"ldmatrix.m8n8.x{count}{'.trans' if trans else ''}.b16",
                               f"{count} 8x8 matrices side by side; lanes 8j..8j+7 give the row addresses of "
                               f"matrix j, which lands in register j (elements e2j, e2j+1)"
                               + (", transposed" if trans else "")))
    facts.append(("ldmatrix forms", ", ".join(f"x{c}{'.trans' if t else ''}" for c, t in
                                               _ldmatrix_forms(view.ptx_body)) or "none"))
    return Section(SECTION_ID, TITLE, f"{use.instruction} {use.shape}: A {use.a_type}, B {use.b_type}, "
                   f"C {use.c_type}", facts=tuple(facts), figures=tuple(figures),
                   data={"instruction": use.instruction, "shape": use.shape, "a_type": use.a_type,
                         "b_type": use.b_type, "c_type": use.c_type})
