"""The role contract between the gpu passes: a pass fed IR without a role it reads, or leaving a
role's op to an op that may not use it, fails naming the pass, the role and the op."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from mlir import ir
from mlir.dialects import memref

from tirc.diagnostics import TircError
from tirc.ir.roles import CONTRACTS, Role, check_after, role_of, set_role, with_role
from tirc.ir.walk import walk_ops
from tirc.mlir_support import new_context
from tirc.pipeline import registry

REPO = Path(__file__).resolve().parents[2]
GEMM = REPO / "tests" / "lit" / "Inputs" / "gemm_f16.yaml"


def tirc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "tirc.cli", *args], capture_output=True, text=True, env=env)


@pytest.fixture(scope="module")
def before_swizzle(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The IR tir-swizzle gets in the shipped sm80 pipeline (a dump: its first line is the banner)."""
    out = tmp_path_factory.mktemp("contract") / "gemm.mlir"
    result = tirc("compile", str(GEMM), "--emit=gpu", "--dump-before=tir-swizzle", "-o", str(out), "--no-cache")
    assert result.returncode == 0, result.stderr
    banner, text = result.stderr.split("\n", 1)
    assert "IR Dump Before tir-swizzle" in banner
    return text


def test_a_pass_fed_ir_without_a_role_it_reads_names_the_role(before_swizzle: str, tmp_path: Path) -> None:
    whole = tmp_path / "whole.mlir"
    whole.write_text(before_swizzle)
    assert tirc("opt", str(whole), "--passes", "tir-swizzle", "-o", str(tmp_path / "out.mlir")).returncode == 0

    assert 'tir.role = "operand-a"' in before_swizzle
    broken = tmp_path / "broken.mlir"
    broken.write_text(before_swizzle.replace('{tir.role = "operand-a"}', ""))
    result = tirc("opt", str(broken), "--passes", "tir-swizzle", "-o", str(tmp_path / "out.mlir"))
    assert result.returncode == 1
    first = result.stderr.splitlines()[0]
    assert first.startswith(f"error: {broken}:")
    assert ("tir-swizzle: the IR is off the role contract: no op in kernel 'gemm_f16_gemm0' has role 'operand-a' "
            "(tir-promote makes it)") in first
    assert "hint: run tir-promote before tir-swizzle" in result.stderr


def test_an_op_that_may_not_touch_a_role_is_named(before_swizzle: str) -> None:
    with new_context():
        module = ir.Module.parse(before_swizzle)
        tile = next(op for op in walk_ops(module.operation) if role_of(op) == Role.OPERAND_B)
        with ir.InsertionPoint.after(tile), ir.Location.unknown():
            memref.DeallocOp(tile.results[0])
        with pytest.raises(TircError) as raised:
            check_after("tir-swizzle", module, "gemm.mlir")
    assert "tir-swizzle: the IR is off the role contract: 'memref.dealloc' uses the op with role 'operand-b'" \
        in raised.value.message
    assert "nvgpu.ldmatrix" in (raised.value.hint or "")


def test_roles_round_trip_and_an_unknown_role_is_an_error() -> None:
    with new_context(), ir.Location.unknown():
        module = ir.Module.parse("func.func @f() { return }")
        function = module.body.operations[0].operation
        assert role_of(function) is None
        set_role(function, Role.K_LOOP)
        assert role_of(function) is Role.K_LOOP
        assert with_role(module.operation, Role.K_LOOP) == [function]
        assert 'tir.role = "k-loop"' in str(module)   # the spelling checked-in IR uses
        bad = ir.Module.parse('func.func @g() attributes {tir.role = "k_loop"} { return }')
        with pytest.raises(TircError, match="unknown op role 'k_loop'"):
            role_of(bad.body.operations[0].operation)


def test_every_contract_is_about_a_registered_pass_and_its_makers() -> None:
    names = set(registry.pass_names())
    for name, contract in CONTRACTS.items():
        assert name in names
        assert all(needed.made_by in names for needed in contract.before)


def test_roles_are_spelled_only_in_tirc_ir() -> None:
    """Passes name roles by the enum: the attribute and the role names appear in tirc/ir/ only
    ("copy" is also a word of other tables, so it is not looked for)."""
    spelled = [f'"{role.value}"' for role in Role if role is not Role.COPY]
    for path in sorted((REPO / "tirc").rglob("*.py")):
        if path.is_relative_to(REPO / "tirc" / "ir"):
            continue
        text = path.read_text()
        assert "tir.role" not in text, path
        assert not [name for name in spelled if name in text], path
