"""tir-fp8-ldmatrix: ldmatrix of 8-bit float shared tiles reads them as bytes.

tir-mma loads the fragments of e4m3/e5m2 tiles with ``nvgpu.ldmatrix`` (the tile's element type,
as the op's verifier requires) followed by a ``vector.bitcast`` to i8 fragments, which the mma
reads as packed registers. MLIR 22's NVVM lowering of ``nvgpu.ldmatrix`` cannot produce vectors
of 8-bit floats (it inserts them unconverted into an array of i8 vectors, which does not verify).
By this stage (after tir-shared-memory) every shared tile is a ``memref.view`` of the kernel's
dynamic shared memory (bytes); this pass gives such an ldmatrix an i8 view of the same bytes (same
offset and shape) and an i8 result, which the bitcasts that follow read instead. The registers, addresses (swizzle
included) and the instruction are unchanged: ldmatrix moves 16-bit pairs whatever they hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir
from mlir.dialects import memref, nvgpu, vector

from tirc.diagnostics import TircError
from tirc.dtypes import FP8_TYPES
from tirc.passes.gpu.merge_gpu_modules import gpu_modules
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


def _fp8_ldmatrix(op: ir.Operation) -> bool:
    return op.name == "nvgpu.ldmatrix" and str(ir.VectorType(op.results[0].type).element_type) in FP8_TYPES


@dataclass(frozen=True)
class Fp8LdmatrixPass(ModulePass):
    """Rewrites each ldmatrix of an 8-bit float shared tile into an ldmatrix of an i8 view of the
    same shared bytes."""

    name = "tir-fp8-ldmatrix"
    summary = "ldmatrix of e4m3/e5m2 shared tiles reads an i8 view of them (NVVM lowering has no 8-bit float vectors)"

    def run(self, module: ir.Module, target: Target) -> None:
        loads: list[ir.Operation] = []

        def visit(op: ir.Operation) -> ir.WalkResult:
            if _fp8_ldmatrix(op):
                loads.append(op)
            return ir.WalkResult.ADVANCE

        for gpu_module in gpu_modules(module):
            gpu_module.walk(visit)
        byte_views: dict[ir.Value, ir.Value] = {}
        for load in loads:
            self._rewrite(load, byte_views)

    @staticmethod
    def _rewrite(load: ir.Operation, byte_views: dict[ir.Value, ir.Value]) -> None:
        tile = load.operands[0]
        view = tile.owner
        fragment = ir.VectorType(load.results[0].type)
        byte_fragment = ir.VectorType.get(fragment.shape, ir.IntegerType.get_signless(8))
        if isinstance(view, ir.Block) or view.name != "memref.view":
            raise TircError("tir-fp8-ldmatrix expects each 8-bit float ldmatrix to read a memref.view of the shared "
                            "memory (as tir-shared-memory leaves the tiles)",
                            hint="run it in the nvvm stage, after the gpu stage's tir-shared-memory")
        if tile not in byte_views:
            tile_type = ir.MemRefType(tile.type)
            with ir.InsertionPoint(view), view.location:
                byte_type = ir.MemRefType.get(tile_type.shape, byte_fragment.element_type,
                                              memory_space=tile_type.memory_space)
                byte_views[tile] = memref.ViewOp(byte_type, *view.operands[:2], list(view.operands[2:])).result
        with ir.InsertionPoint(load), load.location:
            attributes = load.attributes
            loaded = nvgpu.LdMatrixOp(byte_fragment, byte_views[tile], list(load.operands[1:]),
                                      ir.BoolAttr(attributes["transpose"]).value,
                                      ir.IntegerAttr(attributes["numTiles"]).value).result
            # tir-mma reinterprets the fragment at once (a bitcast to i8 or i32 registers): those
            # read the bytes directly; anything else gets the 8-bit float vector back.
            for use in list(load.results[0].uses):
                user = use.owner
                if user.name == "vector.bitcast":
                    with ir.InsertionPoint(user), user.location:
                        user.results[0].replace_all_uses_with(
                            vector.BitCastOp(user.results[0].type, loaded).result)
                    user.erase()
            if list(load.results[0].uses):
                load.results[0].replace_all_uses_with(vector.BitCastOp(fragment, loaded).result)
        load.erase()
