"""tir-simt-map: tile host-level parallel loops into (blocks x threads) and map them to the GPU.

Input: a bufferized function where every computation is an ``scf.parallel`` nest (from
``convert-linalg-to-parallel-loops``) or a sequential ``scf.for`` nest (a full reduction).
Output: for each loop nest, a block-level ``scf.parallel`` whose body is one thread-level
``scf.parallel`` of constant extent, both carrying ``#gpu.loop_dim_map`` mappings, ready for
``convert-parallel-loops-to-gpu``. Iterations outside the original bounds are guarded with
``scf.if`` so any shape (not a multiple of the block) is handled.

The innermost loop dimension goes to ``x`` (threads of a warp walk contiguous memory, so global
accesses coalesce); dimensions beyond the three hardware ones stay sequential in each thread.

An elementwise nest whose operands are contiguous along its innermost dimensions is first offered
to ``tirc.passes.gpu.elementwise``: it becomes a ``gpu.launch`` named ``<function>_elementwise<i>``
where each thread runs 16 bytes of contiguous elements with vector loads and stores (one index
computation and one guard per vector instead of per element), and its schedule goes to
``tir.kernel_schedules``. Only the nests it declines get the mapping above.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir
from mlir.dialects import arith, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import index_constant
from tirc.passes.gpu.elementwise import vectorize_nest
from tirc.pipeline.registry import ModulePass, OptionValueError
from tirc.schedule.elementwise import ElementwiseSchedule
from tirc.schedule.model import add_kernel_schedules
from tirc.target import Target

_HW_BLOCK = ("block_x", "block_y", "block_z")
_HW_THREAD = ("thread_x", "thread_y", "thread_z")


def _static_int(value: ir.Value) -> int | None:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    if op.name == "arith.constant":
        attr = op.attributes["value"]
        if isinstance(attr, ir.IntegerAttr):
            return attr.value
    return None


def _next_pow2(value: int) -> int:
    power = 1
    while power < value:
        power *= 2
    return power


def _mapping_attr(processors: list[str]) -> ir.Attribute:
    entries = ", ".join(
        f"#gpu.loop_dim_map<processor = {p}, map = (d0) -> (d0), bound = (d0) -> (d0)>" for p in processors)
    return ir.Attribute.parse(f"[{entries}]")


@dataclass(frozen=True)
class SimtMapPass(ModulePass):
    """Replaces each host-level ``scf.parallel`` nest (and each sequential loop nest or loose
    store, wrapped in a one-iteration ``scf.parallel``) by a block-level ``scf.parallel`` around a
    thread-level one of constant extent, both with ``#gpu.loop_dim_map`` mappings, and guards the
    body with ``scf.if`` against iterations outside the original bounds."""

    name = "tir-simt-map"
    summary = "Tile parallel loop nests into blocks x threads with bounds guards and map them to GPU dimensions"

    threads_per_block: int = field(default=256, metadata={"help": "threads per block (a multiple of 32)"})
    inner_threads: int = field(default=32, metadata={
        "help": "threads along the innermost dimension of a multi-dimensional loop"})
    vectorize: bool = field(default=True, metadata={
        "help": "elementwise nests with contiguous operands: several contiguous elements per thread, 16-byte "
                "accesses (false: one thread per element everywhere)"})
    vector: int = field(default=0, metadata={
        "help": "elementwise nests: at most this many elements per thread (0: 16 bytes of the narrowest type)"})
    fast_exp: bool = field(default=True, metadata={
        "help": "vectorised nests: f32 exp whose value is stored as f16/bf16 becomes one ex2.approx"})

    def validate(self) -> None:
        if self.threads_per_block % 32 or not 32 <= self.threads_per_block <= 1024:
            raise OptionValueError("tir-simt-map: threads-per-block must be a multiple of 32 between 32 and 1024",
                                   option="threads-per-block")
        if self.vector < 0:
            raise OptionValueError("tir-simt-map: vector must be at least 0", option="vector")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        for func in _host_functions(module):
            if not func.regions[0].blocks:
                continue  # external declaration
            host_name = ir.StringAttr(func.attributes["sym_name"]).value
            vectorized = 0
            for block in func.regions[0].blocks:
                for run in _loose_device_code(block):
                    self._map(_wrap_in_parallel(run))
                for op in list(block.operations):
                    if op.name == "scf.parallel" and "mapping" not in op.attributes:
                        kernel = f"{host_name}_elementwise{vectorized}"
                        schedule = self._vectorize(op, kernel, target)
                        if schedule is not None:
                            schedules[kernel] = schedule.describe()
                            vectorized += 1
                        else:
                            self._map(op)
                    elif op.name == "scf.for":
                        self._map(_wrap_in_parallel([op]))
        if schedules:
            module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()
            add_kernel_schedules(module, schedules)

    def _vectorize(self, loop: ir.Operation, kernel: str, target: Target) -> ElementwiseSchedule | None:
        """The nest as a vectorised elementwise kernel (tirc.passes.gpu.elementwise), if it qualifies."""
        if not self.vectorize or self.vector == 1:
            return None
        return vectorize_nest(loop, kernel, self.threads_per_block, self.vector or None, self.fast_exp,
                              target.sm_count)

    def _thread_tiles(self, extents: list[int | None]) -> list[int]:
        """Threads per dimension: innermost first, the product at most threads_per_block."""
        rank = len(extents)
        tiles = [1] * rank
        budget = self.threads_per_block
        hardware_dims = list(range(rank - 1, max(rank - 4, -1), -1))  # innermost three, inner first
        for position, dim in enumerate(hardware_dims):
            # The innermost dimension gets a warp's worth of threads (coalescing); the next ones
            # share what is left. A 1-D loop puts the whole block on its only dimension.
            only = len(hardware_dims) == 1
            want = self.inner_threads if position == 0 and not only else budget
            extent = extents[dim]
            tiles[dim] = max(min(want, _next_pow2(extent)) if extent is not None else want, 1)
            budget = max(budget // tiles[dim], 1)
        return tiles

    def _map(self, loop: ir.Operation) -> None:
        if len(loop.results):
            raise TircError("tir-simt-map: parallel loops with reductions (scf.reduce results) are not supported yet")
        rank = len(loop.regions[0].blocks[0].arguments)
        operands = list(loop.operands)
        lower, upper, steps = operands[:rank], operands[rank:2 * rank], operands[2 * rank:3 * rank]
        index = ir.IndexType.get()
        with ir.InsertionPoint(loop), loop.location:
            counts: list[ir.Value] = []
            extents: list[int | None] = []
            for lb, ub, st in zip(lower, upper, steps):
                lb_c, ub_c, st_c = _static_int(lb), _static_int(ub), _static_int(st)
                if lb_c == 0 and st_c == 1:
                    count = ub
                else:
                    count = arith.CeilDivSIOp(arith.SubIOp(ub, lb).result, st).result
                counts.append(count)
                if lb_c is not None and ub_c is not None and st_c is not None:
                    extents.append(-(-(ub_c - lb_c) // st_c))
                else:
                    extents.append(None)
            tiles = self._thread_tiles(extents)
            zero, one = index_constant(0), index_constant(1)
            tile_values = [index_constant(t) for t in tiles]
            blocks = []
            for count, extent, tile, tile_value in zip(counts, extents, tiles, tile_values):
                if extent is not None:
                    blocks.append(index_constant(-(-extent // tile)))
                else:
                    blocks.append(count if tile == 1 else arith.CeilDivSIOp(count, tile_value).result)
            outer = scf.ParallelOp([], [zero] * rank, blocks, [one] * rank, [])
            outer_body = outer.regions[0].blocks.append(*([index] * rank))
            with ir.InsertionPoint(outer_body):
                inner = scf.ParallelOp([], [zero] * rank, tile_values, [one] * rank, [])
                scf.ReduceOp([], 0)
            inner_body = inner.regions[0].blocks.append(*([index] * rank))
            with ir.InsertionPoint(inner_body):
                indices: list[ir.Value] = []
                in_bounds: ir.Value | None = None
                for dim in range(rank):
                    linear = arith.AddIOp(arith.MulIOp(outer_body.arguments[dim], tile_values[dim]).result,
                                          inner_body.arguments[dim]).result
                    scaled = linear if _static_int(steps[dim]) == 1 else arith.MulIOp(linear, steps[dim]).result
                    value = scaled if _static_int(lower[dim]) == 0 else arith.AddIOp(scaled, lower[dim]).result
                    indices.append(value)
                    check = arith.CmpIOp(arith.CmpIPredicate.slt, value, upper[dim]).result
                    in_bounds = check if in_bounds is None else arith.AndIOp(in_bounds, check).result
                guard = scf.IfOp(in_bounds)
                with ir.InsertionPoint(guard.then_block):
                    guard_yield = scf.YieldOp([])
                scf.ReduceOp([], 0)
        old_body = loop.regions[0].blocks[0]
        for old_iv, new_iv in zip(old_body.arguments, indices):
            old_iv.replace_all_uses_with(new_iv)
        for op in list(old_body.operations)[:-1]:  # all but the scf.reduce terminator
            op.move_before(guard_yield.operation)
        outer.operation.attributes["mapping"] = _mapping_attr(_processors(rank, _HW_BLOCK))
        inner.operation.attributes["mapping"] = _mapping_attr(_processors(rank, _HW_THREAD))
        loop.erase()


def _wrap_in_parallel(ops: list[ir.Operation]) -> ir.Operation:
    """Sequential host code (a full reduction's loop nest, or a rank-0 store left without any
    loop) runs in one GPU thread."""
    first = ops[0]
    with ir.InsertionPoint(first), first.location:
        zero, one = index_constant(0), index_constant(1)
        wrapper = scf.ParallelOp([], [zero], [one], [one], [])
        body = wrapper.regions[0].blocks.append(ir.IndexType.get())
        with ir.InsertionPoint(body):
            terminator = scf.ReduceOp([], 0)
    for op in ops:
        op.move_before(terminator.operation)
    return wrapper.operation


def _processors(rank: int, hardware: tuple[str, str, str]) -> list[str]:
    """Dimension d of a rank-r loop: innermost -> x, then y, z; the rest sequential."""
    names = []
    for dim in range(rank):
        from_inner = rank - 1 - dim
        names.append(hardware[from_inner] if from_inner < 3 else "sequential")
    return names


def _is_device_work(op: ir.Operation) -> bool:
    """Memory accesses and arithmetic on data (not index computations) must run in a kernel."""
    if op.name in ("memref.load", "memref.store"):
        return True
    if not op.name.startswith(("arith.", "math.")) or op.name == "arith.constant":
        return False
    return not any(isinstance(result.type, ir.IndexType) for result in op.results)


def _loose_device_code(block: ir.Block) -> list[list[ir.Operation]]:
    """Runs of consecutive device work outside any loop (what linalg ops on rank-0 or size-1
    buffers lower to once canonicalization removed their single-iteration loops)."""
    runs: list[list[ir.Operation]] = []
    current: list[ir.Operation] = []
    for op in list(block.operations) + [None]:
        if op is not None and _is_device_work(op.operation):
            current.append(op.operation)
            continue
        if any(o.name == "memref.store" for o in current) and not _used_outside(current):
            runs.append(current)
        current = []
    return runs


def _used_outside(run: list[ir.Operation]) -> bool:
    return any(use.owner not in run for op in run for result in op.results for use in result.uses)


def _host_functions(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "func.func"]
