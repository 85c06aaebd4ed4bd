"""MLIR for a Tensor Core GEMM kernel (sm_80+): the body ``tir-tensorcore`` puts in a gpu.module.

One CTA computes a ``tile_m x tile_n`` block of C = A @ B (optionally one batch of it):

* global -> shared with ``nvgpu.device_async_copy`` (cp.async, 16 bytes by default) into
  ``stages`` shared-memory buffers; rows and columns outside the problem are zero-filled
  (src-size 0) from a clamped, always-valid address, so no access leaves the operands;
* shared tiles are XOR-swizzled in 16-byte chunks so that the 8 row addresses of every ``ldmatrix``
  phase (and every quarter-warp of cp.async writes) fall in distinct bank groups;
* ``nvgpu.ldmatrix`` (.x4, .trans where the layout needs it) loads fragments; combinations
  ldmatrix cannot express (32/8-bit elements with the wrong major order) load each fragment
  element from shared memory with the exact mma operand layout;
* ``mma.sync`` m16n8k16 (f16, bf16), m16n8k8 (tf32), m16n8k32 (s8/u8 in any pair, accumulating
  with wrap-around like the IR's ``arith.addi``, never ``.satfinite``);
* a software pipeline: a prologue issues ``stages-1`` tile copies, the main loop waits with
  ``cp.async.wait_group stages-2``, synchronises, computes one tile and issues the copy of the tile
  ``stages-1`` ahead into the buffer that was consumed in the previous iteration;
* the accumulators start from the fill constant, or from C itself when the contraction adds to
  existing data (``C += A*B`` into a function argument);
* the epilogue applies the fused elementwise function per element and stores with bounds checks.

The text is generated (not built op by op) because its structure is fixed by the schedule and is
easiest to review, test and dump this way; it is parsed into the caller's context.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tirc.schedule.model import ELEMENT_BYTES, MMA_SHAPES, Schedule

WORKGROUP = "#gpu.address_space<workgroup>"


@dataclass(frozen=True)
class EpilogueInput:
    """An extra operand of the fused elementwise function (bias, residual, C ...)."""

    memref_type: str
    element: str
    dims: tuple[int, ...]      # which output dims (0 = row, 1 = col) index this operand, in order
    by_batch: bool = False     # also indexed by the batch (a leading dimension)


@dataclass(frozen=True)
class GemmProblem:
    a_type: str                # memref types of the kernel arguments, as text
    b_type: str
    out_type: str
    in_element: str            # f16 | bf16 | f32 (tf32) | i8
    acc_element: str           # f32 | f16 | i32
    out_element: str
    a_row: bool                # A stored [M, K] (True) or [K, M]
    b_row: bool                # B stored [K, N] (True) or [N, K]
    batched: bool = False      # operands carry a leading batch dimension (grid.y)
    a_unsigned: bool = False   # i8 operands: u8 (zero-extended) instead of s8
    b_unsigned: bool = False
    init_value: str = "0"      # accumulator start value (a fill constant)
    accumulate: bool = False   # start from the output's current contents instead (C += A*B)
    epilogue: str | None = None            # symbol of func(acc, extras...) -> out element
    epilogue_inputs: tuple[EpilogueInput, ...] = field(default_factory=tuple)


class _Text:
    """A tiny SSA text builder: unique value names and index constants."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0
        self.constants: dict[tuple[int, str], str] = {}
        self.indent = 2

    def fresh(self, hint: str = "v") -> str:
        self.count += 1
        return f"%{hint}{self.count}"

    def emit(self, line: str) -> None:
        self.lines.append(" " * (2 * self.indent) + line)

    def value(self, expression: str, result_type: str | None = None, hint: str = "v") -> str:
        name = self.fresh(hint)
        self.emit(f"{name} = {expression}" + (f" : {result_type}" if result_type else ""))
        return name

    def const(self, value: int, type_: str = "index") -> str:
        key = (value, type_)
        if key not in self.constants:
            name = f"%c{value}_{type_}".replace("-", "m")
            self.constants[key] = name
        return self.constants[key]

    def constant_lines(self) -> list[str]:
        return [" " * 4 + f"{name} = arith.constant {value} : {type_}"
                for (value, type_), name in sorted(self.constants.items(), key=lambda kv: kv[1])]

    # index arithmetic with constant folding on Python ints
    def add(self, a: str | int, b: str | int) -> str | int:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        return self.value(f"arith.addi {self.idx(a)}, {self.idx(b)}", "index")

    def mul(self, a: str | int, b: str | int) -> str | int:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return self.value(f"arith.muli {self.idx(a)}, {self.idx(b)}", "index")

    def binary(self, op: str, a: str | int, b: str | int) -> str:
        return self.value(f"arith.{op} {self.idx(a)}, {self.idx(b)}", "index")

    def idx(self, value: str | int) -> str:
        return self.const(value) if isinstance(value, int) else value


@dataclass(frozen=True)
class _Operand:
    """How one input operand's tile sits in shared memory."""

    name: str                  # "a" or "b"
    arg: str                   # kernel argument
    memref_type: str
    rows: int                  # tile rows in shared memory (the non-contiguous dimension)
    cols: int                  # tile columns (contiguous in global memory and shared memory)
    k_major_rows: bool         # True when tile rows run along K (the contiguous dim is M or N)
    offset: int                # byte offset of stage 0 in dynamic shared memory
    element: str

    @property
    def element_bytes(self) -> int:
        return ELEMENT_BYTES[self.element]

    @property
    def tile_bytes(self) -> int:
        return self.rows * self.cols * self.element_bytes

    def smem_type(self, stages: int) -> str:
        return f"memref<{stages}x{self.rows}x{self.cols}x{self.element}, {WORKGROUP}>"


def kernel_shared_bytes(problem: GemmProblem, schedule: Schedule) -> int:
    """Dynamic shared memory: the pipeline's buffers, reused afterwards to stage the output tile
    (the same count the schedule layer validates against the target)."""
    return schedule.shared_bytes(ELEMENT_BYTES[problem.in_element], ELEMENT_BYTES[problem.out_element])


def emit_gemm_kernel(name: str, problem: GemmProblem, schedule: Schedule) -> str:
    """A ``gpu.func`` (text) computing the GEMM + fused epilogue for one CTA."""
    return _GemmEmitter(name, problem, schedule).emit()


class _GemmEmitter:
    def __init__(self, name: str, problem: GemmProblem, schedule: Schedule) -> None:
        self.name = name
        self.p = problem
        self.s = schedule
        self.t = _Text()
        self.mm, self.mn, self.mk = MMA_SHAPES[schedule.mma]
        e = problem.in_element
        tile_a = (schedule.tile_m, schedule.tile_k) if problem.a_row else (schedule.tile_k, schedule.tile_m)
        tile_b = (schedule.tile_k, schedule.tile_n) if problem.b_row else (schedule.tile_n, schedule.tile_k)
        self.a = _Operand("a", "%A", problem.a_type, *tile_a, not problem.a_row, 0, e)
        a_total = schedule.stages * self.a.tile_bytes
        self.b = _Operand("b", "%B", problem.b_type, *tile_b, problem.b_row, a_total, e)
        self.row_elements = 16 // ELEMENT_BYTES[e]  # elements in one 16-byte ldmatrix row
        self.warp_m, self.warp_n = schedule.warp_tile
        self.tiles_m = self.warp_m // self.mm
        self.tiles_n = self.warp_n // self.mn
        self.frag_a = {"f16": "vector<4x2xf16>", "bf16": "vector<4x2xbf16>", "f32": "vector<4x1xf32>",
                       "i8": "vector<4x4xi8>"}[e]
        self.frag_b = {"f16": "vector<2x2xf16>", "bf16": "vector<2x2xbf16>", "f32": "vector<2x1xf32>",
                       "i8": "vector<2x4xi8>"}[e]
        self.frag_c = f"vector<2x2x{problem.acc_element}>"

    # -- layout helpers -----------------------------------------------------------------------

    def swizzled_col(self, op: _Operand, row: str | int, col: str | int) -> str | int:
        """Physical column of element (row, col): XOR the 16-byte chunk index with the row."""
        if not self.s.swizzle:
            return col
        t = self.t
        per_chunk = 16 // op.element_bytes
        chunks = op.cols // per_chunk
        if chunks < 2:
            return col
        if op.k_major_rows and op.element_bytes == 4:
            # Gathered tf32 fragments read rows k0+q (q = lane % 4) at two adjacent chunks (n or
            # m = lane / 4): keys 0, 2, 4, 6 keep the 8 (row, chunk) pairs in distinct banks.
            key = t.binary("remui", t.mul(t.binary("remui", row, 4), 2), chunks)
        elif op.k_major_rows and op.element_bytes == 1:
            # Gathered s8 fragments read rows 4q + j: rows four apart must get distinct keys.
            key = t.binary("remui", t.binary("divui", row, 4), min(chunks, 8))
        elif chunks >= 8:
            # ldmatrix reads 8 consecutive rows at one logical chunk.
            key = t.binary("remui", row, 8)
        else:
            # Short rows: 8 // chunks rows share a 128-byte line.
            key = t.binary("remui", t.binary("divui", row, 8 // chunks), chunks)
        chunk = t.binary("divui", col, per_chunk)
        within = t.binary("remui", col, per_chunk)
        return t.add(t.mul(t.binary("xori", chunk, key), per_chunk), within)

    # -- pieces ---------------------------------------------------------------------------------

    def emit(self) -> str:
        t = self.t
        p, s = self.p, self.s
        params = [f"%A: {p.a_type}", f"%B: {p.b_type}"]
        params += [f"%E{i}: {inp.memref_type}" for i, inp in enumerate(p.epilogue_inputs)]
        params.append(f"%O: {p.out_type}")
        self.prelude()
        self.copies_prologue()
        self.main_loop()
        self.epilogue()
        header = (f"gpu.func @{self.name}({', '.join(params)}) kernel attributes "
                  f"{{known_block_size = array<i32: {s.threads}, 1, 1>, tir.schedule_text = \"{s.describe()}\"}} {{")
        body = t.constant_lines() + t.lines
        return "\n".join(["  " + header, *body, "    gpu.return", "  }"])

    def prelude(self) -> None:
        t, p, s = self.t, self.p, self.s
        batch_dims = 1 if p.batched else 0
        self.batch = t.value("gpu.block_id y", hint="batch") if p.batched else None
        self.m = t.value(f"memref.dim %O, {t.const(batch_dims)}", p.out_type, "M")
        self.n = t.value(f"memref.dim %O, {t.const(batch_dims + 1)}", p.out_type, "N")
        self.k = t.value(f"memref.dim %A, {t.const(batch_dims + (1 if p.a_row else 0))}", p.a_type, "K")
        tid = t.value("gpu.thread_id x", hint="tid")
        self.tid = tid
        self.lane = t.binary("remui", tid, 32)
        warp = t.binary("divui", tid, 32)
        self.warp_row = t.mul(t.binary("divui", warp, s.warps_n), self.warp_m)
        self.warp_col = t.mul(t.binary("remui", warp, s.warps_n), self.warp_n)
        self.block_row, self.block_col = self.rasterize()
        smem = t.value("gpu.dynamic_shared_memory", f"memref<?xi8, {WORKGROUP}>", "smem")
        self.smem = smem
        for op in (self.a, self.b):
            view = t.value(f"memref.view {smem}[{t.const(op.offset)}][] : memref<?xi8, {WORKGROUP}> to "
                           f"{op.smem_type(s.stages)}", hint=f"s{op.name}")
            setattr(self, f"smem_{op.name}", view)
        self.k_tiles = t.binary("ceildivui", self.k, s.tile_k)

    def rasterize(self) -> tuple[str, str]:
        """Grouped block order: ``raster_group`` CTAs walk down M before moving along N, so
        neighbouring CTAs share B tiles in L2."""
        t, s = self.t, self.s
        pid = t.value("gpu.block_id x", hint="pid")
        grid_m = t.binary("ceildivui", self.m, s.tile_m)
        grid_n = t.binary("ceildivui", self.n, s.tile_n)
        group = s.raster_group
        per_group = t.mul(grid_n, group)
        group_id = t.binary("divui", pid, per_group)
        first_m = t.mul(group_id, group)
        rest = t.binary("subi", grid_m, first_m)
        group_m = t.binary("minui", rest, group)
        in_group = t.binary("remui", pid, per_group)
        pid_m = t.add(first_m, t.binary("remui", in_group, group_m))
        pid_n = t.binary("divui", in_group, group_m)
        return t.mul(pid_m, s.tile_m), t.mul(pid_n, s.tile_n)

    # -- global -> shared -------------------------------------------------------------------------

    def issue_tile_copy(self, op: _Operand, stage: str | int, k_tile: str | int) -> list[str]:
        """cp.async of one operand tile into buffer ``stage``; returns the async tokens."""
        t, p, s = self.t, self.p, self.s
        per_copy = s.vector_bytes // op.element_bytes
        copies_per_row = op.cols // per_copy
        total = op.rows * copies_per_row
        assert total % s.threads == 0, "the schedule layer only picks tiles every thread copies evenly"
        tokens = []
        k0 = t.mul(k_tile, s.tile_k)
        for i in range(total // s.threads):
            chunk = t.add(self.tid, i * s.threads)
            row = t.binary("divui", chunk, copies_per_row)
            col = t.mul(t.binary("remui", chunk, copies_per_row), per_copy)
            # Global coordinates of the copy: rows run along M/N (or K), columns along K (or M/N).
            if op.k_major_rows:
                g_row, g_col = t.add(k0, row), t.add(self.block_row if op.name == "a" else self.block_col, col)
                row_limit, col_limit = self.k, self.m if op.name == "a" else self.n
            else:
                g_row = t.add(self.block_row if op.name == "a" else self.block_col, row)
                g_col = t.add(k0, col)
                row_limit, col_limit = (self.m if op.name == "a" else self.n), self.k
            ok = t.value(f"arith.cmpi ult, {t.idx(g_row)}, {row_limit}", "index")
            ok2 = t.value(f"arith.cmpi ult, {t.idx(g_col)}, {col_limit}", "index")
            valid = t.value(f"arith.andi {ok}, {ok2}", "i1")
            count = t.value(f"arith.select {valid}, {t.const(per_copy)}, {t.const(0)}", "index")
            # Out-of-range copies read nothing (src-size 0) but still need a valid address.
            src_row = t.value(f"arith.select {valid}, {t.idx(g_row)}, {t.const(0)}", "index")
            src_col = t.value(f"arith.select {valid}, {t.idx(g_col)}, {t.const(0)}", "index")
            batch = f"{self.batch}, " if p.batched else ""
            dst_col = self.swizzled_col(op, row, col)
            smem = getattr(self, f"smem_{op.name}")
            token = t.value(
                f"nvgpu.device_async_copy {op.arg}[{batch}{src_row}, {src_col}], "
                f"{smem}[{t.idx(stage)}, {t.idx(row)}, {t.idx(dst_col)}], {per_copy}, {count}"
                + (" {bypassL1}" if s.vector_bytes == 16 else "")
                + f" : {op.memref_type} to {op.smem_type(s.stages)}", hint="cp")
            tokens.append(token)
        return tokens

    def commit(self, tokens: list[str]) -> str:
        return self.t.value(f"nvgpu.device_async_create_group {', '.join(tokens)}", hint="group")

    def copies_prologue(self) -> None:
        for stage in range(self.s.stages - 1):
            # The wait ops name a group token, but lower to cp.async.wait_group N, which counts
            # this thread's outstanding groups; any dominating token will do.
            self.group = self.commit(self.issue_tile_copy(self.a, stage, stage)
                                     + self.issue_tile_copy(self.b, stage, stage))

    # -- main loop --------------------------------------------------------------------------------

    def main_loop(self) -> None:
        t, p, s = self.t, self.p, self.s
        count = self.tiles_m * self.tiles_n
        if p.accumulate:
            starts = [self.load_accumulator(mi, ni) for mi in range(self.tiles_m) for ni in range(self.tiles_n)]
        else:
            starts = [t.value(f"arith.constant dense<{p.init_value}> : {self.frag_c}", hint="init")] * count
        accs = [t.fresh("acc") for _ in range(count)]
        results = t.fresh("accs")
        kt = t.fresh("kt")
        inits = ", ".join(f"{a} = {start}" for a, start in zip(accs, starts))
        types = ", ".join([self.frag_c] * count)
        t.emit(f"{results}:{count} = scf.for {kt} = {t.const(0)} to {self.k_tiles} step {t.const(1)} "
               f"iter_args({inits}) -> ({types}) {{")
        t.indent += 1
        t.emit(f"nvgpu.device_async_wait {self.group} {{numGroups = {s.stages - 2} : i32}}")
        t.emit("gpu.barrier")
        stage = t.binary("remui", kt, s.stages)
        current = list(accs)
        for kk in range(s.tile_k // self.mk):
            a_frags = [self.load_a(stage, mi, kk) for mi in range(self.tiles_m)]
            b_frags = self.load_b(stage, kk)
            for mi in range(self.tiles_m):
                for ni in range(self.tiles_n):
                    index = mi * self.tiles_n + ni
                    current[index] = self.mma(a_frags[mi], b_frags[ni], current[index])
        ahead = t.add(kt, s.stages - 1)
        self.commit(self.issue_tile_copy(self.a, t.binary("remui", ahead, s.stages), ahead)
                    + self.issue_tile_copy(self.b, t.binary("remui", ahead, s.stages), ahead))
        t.emit(f"scf.yield {', '.join(current)} : {types}")
        t.indent -= 1
        t.emit("}")
        t.emit(f"nvgpu.device_async_wait {self.group} {{numGroups = 0 : i32}}")  # drain trailing (empty) copies
        self.results = [f"{results}#{i}" for i in range(count)]

    def load_accumulator(self, mi: int, ni: int) -> str:
        """The accumulator fragment of mma tile (mi, ni) loaded from C (the output), in the mma's
        C layout: element [i][j] is row group + 8i, column 2 * quad + j; 0 outside the problem."""
        t, p = self.t, self.p
        batch = f"{self.batch}, " if p.batched else ""
        group = t.binary("divui", self.lane, 4)
        quad = t.binary("remui", self.lane, 4)
        zero = "0.0" if p.acc_element.startswith(("f", "bf")) else "0"
        fragment = t.value(f"arith.constant dense<{zero}> : {self.frag_c}", hint="c0")
        for i in range(2):
            row = t.add(self.block_row, t.add(t.add(self.warp_row, mi * self.mm + 8 * i), group))
            row_ok = t.value(f"arith.cmpi ult, {t.idx(row)}, {self.m}", "index")
            for j in range(2):
                col = t.add(self.block_col, t.add(t.add(self.warp_col, ni * self.mn + j), t.mul(quad, 2)))
                col_ok = t.value(f"arith.cmpi ult, {t.idx(col)}, {self.n}", "index")
                inside = t.value(f"arith.andi {row_ok}, {col_ok}", "i1")
                value = t.fresh("c")
                t.emit(f"{value} = scf.if {inside} -> ({p.acc_element}) {{")
                t.indent += 1
                loaded = t.value(f"memref.load %O[{batch}{t.idx(row)}, {t.idx(col)}] : {p.out_type}", hint="c")
                t.emit(f"scf.yield {loaded} : {p.acc_element}")
                t.indent -= 1
                t.emit("} else {")
                t.indent += 1
                outside = t.value(f"arith.constant {zero} : {p.acc_element}", hint="z")
                t.emit(f"scf.yield {outside} : {p.acc_element}")
                t.indent -= 1
                t.emit("}")
                fragment = t.value(f"vector.insert {value}, {fragment} [{i}, {j}] : {p.acc_element} into {self.frag_c}",
                                   hint="c0")
        return fragment

    def mma(self, a: str, b: str, c: str) -> str:
        t, p = self.t, self.p
        if p.in_element in ("f16", "f32"):
            attrs = f"mmaShape = [{self.mm}, {self.mn}, {self.mk}]" + (", tf32Enabled" if p.in_element == "f32" else "")
            return t.value(f"nvgpu.mma.sync({a}, {b}, {c}) {{{attrs}}} : "
                           f"({self.frag_a}, {self.frag_b}, {self.frag_c}) -> {self.frag_c}", hint="d")
        # nvgpu.mma.sync cannot deduce PTX types for bf16 and always saturates integers (MLIR 22):
        # use nvvm.mma.sync on the packed 32-bit registers, which is what it would lower to, with
        # the operands' signedness and wrap-around, as the IR's arith.addi/muli do.
        a32 = t.value(f"vector.bitcast {a} : {self.frag_a} to vector<4x1xi32>", hint="ar")
        b32 = t.value(f"vector.bitcast {b} : {self.frag_b} to vector<2x1xi32>", hint="br")
        a_regs = [t.value(f"vector.extract {a32}[{i}, 0] : i32 from vector<4x1xi32>", hint="ar") for i in range(4)]
        b_regs = [t.value(f"vector.extract {b32}[{i}, 0] : i32 from vector<2x1xi32>", hint="br") for i in range(2)]
        acc = p.acc_element
        c_regs = [t.value(f"vector.extract {c}[{i}, {j}] : {acc} from {self.frag_c}", hint="cr")
                  for i in range(2) for j in range(2)]
        struct = f"!llvm.struct<({acc}, {acc}, {acc}, {acc})>"
        if p.in_element == "bf16":
            types = "multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>"
        else:
            a_type, b_type = ("u8" if unsigned else "s8" for unsigned in (p.a_unsigned, p.b_unsigned))
            types = (f"intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, "
                     f"multiplicandAPtxType = #nvvm.mma_type<{a_type}>, multiplicandBPtxType = #nvvm.mma_type<{b_type}>")
        d = t.value(f"nvvm.mma.sync A[{', '.join(a_regs)}] B[{', '.join(b_regs)}] C[{', '.join(c_regs)}] "
                    f"{{{types}, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, "
                    f"shape = #nvvm.shape<m = {self.mm}, n = {self.mn}, k = {self.mk}>}} : (i32, i32, {acc}) -> {struct}",
                    hint="d")
        d_regs = [t.value(f"llvm.extractvalue {d}[{i}] : {struct}", hint="dr") for i in range(4)]
        return t.value(f"vector.from_elements {', '.join(d_regs)} : {self.frag_c}", hint="d")

    def load_a(self, stage: str, mi: int, kk: int) -> str:
        t, op = self.t, self.a
        lane = self.lane
        base_m = t.add(self.warp_row, mi * self.mm)
        k0 = kk * self.mk
        if not op.k_major_rows:  # [m][k] tile: ldmatrix x4 (rows m, 16-byte k chunks)
            row = t.add(base_m, t.binary("remui", lane, 16))
            col = t.add(k0, t.mul(t.binary("divui", lane, 16), self.row_elements))
            return self.ldmatrix(op, stage, row, col, 4, False, self.frag_a)
        if op.element_bytes == 2:  # [k][m] tile: ldmatrix x4 .trans
            row = t.add(t.add(k0, t.binary("remui", lane, 8)), t.mul(t.binary("divui", lane, 16), 8))
            col = t.add(base_m, t.mul(t.binary("remui", t.binary("divui", lane, 8), 2), 8))
            return self.ldmatrix(op, stage, row, col, 4, True, self.frag_a)
        return self.gather_fragment(op, stage, "a", base_m, k0)

    def load_b(self, stage: str, kk: int) -> list[str]:
        """Fragments for all n-tiles of the warp: ldmatrix x4 covers two n8 tiles."""
        t, op = self.t, self.b
        lane = self.lane
        k0 = kk * self.mk
        frags: list[str] = []
        for pair in range(0, self.tiles_n, 2):
            base_n = t.add(self.warp_col, pair * self.mn)
            if not op.k_major_rows:  # [n][k] tile: ldmatrix x4
                row = t.add(t.add(base_n, t.binary("remui", lane, 8)), t.mul(t.binary("divui", lane, 16), 8))
                col = t.add(k0, t.mul(t.binary("remui", t.binary("divui", lane, 8), 2), self.row_elements))
                quad = self.ldmatrix(op, stage, row, col, 4, False, self.frag_a)
            elif op.element_bytes == 2:  # [k][n] tile: ldmatrix x4 .trans
                row = t.add(k0, t.binary("remui", lane, 16))
                col = t.add(base_n, t.mul(t.binary("divui", lane, 16), 8))
                quad = self.ldmatrix(op, stage, row, col, 4, True, self.frag_a)
            else:
                frags.append(self.gather_fragment(op, stage, "b", base_n, k0))
                frags.append(self.gather_fragment(op, stage, "b", t.add(base_n, self.mn), k0))
                continue
            per_reg = 4 // op.element_bytes
            for half in (0, 2):  # registers 0,1: first n8 tile; 2,3: second
                frags.append(t.value(
                    f"vector.extract_strided_slice {quad} {{offsets = [{half}, 0], sizes = [2, {per_reg}], "
                    f"strides = [1, 1]}} : {self.frag_a} to {self.frag_b}", hint="fb"))
        return frags

    def ldmatrix(self, op: _Operand, stage: str, row: str | int, col: str | int, tiles: int, trans: bool,
                 result: str) -> str:
        t = self.t
        smem = getattr(self, f"smem_{op.name}")
        phys = self.swizzled_col(op, row, col)
        return t.value(f"nvgpu.ldmatrix {smem}[{stage}, {t.idx(row)}, {t.idx(phys)}] "
                       f"{{numTiles = {tiles} : i32, transpose = {'true' if trans else 'false'}}} : "
                       f"{op.smem_type(self.s.stages)} -> {result}", hint=f"f{op.name}")

    def gather_fragment(self, op: _Operand, stage: str, which: str, base: str | int, k0: int) -> str:
        """Fragment elements loaded one by one from shared memory, in the mma operand layout
        (used where ldmatrix cannot transpose: 32-bit and 8-bit elements stored K-major)."""
        t = self.t
        lane = self.lane
        group = t.binary("divui", lane, 4)
        quad = t.binary("remui", lane, 4)
        frag = self.frag_a if which == "a" else self.frag_b
        regs = 4 if which == "a" else 2
        per_reg = 4 // op.element_bytes
        smem = getattr(self, f"smem_{op.name}")
        value = t.value(f"arith.constant dense<0> : {frag}" if op.element.startswith("i")
                        else f"arith.constant dense<0.0> : {frag}", hint="g")
        k_half = self.mk // 2
        for reg in range(regs):
            for j in range(per_reg):
                if which == "a":
                    mn = t.add(base, t.add(group, 8 * (reg % 2)))
                    k = t.add(k0 + k_half * (reg // 2) + j, t.mul(quad, per_reg))
                else:
                    mn = t.add(base, group)
                    k = t.add(k0 + k_half * reg + j, t.mul(quad, per_reg))
                row, col = (k, mn) if op.k_major_rows else (mn, k)
                phys = self.swizzled_col(op, row, col)
                element = t.value(f"memref.load {smem}[{stage}, {t.idx(row)}, {t.idx(phys)}] : "
                                  f"{op.smem_type(self.s.stages)}", hint="e")
                value = t.value(f"vector.insert {element}, {value} [{reg}, {j}] : {op.element} into {frag}", hint="g")
        return value

    # -- epilogue -----------------------------------------------------------------------------------

    def epilogue(self) -> None:
        """Fused epilogue, then 16-byte stores: fragments (a thread holds 2 adjacent elements of a
        row) go through shared memory, which the pipeline no longer needs, so that each thread
        then writes 16 contiguous bytes of a row; edges of the problem fall back to per-element
        stores."""
        t, p, s = self.t, self.p, self.s
        batch = f"{self.batch}, " if p.batched else ""
        out_bytes = ELEMENT_BYTES[p.out_element]
        stride = s.staging_stride(out_bytes)
        staging = f"memref<{s.tile_m}x{stride}x{p.out_element}, {WORKGROUP}>"
        t.emit("gpu.barrier")  # every warp is done reading the pipeline's buffers
        tile = t.value(f"memref.view {self.smem}[{t.const(0)}][] : memref<?xi8, {WORKGROUP}> to {staging}",
                       hint="stage")
        group = t.binary("divui", self.lane, 4)
        quad = t.binary("remui", self.lane, 4)
        pair = f"vector<2x{p.out_element}>"
        for mi in range(self.tiles_m):
            for ni in range(self.tiles_n):
                acc = self.results[mi * self.tiles_n + ni]
                for i in range(2):
                    tile_row = t.add(t.add(self.warp_row, mi * self.mm + 8 * i), group)
                    tile_col = t.add(t.add(self.warp_col, ni * self.mn), t.mul(quad, 2))
                    values = []
                    for j in range(2):
                        value = t.value(f"vector.extract {acc}[{i}, {j}] : {p.acc_element} from {self.frag_c}",
                                        hint="c")
                        values.append(self.apply_epilogue(value, t.add(self.block_row, tile_row),
                                                          t.add(self.block_col, t.add(tile_col, j)), batch))
                    vector = t.value(f"vector.from_elements {values[0]}, {values[1]} : {pair}", hint="o")
                    t.emit(f"vector.store {vector}, {tile}[{t.idx(tile_row)}, {t.idx(tile_col)}] "
                           f"{{alignment = {2 * out_bytes}}} : {staging}, {pair}")
        t.emit("gpu.barrier")
        per_chunk = 16 // out_bytes
        chunks_per_row = s.tile_n // per_chunk
        chunk_type = f"vector<{per_chunk}x{p.out_element}>"
        chunks = s.tile_m * chunks_per_row
        # Small tiles of narrow outputs (a 32x32 s8 tile is 64 chunks) have fewer chunks than threads.
        for it in range(-(-chunks // s.threads)):
            chunk = t.add(self.tid, it * s.threads)
            in_tile = None
            if (it + 1) * s.threads > chunks:
                in_tile = t.value(f"arith.cmpi ult, {t.idx(chunk)}, {t.const(chunks)}", "index")
                t.emit(f"scf.if {in_tile} {{")
                t.indent += 1
            tile_row, chunk_in_row = self.staged_chunk(chunk, chunks_per_row, stride * out_bytes // 16)
            tile_col = t.mul(chunk_in_row, per_chunk)
            row = t.add(self.block_row, tile_row)
            col = t.add(self.block_col, tile_col)
            data = t.value(f"vector.load {tile}[{t.idx(tile_row)}, {t.idx(tile_col)}] {{alignment = 16}} : "
                           f"{staging}, {chunk_type}", hint="chunk")
            row_ok = t.value(f"arith.cmpi ult, {t.idx(row)}, {self.m}", "index")
            end = t.add(col, per_chunk)
            whole = t.value(f"arith.cmpi ule, {t.idx(end)}, {self.n}", "index")
            # 16-byte stores need 16-byte aligned rows: N * element size a multiple of 16.
            aligned = self.n_aligned(per_chunk)
            fast = t.value(f"arith.andi {whole}, {aligned}", "i1")
            t.emit(f"scf.if {row_ok} {{")
            t.indent += 1
            t.emit(f"scf.if {fast} {{")
            t.indent += 1
            t.emit(f"vector.store {data}, %O[{batch}{t.idx(row)}, {t.idx(col)}] {{alignment = 16}} : "
                   f"{p.out_type}, {chunk_type}")
            t.indent -= 1
            t.emit("} else {")
            t.indent += 1
            for j in range(per_chunk):
                column = t.add(col, j)
                ok = t.value(f"arith.cmpi ult, {t.idx(column)}, {self.n}", "index")
                element = t.value(f"vector.extract {data}[{j}] : {p.out_element} from {chunk_type}", hint="e")
                t.emit(f"scf.if {ok} {{")
                t.emit(f"  memref.store {element}, %O[{batch}{t.idx(row)}, {t.idx(column)}] : {p.out_type}")
                t.emit("}")
            t.indent -= 1
            t.emit("}")
            t.indent -= 1
            t.emit("}")
            if in_tile is not None:
                t.indent -= 1
                t.emit("}")

    def staged_chunk(self, chunk: str | int, chunks_per_row: int, row_chunks: int) -> tuple[str | int, str | int]:
        """(row, chunk in the row) of the staged output that chunk number ``chunk`` reads back.

        16-byte loads run in phases of 8 threads, which must hit the 8 distinct 16-byte bank
        groups of a 128-byte line. A row of 8 or more chunks does that in order. Shorter rows
        put 8 / chunks_per_row rows in one phase; with the padded stride (``row_chunks`` 16-byte
        chunks, chosen for the fragment stores) consecutive rows can collide, so a phase takes
        rows ``spacing`` apart where that makes them distinct.
        """
        t, s = self.t, self.s
        rows_per_phase = 8 // chunks_per_row
        spacing = next((d for d in range(1, 8) if s.tile_m % (rows_per_phase * d) == 0 and len(
            {(k * d * row_chunks + j) % 8 for k in range(rows_per_phase) for j in range(chunks_per_row)}) == 8),
            None) if chunks_per_row < 8 else None
        if spacing is None:  # whole lines per row, or no spacing helps (conflicts remain)
            return t.binary("divui", chunk, chunks_per_row), t.binary("remui", chunk, chunks_per_row)
        phase = t.binary("divui", chunk, 8)
        within = t.binary("remui", chunk, 8)
        block = t.mul(t.binary("divui", phase, spacing), rows_per_phase * spacing)
        first = t.binary("remui", phase, spacing)
        row = t.add(t.add(block, first), t.mul(t.binary("divui", within, chunks_per_row), spacing))
        return row, t.binary("remui", within, chunks_per_row)

    def n_aligned(self, per_chunk: int) -> str:
        t = self.t
        remainder = t.binary("remui", self.n, per_chunk)
        return t.value(f"arith.cmpi eq, {remainder}, {t.const(0)}", "index")

    def apply_epilogue(self, value: str, row: str | int, col: str | int, batch: str) -> str:
        """The fused elementwise function of one accumulator element at (row, col). Its extra
        inputs are only read inside the problem; outside it the (unstored) result is 0."""
        t, p = self.t, self.p
        if p.epilogue is None:
            return value
        types = [p.acc_element] + [inp.element for inp in p.epilogue_inputs]
        call_type = f"({', '.join(types)}) -> {p.out_element}"
        if not p.epilogue_inputs:
            return t.value(f"func.call @{p.epilogue}({value}) : {call_type}", hint="y")
        row_ok = t.value(f"arith.cmpi ult, {t.idx(row)}, {self.m}", "index")
        col_ok = t.value(f"arith.cmpi ult, {t.idx(col)}, {self.n}", "index")
        inside = t.value(f"arith.andi {row_ok}, {col_ok}", "i1")
        result = t.fresh("y")
        t.emit(f"{result} = scf.if {inside} -> ({p.out_element}) {{")
        t.indent += 1
        operands = [value]
        for i, inp in enumerate(p.epilogue_inputs):
            coords = [t.idx(row if d == 0 else col) for d in inp.dims]
            prefix = batch if inp.by_batch else ""
            operands.append(t.value(f"memref.load %E{i}[{prefix}{', '.join(coords)}] : {inp.memref_type}", hint="x"))
        called = t.value(f"func.call @{p.epilogue}({', '.join(operands)}) : {call_type}", hint="y")
        t.emit(f"scf.yield {called} : {p.out_element}")
        t.indent -= 1
        t.emit("} else {")
        zero = t.value(f"arith.constant {'0.0' if p.out_element.startswith(('f', 'bf')) else '0'} : {p.out_element}",
                       hint="z")
        t.emit(f"  scf.yield {zero} : {p.out_element}")
        t.emit("}")
        return result
