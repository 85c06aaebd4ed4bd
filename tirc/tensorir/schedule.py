"""Schedules of a ``tirc.tensorir`` definition: TensorIR-style primitives on top of tirc's passes.

A :class:`Schedule` holds, per block (one statement of the definition), its loops — split,
tiled, reordered, fused, bound and annotated by the primitives — and maps them onto what
``tirc compile`` does: a contraction's ``tir.schedule`` (tile, warps, mma, stages, swizzle, copy
width, raster group, split-K), the optional passes of the sm80 pipeline that run, and the SIMT
passes' options. That mapping is a schedule file (``tirc.schedule.file``): ``schedule.trace``
prints it, ``build`` compiles the definition with it, and ``tirc compile --schedule`` replays it.

What each primitive becomes (docs/tensorir.md has the full table):

- ``tile(block, [tm, tn, tk])`` splits each loop of a contraction by its size: the block tile.
  The outer M/N (and batch) loops must be bound to ``blockIdx.*``; the K-tile loop is the main
  loop every thread of the block runs. ``split`` of an inner M/N loop bound to ``"warp"`` sets
  the warps along it (default: warp tiles of at most 64x64).
- ``decompose_to_tensorcore(block, instruction)``: ``mma.sync`` (tir-mma). Without it the same
  tiles run as per-thread FMAs: a SIMT kernel.
- ``vectorize(loop)`` on a contraction's loop: the widest copies the rows allow (16 bytes);
  without it, one element per copy.
- ``pipeline(k_loop, stages=N)``: N shared-memory buffers and cp.async (tir-async-copy,
  tir-pipeline); without it, one buffer and synchronous copies.
- ``swizzle(block)``: XOR-swizzled shared tiles (tir-swizzle); ``cache_write(block, "shared")``:
  the output staged in shared memory for 16-byte stores (tir-epilogue); ``cache_read(block, i,
  "shared")`` states what tirc's contraction kernels always do (A and B tiles in shared memory).
- ``rasterize(group=G)``, ``split_k(S)``: the grid's grouped order and split-K.
- ``attention(block_m=, block_n=, warps=, stages=, ...)``: the function's ``tir.spec`` schedule,
  which tir-schedule applies to the ``tir.attention`` op tir-fuse-attention makes of an attention
  written as blocks (a contraction, the softmax's blocks, a contraction); those blocks are gone
  at the tensorir stage and take no other primitive.
- Non-contractions: ``bind(loop, "threadIdx.x")`` on an elementwise block's loop sets the SIMT
  kernels' threads per block; a reduction's row loop bound to ``"warp"`` gives each row a warp,
  bound to ``blockIdx.x`` (with the reduction loop split and bound to ``threadIdx.x``) a block.

The seed's ``bind(k_outer, "threadIdx.z")``: the K-tile loop cannot be spread over threads (each
K step accumulates into the same registers), but every thread of the block does take part in every
K step (the copies and the mma of its warp tile), which is what binding a loop to a thread axis
asks; tirc accepts the binding on the K-tile loop with that meaning, and it changes nothing.

Every primitive is checked when it is called, against the contraction and the target: an error
is a :class:`ScheduleError` (a ``TircError``) naming the Python line of the call.
"""

from __future__ import annotations

import itertools
import linecache
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from mlir import ir

from tirc.arguments import checked, located, user_frame
from tirc.diagnostics import TircError
from tirc.files import file_stem
from tirc.isolation import run_isolated
from tirc.schedule.attention import (ATTENTION_OP, KERNELS as ATTENTION_KERNELS, AttentionProblem, AttentionSchedule,
                                     check_attention_schedule)
from tirc.schedule.contraction import Contraction, match_contraction
from tirc.schedule.file import OPTIONAL_PASSES, ScheduleFile, block_name, format_schedule_file
from tirc.schedule.heuristics import (NotOnTensorCores, copy_bytes, copy_sizes, schedule_violations,
                                      tensor_core_instruction, violations_message, warps_for_tile)
from tirc.schedule.model import ELEMENT_BYTES, MMA_SHAPES, SCHEDULE_ATTR, Schedule as TileSchedule
from tirc.target import Target, get_target
from tirc.tensorir.compute import Block, Definition, Size, TensorIRError, define

if TYPE_CHECKING:
    from tirc.driver import CompileOptions

PIPELINE = "sm80"
INSTRUCTIONS = tuple(f"mma.{shape}" for shape in MMA_SHAPES)   # what decompose_to_tensorcore takes
BLOCK_AXES = ("blockIdx.x", "blockIdx.y", "blockIdx.z")
THREAD_AXES = ("threadIdx.x", "threadIdx.y", "threadIdx.z")
BINDINGS = (*BLOCK_AXES, "warp", *THREAD_AXES)
SCOPES = ("shared",)
DEFAULT_TARGET = "sm_80"


@dataclass
class ScheduleError(TensorIRError):
    """An invalid schedule: its location is the Python line of the primitive that made it so."""


def _error(message: str, hint: str | None = None, notes: list[str] | None = None) -> ScheduleError:
    return located(ScheduleError, message, hint, notes)


# ---------------------------------------------------------------------------------------------
# Loops


@dataclass(eq=False)
class Loop:
    """A loop of one block: a range of one axis, ``extent`` iterations of ``step`` elements."""

    described: ClassVar[str] = "a loop (what get_loops, split or tile return)"
    name: str
    block: str
    axis: str
    extent: int | Size | None      # None: the ceiling of what remains (dynamic or not divisible)
    step: int                      # elements of the axis per iteration (the inner loops' span)
    binding: str | None = None
    vectorized: bool = False
    unrolled: bool = False
    fused: tuple[Loop, ...] = ()  # the loops a fuse made this one of (outermost first)

    def __repr__(self) -> str:
        return f"<loop {self.name} of block {self.block}>"


@dataclass
class _BlockState:
    block: Block
    contraction: Contraction | None       # the Tensor Core contraction (None: the block runs on the SIMT path)
    default: TileSchedule | None          # tir-schedule's choice (None: not on Tensor Cores)
    why_not: NotOnTensorCores | None      # why it is not on Tensor Cores
    loops: list[Loop]                     # outermost first
    fields: dict[str, Any] = field(default_factory=dict)   # tir.schedule knobs set by primitives
    tensor_cores: bool = False
    cache_write: bool = False
    swizzle: bool = False
    pipelined: bool = False

    @property
    def roles(self) -> dict[str, str]:
        """Axis name -> its role in the contraction: B (batch), M, N, K."""
        return _roles(self.block) if self.block.contraction else {}


def _roles(block: Block) -> dict[str, str]:
    (_, a_index), (_, b_index) = block.reads[-2], block.reads[-1]
    roles: dict[str, str] = {}
    for axis in block.axes:
        in_a, in_b = axis.name in a_index, axis.name in b_index
        if axis.reduction:
            roles[axis.name] = "K"
        elif in_a and in_b:
            roles[axis.name] = "B"
        else:
            roles[axis.name] = "M" if in_a else "N"
    return roles


@dataclass(frozen=True)
class Instruction:
    """One primitive as applied: its name, its arguments as Python text, what it returned."""

    name: str
    arguments: tuple[str, ...]
    results: tuple[str, ...] = ()
    line: int | None = None

    def python(self, schedule: str = "sch") -> str:
        call = f"{schedule}.{self.name}({', '.join(self.arguments)})"
        if not self.results:
            return call
        return f"{', '.join(self.results)} = {call}"


@dataclass
class Trace:
    """The primitives applied to a schedule, in order; ``str()`` is Python that replays them,
    ``yaml()`` the schedule file that ``tirc compile --schedule`` replays."""

    owner: Schedule
    instructions: list[Instruction] = field(default_factory=list)

    def python(self) -> str:
        head = f"sch = tensorir.create_schedule({self.owner.definition.name})"
        return "\n".join([head, *(instruction.python() for instruction in self.instructions)])

    def yaml(self) -> str:
        return self.owner.schedule_text()

    def __str__(self) -> str:
        return self.python()

    def __iter__(self) -> Iterator[Instruction]:
        return iter(self.instructions)

    def __len__(self) -> int:
        return len(self.instructions)


@dataclass(frozen=True)
class _BlockRef:
    """What ``get_block`` returns: a handle on one block of the schedule."""

    described: ClassVar[str] = "a block (what get_block returns)"
    name: str
    variable: str

    def __repr__(self) -> str:
        return f"<block {self.name}>"


# ---------------------------------------------------------------------------------------------
# The schedule


class Schedule:
    """The schedule of one definition. Create it with :func:`create_schedule`."""

    def __init__(self, definition: Definition, target: str = DEFAULT_TARGET, allow_tf32: bool = False) -> None:
        self.definition = definition
        self.target: Target = get_target(target)
        self.allow_tf32 = allow_tf32
        self.trace = Trace(self)
        self._names = itertools.count()
        self._split_counts: dict[tuple[str, str], int] = {}
        self._variables: dict[int, str] = {}   # id(loop) -> its variable in the trace
        self._loops_seen: list[Loop] = []      # keeps every loop named in the trace alive (ids stay unique)
        self._blocks: dict[str, _BlockState] = {}
        # The contractions' ops live in this module: it stays with the schedule.
        self._compiled = _compiled_contractions(definition, self.target, allow_tf32)
        matched = self._compiled.contractions
        # tir-fuse-attention's ops replace the blocks they computed (gone at the tensorir stage).
        self._fused: frozenset[str] = (
            frozenset(b.name for b in definition.blocks if b.name not in self._compiled.blocks)
            if self._compiled.attentions else frozenset())
        self._attention: dict[str, Any] = {}   # the knobs attention() set: AttentionSchedule's fields by name
        for block in definition.blocks:
            contraction, default = matched.get(block.name, (None, None))
            why = None
            if block.contraction and contraction is not None and default is None:
                instruction = tensor_core_instruction(contraction, self.target, allow_tf32,
                                                      "create_schedule(..., allow_tf32=True)")
                why = instruction if isinstance(instruction, NotOnTensorCores) else None
            loops = [Loop(axis.name, block.name, axis.name, axis.extent, 1) for axis in block.axes]
            # A contraction that cannot use Tensor Cores (f32 without tf32) runs on the SIMT
            # path: its loops are scheduled like an elementwise block's.
            on_tensor_cores = contraction if block.contraction and default is not None else None
            self._blocks[block.name] = _BlockState(block, on_tensor_cores, default, why, loops)

    # -- lookups -----------------------------------------------------------------------------

    def _record(self, name: str, arguments: list[Any], keywords: dict[str, Any] | None = None,
                results: tuple[Any, ...] = ()) -> None:
        texts = [self._text(a) for a in arguments] + [f"{k}={self._text(v)}" for k, v in (keywords or {}).items()]
        frame = user_frame()
        self.trace.instructions.append(Instruction(name, tuple(texts), tuple(self._text(r) for r in results),
                                                   frame.lineno if frame else None))

    def _text(self, value: Any) -> str:
        """An argument as the trace's Python writes it: loops and blocks as variables (l0, b0: the
        same loop names of two blocks stay apart), other values as literals."""
        if isinstance(value, Loop):
            if id(value) not in self._variables:
                self._variables[id(value)] = f"l{len(self._variables)}"
                self._loops_seen.append(value)
            return self._variables[id(value)]
        if isinstance(value, _BlockRef):
            return value.variable
        return repr(value)

    def _state(self, block: Any) -> _BlockState:
        if not isinstance(block, _BlockRef):
            raise _error(f"expected a block (what get_block returns), not {block!r}")
        return self._blocks[block.name]

    def _loop_state(self, loop: Any) -> _BlockState:
        if not isinstance(loop, Loop):
            raise _error(f"expected a loop (what get_loops, split or tile return), not {loop!r}")
        state = self._blocks[loop.block]
        if loop not in state.loops:
            raise _error(f"loop {loop.name} is no longer a loop of block {loop.block}: a split, tile or fuse "
                         "replaced it", hint="use the loops it returned (get_loops lists the current ones)")
        return state

    @checked(ScheduleError)
    def get_block(self, name: str | Callable[..., Any]) -> _BlockRef:
        """The block named ``name`` (the buffer its statement writes); given the definition's
        function, its only block, or its only contraction."""
        blocks = self.definition.blocks
        if callable(name):
            contractions = [b for b in blocks if b.contraction]
            chosen = blocks if len(blocks) == 1 else contractions
            if len(chosen) != 1:
                raise _error(f"@{self.definition.name} has {len(blocks)} blocks ({', '.join(b.name for b in blocks)})",
                             hint="name one: get_block(\"NAME\")")
            found = chosen[0].name
        elif name in self._blocks:
            found = name
        else:
            raise _error(f"@{self.definition.name} has no block {name!r}",
                         hint=f"its blocks: {', '.join(b.name for b in blocks)}")
        ref = _BlockRef(found, f"b{next(self._names)}")
        self._record("get_block", [found if not callable(name) else _Raw(name.__name__)], results=(ref,))
        return ref

    @checked(ScheduleError)
    def default_schedule(self, block: _BlockRef) -> TileSchedule | None:
        """What ``tirc compile`` picks for this contraction with no schedule (the per-target
        heuristics), for a starting point; None for a block that is not on Tensor Cores."""
        return self._state(block).default

    @checked(ScheduleError)
    def get_loops(self, block: _BlockRef) -> list[Loop]:
        state = self._state(block)
        self._record("get_loops", [block], results=tuple(state.loops))
        return list(state.loops)

    # -- loops -------------------------------------------------------------------------------

    @checked(ScheduleError)
    def split(self, loop: Loop, factors: list[int | None]) -> list[Loop]:
        """``loop`` as nested loops with these extents (one may be None: what remains)."""
        state = self._loop_state(loop)
        parts = self._split(state, loop, factors)
        self._record("split", [loop], {"factors": list(factors)}, tuple(parts))
        return parts

    def _split(self, state: _BlockState, loop: Loop, factors: list[int | None]) -> list[Loop]:
        if len(factors) < 2 or sum(f is None for f in factors) > 1 or any(
                f is not None and (not isinstance(f, int) or isinstance(f, bool) or f < 1) for f in factors):
            raise _error("split factors must be two or more positive integers, one of them possibly None, "
                         f"not {factors}",
                         hint="e.g. split(loop, factors=[None, 32])")
        known = 1
        for f in factors:
            known *= f or 1
        if isinstance(loop.extent, int) and None not in factors and known < loop.extent:
            raise _error(f"factors {factors} cover {known} of the {loop.extent} iterations of {loop.name}",
                         hint="make their product at least the extent, or make one None")
        parts: list[Loop] = []
        step = loop.step
        extents: list[int | Size | None] = [f if f is not None else None for f in factors]
        if None in extents and isinstance(loop.extent, int):
            extents[extents.index(None)] = -(-loop.extent // known)
        for extent in reversed(extents):
            parts.insert(0, Loop("", loop.block, loop.axis, extent, step))
            step *= extent if isinstance(extent, int) else 1
        for part in parts:   # a fused loop's parts are named after it (i_j_fused_0), TensorIR's way
            part.name = self._loop_name(state.block.name, loop.name if loop.fused else loop.axis)
        index = state.loops.index(loop)
        state.loops[index:index + 1] = parts
        return parts

    def _loop_name(self, block: str, axis: str) -> str:
        """``i_0``, ``i_1``, ...: TensorIR's names for the loops a split makes, per block and axis."""
        key = (block, axis)
        number = self._split_counts.get(key, 0)
        self._split_counts[key] = number + 1
        return f"{axis}_{number}"

    @checked(ScheduleError)
    def tile(self, block: _BlockRef, tile_sizes: list[int]) -> tuple[Loop, ...]:
        """Split each loop of the block by its tile size and put the outer loops first; returns
        the outer loops (the loops over tiles), in the block's axis order."""
        state = self._state(block)
        axes = state.block.axes
        if len(tile_sizes) != len(axes):
            raise _error(f"block {state.block.name} has {len(axes)} loops ({', '.join(a.name for a in axes)}); "
                         f"tile takes one size each, got {len(tile_sizes)}")
        if any(len([loop for loop in state.loops if loop.axis == a.name]) != 1 for a in axes):
            raise _error(f"block {state.block.name} is already split or tiled", hint="tile a block once, first")
        outers, inners = [], []
        for axis, size in zip(axes, tile_sizes):
            (loop,) = [loop for loop in state.loops if loop.axis == axis.name]
            outer, inner = self._split(state, loop, [None, size])
            outers.append(outer)
            inners.append(inner)
        state.loops = outers + inners
        if state.block.contraction:
            roles = state.roles
            knobs = {role: size for axis, size in zip(axes, tile_sizes) if (role := roles[axis.name]) in "MNK"}
            batch = [size for axis, size in zip(axes, tile_sizes) if roles[axis.name] == "B"]
            if any(size != 1 for size in batch):
                raise _error(f"a batch tile of {batch[0]}: each block computes one batch element's tile",
                             hint="tile the batch loop by 1 and bind its outer loop to blockIdx.z")
            self._set(state, {"tile": (knobs["M"], knobs["N"], knobs["K"])})
        self._record("tile", [block], {"tile_sizes": list(tile_sizes)}, tuple(outers))
        return tuple(outers)

    @checked(ScheduleError)
    def reorder(self, *loops: Loop) -> None:
        """Put ``loops`` (of one block) in this order, in the positions they hold."""
        states = {id(self._loop_state(loop)) for loop in loops}
        if len(states) != 1 or len(set(map(id, loops))) != len(loops):
            raise _error("reorder takes distinct loops of one block")
        state = self._loop_state(loops[0])
        positions = sorted(state.loops.index(loop) for loop in loops)
        order = list(state.loops)
        for position, loop in zip(positions, loops):
            order[position] = loop
        tiles = len(state.block.axes)
        if state.contraction is not None and state.block.name in self._tiled() and order[:tiles] != state.loops[:tiles]:
            raise _error("the loops over tiles of a contraction keep their order: the block loops are the grid "
                         "(its order is rasterize's) and the K-tile loop runs inside them",
                         hint="reorder only the loops inside a tile; rasterize(group=G) orders the grid")
        state.loops = order
        self._record("reorder", list(loops))

    @checked(ScheduleError)
    def fuse(self, *loops: Loop) -> Loop:
        """Adjacent loops of one block (outermost first) as one loop."""
        if len(loops) < 2:
            raise _error("fuse takes two or more loops")
        state = self._loop_state(loops[0])
        if any(self._loop_state(loop) is not state for loop in loops):
            raise _error("fuse takes loops of one block")
        if state.contraction is not None:
            raise _error(f"block {state.block.name} is a contraction: its loops are tiled, not fused",
                         hint="tile(block, tile_sizes=[...]); batch dimensions become one by themselves")
        start = state.loops.index(loops[0])
        if state.loops[start:start + len(loops)] != list(loops):
            raise _error(f"fuse takes adjacent loops, outermost first: {', '.join(loop.name for loop in state.loops)}")
        extent: int | Size | None = 1
        for loop in loops:
            extent = extent * loop.extent if isinstance(extent, int) and isinstance(loop.extent, int) else None
        fused = Loop("_".join(loop.name for loop in loops) + "_fused", state.block.name,
                     "+".join(loop.axis for loop in loops), extent, 1, fused=tuple(loops))
        state.loops[start:start + len(loops)] = [fused]
        self._record("fuse", list(loops), results=(fused,))
        return fused

    @checked(ScheduleError)
    def unroll(self, loop: Loop) -> None:
        """Unroll a loop inside a contraction's tile (tirc unrolls the register tile completely:
        this says so); the K-tile loop is pipelined instead, and SIMT loops are left to ptxas."""
        state = self._loop_state(loop)
        if state.contraction is None:
            raise _error(f"block {state.block.name} runs on the SIMT path, whose loops ptxas unrolls",
                         hint="leave unroll out")
        if self._is_k_tile_loop(state, loop):
            raise _error("the K-tile loop is the kernel's main loop: it is software-pipelined, not unrolled",
                         hint="pipeline(loop, stages=3)")
        if self._is_grid_loop(state, loop):
            raise _error(f"{loop.name} is a loop over tiles: the grid, not a loop to unroll")
        loop.unrolled = True
        self._record("unroll", [loop])

    @checked(ScheduleError)
    def vectorize(self, loop: Loop) -> None:
        """A contraction's loop: copy its tiles with the widest vectors the rows allow."""
        state = self._loop_state(loop)
        self._require_contraction(state, "vectorize")
        assert state.contraction is not None
        in_bytes = ELEMENT_BYTES[state.contraction.in_element]
        widest = copy_bytes(state.contraction)
        for width in sorted((w for w in copy_sizes(in_bytes) if w <= widest), reverse=True):
            if not schedule_violations(replace(self._tile_schedule(state), vector_bytes=width), state.contraction,
                                       self.target):
                break
        else:
            width = widest
        loop.vectorized = True
        self._set(state, {"vector_bytes": width})
        self._record("vectorize", [loop])

    # -- bindings ------------------------------------------------------------------------------

    @checked(ScheduleError)
    def bind(self, loop: Loop, thread_axis: str) -> None:
        """Map a loop onto the grid (``blockIdx.x|y|z``), the warps of a block (``warp``) or the
        threads of a SIMT kernel (``threadIdx.x``)."""
        state = self._loop_state(loop)
        if thread_axis not in BINDINGS:
            raise _error(f"unknown thread axis {thread_axis!r}", hint=f"bind to one of {', '.join(BINDINGS)}")
        if loop.binding is not None:
            raise _error(f"{loop.name} is already bound to {loop.binding}", hint="bind each loop once")
        taken = [other for other in state.loops if other.binding == thread_axis and thread_axis != "warp"]
        if taken:
            raise _error(f"{thread_axis} is already bound to {taken[0].name} in block {state.block.name}",
                         hint="bind each thread axis once per block")
        if state.contraction is not None:
            self._bind_contraction(state, loop, thread_axis)
        else:
            self._bind_simt(state, loop, thread_axis)
        loop.binding = thread_axis
        self._record("bind", [loop, thread_axis])

    def _bind_contraction(self, state: _BlockState, loop: Loop, axis: str) -> None:
        if state.block.name not in self._tiled():
            raise _error(f"tile block {state.block.name} before binding its loops",
                         hint="tile(block, tile_sizes=[...]) returns the loops over tiles to bind")
        role = state.roles.get(loop.axis)
        if self._is_grid_loop(state, loop):
            if role == "K":
                if axis.startswith("blockIdx"):
                    raise _error("the K-tile loop cannot be spread over blocks this way",
                                 hint="split_k(S) splits K over blocks")
                return   # threadIdx.*: every thread of the block runs every K step (the module docstring)
            if not axis.startswith("blockIdx"):
                raise _error(f"{loop.name} is a loop over {role} tiles: "
                             "bind it to blockIdx.x, blockIdx.y or blockIdx.z",
                             hint="warps are bound on a split of the loop inside the tile")
            return
        if axis != "warp":
            raise _error(f"{loop.name} is inside a tile: its threads are the mma's (each warp computes a warp tile)",
                         hint="split an inner M or N loop and bind the outer part to \"warp\"")
        if role not in ("M", "N"):
            raise _error(f"warps split the M and N of a tile, not {role}", hint="bind a split of an M or N loop")
        inside = [other for other in state.loops if other.axis == loop.axis]
        if len(inside) < 3 or inside[1] is not loop or not isinstance(loop.extent, int):
            raise _error(f"bind to warp the outer part of a split of the tile's {role} loop",
                         hint=f"e.g. w, _ = split(inner_{role.lower()}, factors=[2, None]); bind(w, \"warp\")")
        current = self._tile_schedule(state)
        warps = dict(zip("MN", state.fields.get("warps") or (current.warps_m, current.warps_n)))
        warps[role] = loop.extent
        self._set(state, {"warps": (warps["M"], warps["N"])})

    def _bind_simt(self, state: _BlockState, loop: Loop, axis: str) -> None:
        block = state.block
        producer = self._epilogue_of(block)
        if producer is not None:
            raise _error(f"block {block.name} reads {producer}'s result once per element: it is that contraction's "
                         "epilogue (fused into its kernel), so the contraction's schedule is its schedule",
                         hint=f"schedule block {producer}")
        # tir-reduce's row reductions (a SIMT contraction's K loop stays in each thread)
        reduction = any(a.reduction for a in block.axes) and not block.contraction
        if axis == "warp" and not reduction:
            raise _error(f"block {block.name} is elementwise: its loops go to blocks and threads",
                         hint="bind to blockIdx.x and threadIdx.x (threadIdx.y for a second dimension)")
        if axis in ("warp", "threadIdx.x", "threadIdx.y") and not isinstance(loop.extent, int):
            raise _error(f"{loop.name} has a dynamic number of iterations: it cannot be a block's threads",
                         hint="split it with a constant inner factor and bind that")
        if axis == "threadIdx.z" or axis.startswith("blockIdx.") and axis != "blockIdx.x":
            raise _error(f"tirc's SIMT kernels spread a block's loops over blockIdx.x and threadIdx.x/y, not {axis}",
                         hint="fuse the loops and bind the parts to blockIdx.x and threadIdx.x")
        threads = [other.extent for other in state.loops if (other.binding or "").startswith("threadIdx")]
        if axis.startswith("threadIdx") and _product([*threads, loop.extent]) > self.target.max_threads_per_block:
            raise _error(f"{_product([*threads, loop.extent])} threads per block; {self.target.chip} allows "
                         f"{self.target.max_threads_per_block}", hint="split with a smaller inner factor")
        if reduction and axis.startswith("threadIdx") and not self._is_reduction_loop(loop, block):
            raise _error(f"{loop.name} runs over rows of reduction {block.name}: rows go to a warp (\"warp\") or "
                         "a block (blockIdx.x)", hint="bind to threadIdx.x a split of the reduced loop")
        if reduction and axis in ("warp", "blockIdx.x") and self._is_reduction_loop(loop, block):
            raise _error(f"{loop.name} runs along the rows reduction {block.name} reduces: the threads of a warp or "
                         "block share a row", hint=f"bind the row loop to {axis}")

    @staticmethod
    def _is_reduction_loop(loop: Loop, block: Block) -> bool:
        return any(a.name == loop.axis and a.reduction for a in block.axes)

    def _epilogue_of(self, block: Block) -> str | None:
        """The contraction whose epilogue ``block`` is (the fusion policy: an elementwise block
        reading a contraction's result at its own index), if any."""
        if any(a.reduction for a in block.axes):
            return None
        writers = {b.output: b for b in self.definition.blocks}
        for name, index in block.reads:
            producer = writers.get(name)
            if producer is not None and producer.contraction and tuple(index) == tuple(block.output_index):
                return producer.name
        return None

    # -- memory -------------------------------------------------------------------------------

    @checked(ScheduleError)
    def cache_read(self, block: _BlockRef, operand: int | str, scope: str) -> None:
        """Stage operand ``operand`` (its position among the block's reads, or its name) in
        ``scope``. tirc's contraction kernels stage both tiles in shared memory; this states it."""
        state = self._state(block)
        self._require_contraction(state, "cache_read")
        names = [name for name, _ in state.block.reads[-2:]]
        name = names[operand] if isinstance(operand, int) and 0 <= operand < 2 else operand
        if name not in names:
            raise _error(f"block {state.block.name} multiplies {' and '.join(names)}; no operand {operand!r}",
                         hint="cache_read(block, 0 or 1 (or the name), \"shared\")")
        if scope not in SCOPES:
            raise _error(f"tirc stages A and B tiles in shared memory only, not {scope!r}", hint="scope \"shared\"")
        self._record("cache_read", [block, operand, scope])

    @checked(ScheduleError)
    def cache_write(self, block: _BlockRef, scope: str) -> None:
        """Stage the block's output tile in shared memory and store it with 16-byte vectors (tir-epilogue)."""
        state = self._state(block)
        self._require_contraction(state, "cache_write")
        if scope not in SCOPES:
            raise _error(f"the output tile is staged in shared memory only, not {scope!r}", hint="scope \"shared\"")
        # The schedule's shared memory always counts the staged output tile (validate_schedule
        # cannot tell whether tir-epilogue runs), so there is nothing new to check.
        state.cache_write = True
        self._record("cache_write", [block, scope])

    @checked(ScheduleError)
    def swizzle(self, block: _BlockRef) -> None:
        """XOR-swizzle the block's shared tiles, so that ldmatrix reads them without bank conflicts."""
        state = self._state(block)
        self._require_contraction(state, "swizzle")
        state.swizzle = True
        self._set(state, {"swizzle": True})
        self._record("swizzle", [block])

    # -- Tensor Cores, pipelining, the grid -----------------------------------------------------

    @checked(ScheduleError)
    def decompose_to_tensorcore(self, block: _BlockRef, instruction: str = "mma.m16n8k16") -> None:
        """Compute the block's tiles with Tensor Core ``mma.sync`` instructions (tir-mma)."""
        state = self._state(block)
        self._require_contraction(state, "decompose_to_tensorcore")
        if instruction not in INSTRUCTIONS:
            raise _error(f"unknown Tensor Core instruction {instruction!r}", hint=f"one of {', '.join(INSTRUCTIONS)}")
        self._set(state, {"mma": instruction.removeprefix("mma.")})
        state.tensor_cores = True
        self._record("decompose_to_tensorcore", [block], {"instruction": instruction})

    @checked(ScheduleError)
    def pipeline(self, loop: Loop, stages: int) -> None:
        """Software-pipeline the K-tile loop over ``stages`` shared-memory buffers, with cp.async."""
        state = self._loop_state(loop)
        self._require_contraction(state, "pipeline")
        if not self._is_k_tile_loop(state, loop):
            raise _error(f"{loop.name} is not the K-tile loop of block {state.block.name}",
                         hint="pipeline the loop over K tiles that tile() returned")
        if not isinstance(stages, int) or isinstance(stages, bool) or stages < 2:
            raise _error(f"a pipeline has 2 or more stages, not {stages!r}", hint="stages=3")
        state.pipelined = True
        self._set(state, {"stages": stages})
        self._record("pipeline", [loop], {"stages": stages})

    @checked(ScheduleError)
    def rasterize(self, group: int) -> None:
        """Launch the tiles in groups of ``group`` block rows (L2 reuse); every contraction."""
        if not isinstance(group, int) or isinstance(group, bool) or group < 1:
            raise _error(f"the raster group is a positive number of block rows, not {group!r}", hint="group=8")
        for state in self._contractions():
            self._set(state, {"raster_group": group})
        self._record("rasterize", [], {"group": group})

    @checked(ScheduleError)
    def split_k(self, factor: int) -> None:
        """Split every contraction's K over ``factor`` blocks; a second kernel sums the partials."""
        if not isinstance(factor, int) or isinstance(factor, bool) or factor < 1:
            raise _error(f"split-K takes a positive number of splits, not {factor!r}")
        for state in self._contractions():
            self._set(state, {"split_k": factor})
        self._record("split_k", [factor])

    # -- fused attention ----------------------------------------------------------------------

    @checked(ScheduleError)
    def attention(self, *, kernel: str | None = None, block_m: int | None = None, block_n: int | None = None,
                  warps: int | None = None, stages: int | None = None, splits: int | None = None) -> None:
        """The fused attention's kernel and sizes (tirc.schedule.attention.AttentionSchedule): each
        ``block_m`` query rows of one (batch, head) on ``warps`` warps, keys ``block_n`` at a time
        through ``stages`` shared-memory buffers; ``kernel`` mma_sync or split_kv (``splits``
        blocks per KV head). Knobs left out keep tir-schedule's choice, or what an earlier call
        set. They go to the function's ``tir.spec`` schedule, which tir-schedule applies to the
        ``tir.attention`` op tir-fuse-attention makes of the definition's attention blocks; where
        it made one, the knobs are checked here against its problem and the target."""
        given = {key: value for key, value in (("kernel", kernel), ("block_m", block_m), ("block_n", block_n),
                                               ("warps", warps), ("stages", stages), ("splits", splits))
                 if value is not None}
        if not given:
            raise _error("attention() without knobs sets nothing",
                         hint="e.g. attention(block_m=64, block_n=64, warps=4, stages=2)")
        for key, value in given.items():
            if key == "kernel":
                # The DSL builds with the sm80 pipeline, whose tir-attention has no wgmma kernel.
                kernels = tuple(k for k in ATTENTION_KERNELS if k != "wgmma")
                if value not in kernels:
                    raise _error(f"unknown attention kernel {value!r}" if value not in ATTENTION_KERNELS else
                                 "the DSL builds with the sm80 pipeline: no wgmma attention kernel",
                                 hint=f"kernel: {', '.join(kernels)}")
            elif not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise _error(f"attention {key} must be a positive int, not {value!r}")
        knobs: dict[str, Any] = {**self._attention, **given}
        for problem, chosen in self._compiled.attentions:
            # The knobs left out keep tir-schedule's choice (made before any knob was set).
            schedule = replace(chosen, **knobs)
            try:
                check_attention_schedule(problem, schedule, self.target)
            except TircError as error:
                raise _error(f"attention ({schedule.describe()}): {error.message}", hint=error.hint) from None
        self._attention = knobs
        order = [key for key in ("kernel", "block_m", "block_n", "warps", "stages", "splits") if key in knobs]
        self.definition = replace(self.definition, spec_schedule=tuple((key, knobs[key]) for key in order))
        self._record("attention", [], given)

    def attention_schedules(self) -> list[AttentionSchedule]:
        """The schedule of each fused attention as tir-schedule gives it with the knobs so far
        (empty where tir-fuse-attention fused none)."""
        return [replace(chosen, **self._attention) for _, chosen in self._compiled.attentions]

    # -- helpers ---------------------------------------------------------------------------------

    def _contractions(self) -> list[_BlockState]:
        return [state for state in self._blocks.values() if state.contraction is not None]

    def _tiled(self) -> set[str]:
        return {name for name, state in self._blocks.items() if "tile" in state.fields}

    def _is_grid_loop(self, state: _BlockState, loop: Loop) -> bool:
        return state.block.name in self._tiled() and loop in state.loops[:len(state.block.axes)] \
            and [other for other in state.loops if other.axis == loop.axis][0] is loop

    def _is_k_tile_loop(self, state: _BlockState, loop: Loop) -> bool:
        return self._is_grid_loop(state, loop) and state.roles.get(loop.axis) == "K"

    def _require_contraction(self, state: _BlockState, primitive: str) -> None:
        if state.contraction is None and state.block.contraction:
            raise self._not_on_tensor_cores(state, primitive)
        if state.contraction is None:
            what = "a reduction" if any(a.reduction for a in state.block.axes) else "an elementwise block"
            raise _error(f"{primitive}: block {state.block.name} is {what}, not a contraction "
                         "(C[i, j] += A[i, k] * B[k, j])",
                         hint="Tensor Cores, shared tiles and pipelines are for contractions; bind the loops "
                              "of other blocks to blockIdx.x / threadIdx.x / warp")

    def _not_on_tensor_cores(self, state: _BlockState, primitive: str) -> ScheduleError:
        why = state.why_not or NotOnTensorCores("tir-schedule did not schedule it", "")
        return _error(f"{primitive}: block {state.block.name} is a contraction Tensor Cores cannot take: {why.reason}; "
                      "it runs on the SIMT path", hint=why.fix or "bind its loops to blockIdx.x and threadIdx.x/y")

    def _tile_schedule(self, state: _BlockState) -> TileSchedule:
        """The contraction's schedule from the primitives so far; what they leave open is the
        plainest kernel's (one stage, no swizzle, element copies, row-major grid), with warps
        for the tile."""
        assert state.default is not None and state.contraction is not None
        in_bytes = ELEMENT_BYTES[state.contraction.in_element]
        base = replace(state.default, stages=1, swizzle=False, vector_bytes=in_bytes, raster_group=1, split_k=1)
        values = dict(state.fields)
        if "tile" in values:
            base = replace(base, tile_m=values["tile"][0], tile_n=values["tile"][1], tile_k=values["tile"][2])
            if "warps" not in values:
                warps_m, warps_n = warps_for_tile(base.tile_m, base.tile_n)
                base = replace(base, warps_m=warps_m, warps_n=warps_n)
        if "warps" in values:
            base = replace(base, warps_m=values["warps"][0], warps_n=values["warps"][1])
        for key in ("mma", "stages", "swizzle", "vector_bytes", "raster_group", "split_k"):
            if key in values:
                base = replace(base, **{key: values[key]})
        return base

    def _set(self, state: _BlockState, values: dict[str, Any]) -> None:
        """Set knobs of a contraction's schedule and check the result against the target."""
        if state.contraction is None:
            return
        previous = dict(state.fields)
        state.fields.update(values)
        try:
            self._check(state)
        except ScheduleError:
            state.fields = previous
            raise

    def _check(self, state: _BlockState) -> None:
        assert state.contraction is not None
        schedule = self._tile_schedule(state)
        found = schedule_violations(schedule, state.contraction, self.target)
        if found:
            message, hint, notes = violations_message(f"block {state.block.name} ({schedule.describe()})", found,
                                                      self.target)
            raise _error(message, hint=hint, notes=notes)

    # -- what it compiles to -----------------------------------------------------------------------

    def schedule_file(self) -> ScheduleFile:
        """The schedule as ``tirc compile --schedule`` takes it."""
        if self._attention and not self._compiled.attentions:
            raise _error(f"attention(...) schedules a tir.attention op, and @{self.definition.name} compiles to none: "
                         "tir-fuse-attention did not fuse its blocks",
                         hint="write softmax(scale * Q Kᵀ) V as in examples/tensorir/attention.py (f16/bf16 inputs, "
                              "head dims 64, 80, 96, 128, 256), or schedule its blocks one by one")
        contractions = self._contractions()
        for state in contractions:
            if "tile" not in state.fields:
                raise _error(f"block {state.block.name} is a contraction that is not tiled",
                             hint="tile(block, tile_sizes=[...]) and bind its loops over tiles to blockIdx.x/y")
            unbound = [loop.name for loop in state.loops[:len(state.block.axes)]
                       if state.roles[loop.axis] != "K" and not (loop.binding or "").startswith("blockIdx")]
            if unbound:
                raise _error(f"block {state.block.name}: bind its loops over tiles {', '.join(unbound)} to blockIdx.*",
                             hint="bind(loop, \"blockIdx.x\") and bind(loop, \"blockIdx.y\")")
        without = []
        for pass_name, chosen in (("tir-mma", lambda s: s.tensor_cores), ("tir-async-copy", lambda s: s.pipelined),
                                  ("tir-pipeline", lambda s: s.pipelined), ("tir-swizzle", lambda s: s.swizzle),
                                  ("tir-epilogue", lambda s: s.cache_write)):
            choices = {chosen(state) for state in contractions}
            if len(choices) > 1:
                raise _error(f"the contractions of @{self.definition.name} differ in {OPTIONAL_PASSES[pass_name]}; "
                             "one build runs one pipeline", hint="schedule them alike, or build them separately")
            if choices == {False}:   # (they act on scheduled contractions only: without any, all stay)
                without.append(pass_name)
        options = self._simt_options()
        blocks = tuple((state.block.name, _knobs(self._tile_schedule(state))) for state in contractions)
        functions = ((self.definition.name, blocks),) if blocks else ()
        return ScheduleFile("<schedule>", PIPELINE, tuple(without), options, functions)

    def _simt_options(self) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
        """tir-simt-map's and tir-reduce's options from the bindings of the other blocks."""
        simt: dict[str, str] = {}
        reduce: dict[str, str] = {}

        def put(table: dict[str, str], key: str, value: int, block: str) -> None:
            if table.get(key, str(value)) != str(value):
                raise _error(f"block {block} asks for {key} {value}, another block for {table[key]}; "
                             "one build runs the SIMT passes with one setting", hint="bind them alike")
            table[key] = str(value)

        for state in self._blocks.values():
            if state.contraction is not None:
                continue
            threads = [loop for loop in state.loops if loop.binding == "threadIdx.x"]
            warps = [loop for loop in state.loops if loop.binding == "warp"]
            reduction = any(axis.reduction for axis in state.block.axes) and not state.block.contraction
            name = state.block.name
            if reduction:
                row = _row_length(state.block)
                if warps or any(loop.binding == "blockIdx.x" for loop in state.loops):
                    # Rows bound by the user: no tree over blocks for a few long rows (tir-reduce's
                    # choice for at most tree-rows rows), but one row per warp or block as bound.
                    put(reduce, "tree-rows", 1, name)
                # Row programs (a row in registers) and the one-op lowering both take the binding:
                # row-threads for the first, the warp-row limit for the second.
                if warps:
                    per_block = warps[0].extent if isinstance(warps[0].extent, int) and warps[0].step == 1 and \
                        any(loop.binding == "blockIdx.x" for loop in state.loops) else 8
                    put(reduce, "threads-per-block", 32 * int(per_block), name)
                    put(reduce, "row-threads", 32, name)
                    put(reduce, "row-rows-per-block", int(per_block), name)
                    if row is not None:
                        put(reduce, "warp-row-limit", max(row, 1024), name)
                elif any(loop.binding == "blockIdx.x" for loop in state.loops):
                    if threads:
                        put(reduce, "threads-per-block", int(threads[0].extent), name)  # type: ignore[arg-type]
                        put(reduce, "row-threads", int(threads[0].extent), name)  # type: ignore[arg-type]
                    if row is not None and row > 1:
                        put(reduce, "warp-row-limit", row - 1, name)
            elif threads:
                rows = [loop for loop in state.loops if loop.binding == "threadIdx.y"]
                inner = int(threads[0].extent)  # type: ignore[arg-type]
                total = inner * (int(rows[0].extent) if rows else 1)  # type: ignore[arg-type]
                if total % 32 or not 32 <= total <= 1024:
                    raise _error(f"block {name} has {total} threads per block (threadIdx.x {inner}"
                                 f"{f' x threadIdx.y {rows[0].extent}' if rows else ''}): a multiple of 32, "
                                 "at most 1024", hint="split with inner factors whose product is 128 or 256")
                put(simt, "threads-per-block", total, name)
                put(simt, "inner-threads", inner, name)
                # Threads bound by the user: one thread per element as bound, not a vectorised kernel.
                simt["vectorize"] = "false"
        options = []
        if simt:
            options.append(("tir-simt-map", tuple(sorted(simt.items()))))
        if reduce:
            options.append(("tir-reduce", tuple(sorted(reduce.items()))))
        return tuple(options)

    def schedule_text(self) -> str:
        name = self.definition.name
        header = (f"tirc schedule of @{name} (tirc.tensorir): tirc compile {name}.mlir --schedule "
                  f"{name}.schedule.yaml --target {self.target.chip}")
        return format_schedule_file(self.schedule_file(), header)

    # -- inspection ---------------------------------------------------------------------------------

    def show(self) -> None:
        """Print the loop nests as the primitives left them, with each contraction's schedule."""
        print(self.script())

    def script(self) -> str:
        d = self.definition
        params = ", ".join(f"{p.name}: T.Tensor[{_shape_text(p.shape)}, {p.dtype!r}]" for p in d.params)
        lines = [f"# {d.file}:{d.line}, target {self.target.chip}", f"def {d.name}({params}):"]
        lines += [f"    # tir.attention (tir-fuse-attention): {schedule.describe()}"
                  for schedule in self.attention_schedules()]
        for state in self._blocks.values():
            lines.extend(self._block_script(state))
        lines.append(f"    return {', '.join(d.results)}")
        return "\n".join(lines)

    def _block_script(self, state: _BlockState) -> list[str]:
        block = state.block
        kind = "fused into tir.attention" if block.name in self._fused else \
            "contraction" if state.contraction is not None else \
            f"contraction on the SIMT path: {state.why_not.reason}" if state.why_not is not None else \
            "reduction" if any(a.reduction for a in block.axes) else "elementwise"
        producer = self._epilogue_of(block)
        if producer is not None:
            kind += f": the epilogue of {producer}, fused into its kernel"
        lines = [f"    # block {block.name} ({kind}, line {block.line})"]
        if state.contraction is not None and state.default is not None:
            lines.append(f"    #   tir.schedule: {self._tile_schedule(state).describe()}")
            applied = [name for name, on in (("mma.sync", state.tensor_cores), ("cp.async pipeline", state.pipelined),
                                             ("swizzle", state.swizzle), ("staged epilogue", state.cache_write)) if on]
            lines.append(f"    #   {', '.join(applied) if applied else 'SIMT: per-thread FMAs, synchronous copies'}")
        depth = 1
        for loop in state.loops:
            notes = [n for n in (loop.binding, "vectorized" if loop.vectorized else None,
                                 "unrolled" if loop.unrolled else None) if n]
            extent = "?" if loop.extent is None else str(loop.extent)
            note = f"  # {', '.join(notes)}" if notes else ""
            lines.append("    " * depth + f"for {loop.name} in range({extent}):" + note)
            depth += 1
        lines.append("    " * depth + _statement_text(block))
        return lines

    @checked(ScheduleError)
    def ir(self, stage: str = "tensorir") -> str:
        """The definition compiled with this schedule up to ``stage`` (as ``tirc compile --emit``)."""
        from tirc.tensorir.kernel import compile_stage
        return compile_stage(self.definition, self.schedule_text(), self.target.chip, stage, self.allow_tf32)

    @checked(ScheduleError)
    def build(self, target: str = "cuda") -> Any:
        """Compile the definition with this schedule: a :class:`tirc.tensorir.Kernel`."""
        from tirc.tensorir.kernel import Kernel
        chip = self.target.chip if target in ("cuda", "nvptx") else target.removeprefix("cuda:")
        if chip != self.target.chip:
            raise _error(f"this schedule was checked against {self.target.chip}, not {chip}",
                         hint=f"create_schedule(fn, target={chip!r})")
        return Kernel.compile(self.definition, self.schedule_text(), chip, self.allow_tf32)


@dataclass(frozen=True)
class _Raw:
    """A name written as is in the trace (a function, not its repr)."""

    text: str

    def __repr__(self) -> str:
        return self.text


def _product(extents: list[Any]) -> int:
    total = 1
    for extent in extents:
        total *= int(extent)
    return total


def _row_length(block: Block) -> int | None:
    length = 1
    for axis in block.axes:
        if axis.reduction:
            if not isinstance(axis.extent, int):
                return None
            length *= axis.extent
    return length


def _knobs(s: TileSchedule) -> tuple[tuple[str, Any], ...]:
    return (("tile", (s.tile_m, s.tile_n, s.tile_k)), ("warps", (s.warps_m, s.warps_n)), ("mma", s.mma),
            ("stages", s.stages), ("swizzle", s.swizzle), ("vector_bytes", s.vector_bytes),
            ("raster_group", s.raster_group), ("split_k", s.split_k))


def _shape_text(shape: tuple[Any, ...]) -> str:
    sizes = ", ".join(repr(s) if isinstance(s, Size) else str(s) for s in shape)
    return "(" + sizes + ("," if len(shape) == 1 else "") + ")"


def _statement_text(block: Block) -> str:
    """The block's statement as the user wrote it (its source line)."""
    line = linecache.getline(block.file, block.line).strip()
    return line or f"{block.output}[{', '.join(block.output_index)}] = ...  # {block.file}:{block.line}"


@dataclass(frozen=True)
class _Compiled:
    """The definition at the tensorir stage of the default pipeline: the contraction blocks'
    matches with tir-schedule's choice (None: not on Tensor Cores), the attentions tir-fuse-attention
    made (their problems, and the schedule tir-schedule chose), and the blocks still there."""

    result: Any                                                   # the CompileResult: keeps the ops alive
    contractions: dict[str, tuple[Contraction, TileSchedule | None]]
    attentions: tuple[tuple[AttentionProblem, AttentionSchedule], ...]
    blocks: frozenset[str]                                        # names of the linalg ops' locations


def _probe(path: str, options: CompileOptions) -> None:
    from tirc.driver import compile_input
    compile_input(path, options)


def _compiled_contractions(definition: Definition, target: Target, allow_tf32: bool) -> _Compiled:
    """Each contraction block's match at the tensorir stage of the default pipeline, with the
    schedule tir-schedule chose (None: not on Tensor Cores); and the tir.attention ops."""
    from tirc.driver import CompileOptions, compile_input

    with tempfile.TemporaryDirectory(prefix="tirc-tensorir-") as folder:
        path = Path(folder) / f"{file_stem(definition.name, '.mlir')}.mlir"
        path.write_text(definition.to_mlir())
        options = CompileOptions(pipeline=PIPELINE, target=target.chip, emit="tensorir", remarks="off",
                                 allow_tf32=allow_tf32)
        # The matches below are MLIR ops, which cannot leave a child: this process compiles, after
        # the same compile ran in an isolated child (tirc.isolation). A crash inside MLIR is then
        # that child's, a TircError; the compile is deterministic, so the one here does not crash.
        run_isolated(_probe, str(path), options)
        result = compile_input(str(path), options)
    found: dict[str, tuple[Contraction, TileSchedule | None]] = {}
    attentions: list[tuple[AttentionProblem, AttentionSchedule]] = []
    blocks: set[str] = set()

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "linalg.generic":
            match = match_contraction(op)
            name = block_name(op.location)
            if name is not None:
                blocks.add(name)
            if match is not None and name is not None:
                schedule = (TileSchedule.from_attr(op.attributes[SCHEDULE_ATTR]) if SCHEDULE_ATTR in op.attributes
                            else None)
                found[name] = (match, schedule)
        elif op.name == ATTENTION_OP:
            attentions.append((AttentionProblem.of(op), AttentionSchedule.from_attr(op.attributes[SCHEDULE_ATTR])))
        return ir.WalkResult.ADVANCE

    with result.input.module.context:
        result.input.module.operation.walk(visit)
    return _Compiled(result, found, tuple(attentions), frozenset(blocks))


def create_schedule(fn: Callable[..., Any] | Definition, *, target: str = DEFAULT_TARGET, allow_tf32: bool = False,
                    **given: Any) -> Schedule:
    """A schedule of ``fn`` (a definition function, or what ``define`` returned); ``given``:
    shapes and dtypes of its parameters not annotated (``A=T.Tensor[(M, K), "float16"]`` or an
    array). ``target``: the chip the primitives are checked against (sm_80 ...)."""
    definition = fn if isinstance(fn, Definition) else define(fn, **given)
    return Schedule(definition, target, allow_tf32)
