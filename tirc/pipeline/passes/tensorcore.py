"""tir-tensorcore: replace each scheduled contraction (and its fused epilogue) by a Tensor Core
kernel launch.

For a ``linalg.generic`` carrying ``tir.schedule`` (see tir-schedule), the pass
1. turns the elementwise consumer's body into a device function ``@<kernel>_epilogue``
   (acc, extra inputs...) -> output element, called per element by the kernel (and inlined later);
2. emits the kernel (``gemm_kernel.emit_gemm_kernel``) into its own ``gpu.module``;
3. replaces fill + contraction + epilogue on the host with one ``gpu.launch_func`` whose grid is
   ceildiv(M, tile M) * ceildiv(N, tile N) CTAs (times the batch along y) and whose dynamic shared
   memory holds the pipeline's buffers; the accumulator buffer goes away when nothing else uses it.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, func as func_d, gpu, memref

from tirc.diagnostics import TircError
from tirc.pipeline.passes.gemm_kernel import EpilogueInput, GemmProblem, emit_gemm_kernel, kernel_shared_bytes
from tirc.pipeline.registry import TircPass
from tirc.passes.tensorir.schedule import contractions, scheduled
from tirc.schedule.contraction import Contraction
from tirc.schedule.heuristics import NotOnTensorCores, tensor_core_instruction, validate_schedule
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR, Schedule


def _inline_calls(kernel_module: ir.Operation, callee: ir.Operation) -> None:
    """Replace every call of ``callee`` in the module by a copy of its body, then drop it.

    MLIR's inliner does not inline into gpu.func (the gpu dialect has no inliner interface), and
    the epilogue must be part of the kernel's own code anyway.
    """
    name = ir.StringAttr(callee.attributes["sym_name"]).value
    body = callee.regions[0].blocks[0]
    calls: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.call" and str(op.attributes["callee"]) == f"@{name}":
            calls.append(op)
        return ir.WalkResult.ADVANCE

    kernel_module.walk(visit)
    for call in calls:
        mapping: dict[ir.Value, ir.Value] = dict(zip(body.arguments, call.operands))
        results: list[ir.Value] = []
        for op in body.operations:
            op = op.operation
            if op.name == "func.return":
                results = [mapping.get(v, v) for v in op.operands]
                break
            copy = op.clone(ir.InsertionPoint(call))
            for position, operand in enumerate(copy.operands):
                if operand in mapping:
                    copy.operands[position] = mapping[operand]
            mapping.update(zip(op.results, copy.results))
        for old, new in zip(call.results, results):
            old.replace_all_uses_with(new)
        call.erase()
    callee.erase()


def _float_literal(value: float | int | None, element: str) -> str:
    if element.startswith(("f", "bf")):
        return repr(float(value or 0.0))
    return str(int(value or 0))


class TensorCorePass(TircPass):
    name = "tir-tensorcore"
    summary = "Lower scheduled contractions (+ fused elementwise epilogue) to pipelined mma.sync kernels"

    def run(self, module: ir.Module) -> None:
        count = 0
        self.schedules: dict[str, str] = {}
        for op in list(module.body.operations):
            host = op.operation
            if host.name != "func.func" or not host.regions[0].blocks:
                continue
            host_name = ir.StringAttr(host.attributes["sym_name"]).value
            for contraction in contractions(host):
                try:
                    schedule = scheduled(contraction)
                except TircError as error:
                    error.message = f"{contraction.function}: {error.message}"
                    raise
                if schedule is None:
                    continue
                self._check(contraction, schedule)
                kernel = f"{host_name}_gemm{count}"
                self._lower(module, kernel, contraction, schedule)
                self.schedules[kernel] = schedule.describe()
                count += 1
        if count:
            module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()
            # Kernel -> schedule, for the kernel report (the PTX does not carry it).
            module.operation.attributes[KERNEL_SCHEDULES_ATTR] = ir.DictAttr.get(
                {name: ir.StringAttr.get(text) for name, text in self.schedules.items()})

    def _check(self, c: Contraction, schedule: Schedule) -> None:
        """A tir.schedule that did not come through tir-schedule (hand-written IR, a custom
        pipeline) is held to the same rules; a schedule on an op asks for tf32 itself."""
        instruction = tensor_core_instruction(c, self.target, allow_tf32=True)
        if isinstance(instruction, NotOnTensorCores):
            raise TircError(f"{c.function}: a tir.schedule asks for Tensor Cores, but {instruction.reason}",
                            hint=instruction.fix or "remove the tir.schedule attribute")
        validate_schedule(schedule, c, self.target)

    def _lower(self, module: ir.Module, kernel: str, c: Contraction, schedule: Schedule) -> None:
        epilogue_name = f"{kernel}_epilogue" if c.epilogue is not None else None
        epilogue_inputs: list[EpilogueInput] = []
        extras = [value for value, _, _ in c.epilogue.extra_inputs] if c.epilogue else []
        for value, dims, by_batch in (c.epilogue.extra_inputs if c.epilogue else []):
            memref_type = ir.MemRefType(value.type)
            epilogue_inputs.append(EpilogueInput(str(memref_type), str(memref_type.element_type), dims, by_batch))
        out = c.output
        problem = GemmProblem(
            a_type=str(c.a.type), b_type=str(c.b.type), out_type=str(out.type),
            in_element=c.in_element, acc_element=c.acc_element,
            out_element=str(ir.MemRefType(out.type).element_type),
            a_row=c.a_row, b_row=c.b_row, batched=c.batched, a_unsigned=c.a_unsigned, b_unsigned=c.b_unsigned,
            init_value=_float_literal(c.init_value, c.acc_element), accumulate=c.accumulates,
            epilogue=epilogue_name, epilogue_inputs=tuple(epilogue_inputs))
        declaration = ""
        if epilogue_name is not None:
            types = ", ".join([problem.acc_element] + [i.element for i in epilogue_inputs])
            declaration = f"  func.func private @{epilogue_name}({types}) -> {problem.out_element}\n"
        text = (f"module attributes {{gpu.container_module}} {{\n gpu.module @{kernel} {{\n{declaration}"
                f"{emit_gemm_kernel(kernel, problem, schedule)}\n }}\n}}")
        parsed = ir.Module.parse(text)  # keep it alive until its gpu.module has moved out
        kernel_module = parsed.body.operations[0].operation
        kernel_module.move_after(list(module.body.operations)[-1].operation)
        if epilogue_name is not None:
            declared = kernel_module.regions[0].blocks[0].operations[0].operation
            self._outline_epilogue(declared, c)
        self._launch(kernel_module, kernel, c, schedule, problem, extras)  # erases the host generic
        if epilogue_name is not None:
            _inline_calls(kernel_module, declared)

    @staticmethod
    def _outline_epilogue(function: ir.Operation, c: Contraction) -> None:
        """Give the declared device function the consumer generic's body: (acc, extras...) -> out."""
        assert c.epilogue is not None
        body = c.epilogue.op.regions[0].blocks[0]
        arguments = list(body.arguments)[:-1]          # inputs only; the output is not read
        ops = [op.operation for op in body.operations]
        yield_op = ops[-1]
        entry = function.regions[0].blocks.append(*[a.type for a in arguments])
        with ir.InsertionPoint(entry), function.location:
            terminator = func_d.ReturnOp(list(yield_op.operands))
        for old, new in zip(arguments, entry.arguments):
            old.replace_all_uses_with(new)
        for op in ops[:-1]:
            op.move_before(terminator.operation)
        # Constants the body used from the host function are copied in.
        for op in [o.operation for o in entry.operations]:
            for position, operand in enumerate(op.operands):
                owner = operand.owner
                if isinstance(owner, ir.Block) or owner.operation.parent == function:
                    continue
                if owner.operation.name != "arith.constant":
                    raise AssertionError(f"epilogue uses a host value from {owner.operation.name}")
                copy = owner.operation.clone(ir.InsertionPoint.at_block_begin(entry))
                op.operands[position] = copy.results[0]

    @staticmethod
    def _launch(kernel_module: ir.Operation, kernel: str, c: Contraction, schedule: Schedule,
                problem: GemmProblem, extras: list[ir.Value]) -> None:
        anchor = c.epilogue.op if c.epilogue is not None else c.op
        out = c.output
        index = ir.IndexType.get()
        with ir.InsertionPoint(anchor), anchor.location:
            def const(value: int) -> ir.Value:
                return arith.ConstantOp(index, value).result

            offset = 1 if c.batched else 0
            m = memref.DimOp(out, const(offset)).result
            n = memref.DimOp(out, const(offset + 1)).result
            blocks_m = arith.CeilDivUIOp(m, const(schedule.tile_m)).result
            blocks_n = arith.CeilDivUIOp(n, const(schedule.tile_n)).result
            grid_x = arith.MulIOp(blocks_m, blocks_n).result
            grid_y = memref.DimOp(out, const(0)).result if c.batched else const(1)
            shared = arith.ConstantOp(ir.IntegerType.get_signless(32), kernel_shared_bytes(problem, schedule)).result
            gpu.LaunchFuncOp([ir.StringAttr(kernel_module.attributes["sym_name"]).value, kernel],
                             (grid_x, grid_y, const(1)), (const(schedule.threads), const(1), const(1)),
                             kernel_operands=[c.a, c.b, *extras, out], dynamic_shared_memory_size=shared)
        accumulator = c.accumulator
        for op in ([c.epilogue.op] if c.epilogue else []) + [c.op] + ([c.fill] if c.fill else []):
            op.erase()
        if c.epilogue is not None:
            users = [use.owner for use in accumulator.uses]
            if all(user.name == "memref.dealloc" for user in users):
                for user in users:
                    user.erase()
                accumulator.owner.operation.erase()
