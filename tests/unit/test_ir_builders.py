"""tirc.ir's builders: the one gpu.launch builder and folded index arithmetic."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import func

from tirc.ir.builders import IndexBuilder, build_launch, index_constant, launch_kernel
from tirc.ir.walk import erase_dead, walk_ops
from tirc.mlir_support import new_context


def test_a_launch_names_its_kernel_and_ends_in_its_terminator() -> None:
    with new_context(), ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            function = func.FuncOp("host", ([], []))
        entry = function.add_entry_block()
        with ir.InsertionPoint(entry):
            func.ReturnOp([])
        with ir.InsertionPoint(entry.operations[0]):
            host = IndexBuilder(entry)
            launch = launch_kernel(host, "k", (4, 2), 128, 256)
            bare = build_launch("e", (host.value(8), host.value(1), host.value(1)),
                                (host.value(64), host.value(1), host.value(1)), None)
        text = str(module)
    assert "module(@k) function(@k)" in text and "module(@e) function(@e)" in text
    assert "dynamic_shared_memory_size" in str(launch.op) and "dynamic_shared_memory_size" not in str(bare.op)
    assert [op.name for op in launch.body.operations] == ["gpu.terminator"]
    assert launch.terminator.name == "gpu.terminator"
    assert len(launch.body.arguments) == 12


def test_index_arithmetic_folds_ints_and_makes_each_constant_once() -> None:
    with new_context(), ir.Location.unknown():
        module = ir.Module.parse("func.func @f(%n: index) { return }")
        function = module.body.operations[0].operation
        block = function.regions[0].blocks[0]
        n = block.arguments[0]
        with ir.InsertionPoint(block.operations[0]):
            ix = IndexBuilder(block)
            assert ix.add(2, 3) == 5 and ix.mul(n, 1) == n and ix.mul(n, 0) == 0 and ix.ceildiv(7, 2) == 4
            assert ix.value(4) == ix.value(4)
            total = ix.add(n, 4)
            assert isinstance(index_constant(3), ir.Value)
        constants = walk_ops(function, lambda op: op.name == "arith.constant")
        assert len(constants) == 2   # 4 (made once) and index_constant's 3
        assert total.owner.name == "arith.addi"
        erase_dead(block)
        assert not walk_ops(function, lambda op: op.name.startswith("arith."))
