"""The GPU device (tirc/runtime/cuda_device.py) on a machine without one: the "no GPU" path, CUDA
error translation, the cubin's target against the GPU's compute capability, the dynamic shared
memory opt-in, argument packing; and plan.execute with weights already on the device."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.runtime import cuda_device
from tirc.runtime.plan import execute


def _real_driver() -> Any:
    from cuda.bindings import driver
    return driver


def _driver_without_devices() -> SimpleNamespace:
    """A driver whose cuInit answers CUDA_ERROR_NO_DEVICE, as on a machine whose GPU is gone."""
    real = _real_driver()
    return SimpleNamespace(CUresult=real.CUresult, cuInit=lambda flags: (real.CUresult.CUDA_ERROR_NO_DEVICE,),
                           cuGetErrorString=lambda code: (real.CUresult.CUDA_SUCCESS, b"no CUDA-capable device is detected"))


def test_failing_cuda_call_names_the_call_and_the_error() -> None:
    driver = _real_driver()
    with pytest.raises(TircError) as raised:
        cuda_device.check("cuMemAlloc", (driver.CUresult.CUDA_ERROR_OUT_OF_MEMORY, None))
    assert raised.value.message.startswith("CUDA: cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY")
    assert cuda_device.check("cuMemAlloc", (driver.CUresult.CUDA_SUCCESS, 4096)) == 4096
    assert cuda_device.check("cuDeviceGetCount", (driver.CUresult.CUDA_SUCCESS, 1, 2)) == (1, 2)
    assert cuda_device.check("cuCtxSetCurrent", (driver.CUresult.CUDA_SUCCESS,)) is None


def test_error_text_uses_the_driver_description_when_it_has_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cuda_device, "_driver", _driver_without_devices)
    code = _real_driver().CUresult.CUDA_ERROR_NO_DEVICE
    assert cuda_device.error_text(code) == "CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)"


def test_no_gpu_is_an_error_with_the_emulate_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cuda_device, "_driver", _driver_without_devices)
    assert cuda_device.cuda_available() is False
    with pytest.raises(TircError) as raised:
        cuda_device.CudaDevice()
    assert raised.value.message == "no CUDA GPU: CUDA: cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)"
    assert "--emulate" in (raised.value.hint or "")


def test_cuda_available_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> Any:
        raise ImportError("No module named 'cuda'")
    monkeypatch.setattr(cuda_device, "_driver", missing)
    assert cuda_device.cuda_available() is False
    with pytest.raises(TircError, match="no CUDA GPU: the CUDA driver cannot be loaded"):
        cuda_device.require_gpu()


@pytest.mark.parametrize("command", [["run", "examples/specs/gemm.yaml"], ["bench", "examples/specs/gemm.yaml"]])
def test_cli_without_gpu_exits_one(monkeypatch: pytest.MonkeyPatch, command: list[str]) -> None:
    monkeypatch.setattr(cuda_device, "_driver", _driver_without_devices)
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 1, result.output
    assert "error: no CUDA GPU: CUDA: cuInit failed: CUDA_ERROR_NO_DEVICE" in result.output
    assert "hint: use --emulate" in result.output
    assert "Traceback" not in result.output


def test_target_is_the_gpus_compute_capability() -> None:
    assert cuda_device.target_for((8, 0)).chip == "sm_80"
    assert cuda_device.target_for((8, 6)).chip == "sm_86"
    assert cuda_device.target_for((9, 0)).chip == "sm_90a"
    assert cuda_device.target_for((7, 5)) is None
    cuda_device.check_target({"target": {"chip": "sm_90a"}}, (9, 0))
    with pytest.raises(TircError) as raised:
        cuda_device.check_target({"target": {"chip": "sm_80"}}, (8, 6), ordinal=1)
    assert raised.value.message == "the kernels were compiled for sm_80, but GPU 1 is sm_86 (compute capability 8.6)"
    assert raised.value.hint == "compile with --target sm_86"
    with pytest.raises(TircError, match="compute capability 7.5, for which tirc has no target"):
        cuda_device.check_target({"target": {"chip": "sm_80"}}, (7, 5))


def test_dynamic_shared_memory_above_48_kib_needs_the_attribute() -> None:
    assert not cuda_device.needs_shared_opt_in(0)
    assert not cuda_device.needs_shared_opt_in(48 * 1024)
    assert cuda_device.needs_shared_opt_in(48 * 1024 + 16)
    assert cuda_device.needs_shared_opt_in(147456)   # the 4096^3 s8 GEMM's stages


def test_arguments_are_packed_as_their_ptx_types() -> None:
    packed = cuda_device.pack_arguments(["u64", "s32", "u32", "f32", "s64"], [0x7F00_0000_1000, -3, -1, 1.5, -2])
    assert [array.dtype.str for array in packed] == ["<u8", "<i4", "<u4", "<f4", "<i8"]
    assert [array[0] for array in packed] == [0x7F00_0000_1000, -3, 0xFFFF_FFFF, np.float32(1.5), -2]
    with pytest.raises(TircError, match="passes 1 arguments to a kernel that takes 2"):
        cuda_device.pack_arguments(["u64", "u64"], [0])


class _Memory:
    """Host memory standing in for a device, to see which buffers plan.execute allocates."""

    def __init__(self) -> None:
        self.bytes: dict[int, bytes] = {}
        self.allocations = 0

    def alloc(self, nbytes: int, align: int = 256) -> int:
        self.allocations += 1
        address = 4096 * (len(self.bytes) + 1)
        self.bytes[address] = bytes(nbytes)
        return address

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        self.bytes[addr] = np.ascontiguousarray(array).tobytes()

    def from_device(self, addr: int, shape: Any, dtype: Any) -> np.ndarray:
        return np.frombuffer(self.bytes[addr], dtype).reshape(shape).copy()

    def launch(self, *args: Any) -> None:
        raise AssertionError("the plan has no launch")


def test_resident_weights_are_neither_allocated_nor_copied() -> None:
    plan = {"name": "f", "symbols": {}, "inputs": [], "steps": [],
            "buffers": [{"name": "w", "dtype": "f32", "shape": [2], "kind": "weight"}],
            "outputs": [{"name": "result0", "buffer": "w", "dtype": "f32", "shape": [2]}]}
    memory = _Memory()
    address = memory.alloc(8)
    memory.copy_to_device(address, np.array([1.5, -2.0], np.float32))
    run = execute(plan, memory, {}, {}, resident={"w": address})
    assert memory.allocations == 1
    assert run.outputs["result0"].tolist() == [1.5, -2.0]
    fresh = _Memory()
    run = execute(plan, fresh, {}, {}, weights={"w": np.array([3.0, 4.0], np.float32)})
    assert fresh.allocations == 1 and run.outputs["result0"].tolist() == [3.0, 4.0]


def test_gpu_compile_is_for_the_gpus_target_and_yields_a_cubin() -> None:
    from tirc.driver import CompileOptions
    from tirc.runtime.gpu_run import compile_for_device
    from tirc.target import get_target
    gpu = SimpleNamespace(target=get_target("sm_86"), compute_capability=(8, 6), ordinal=0, name="test GPU")
    compiled, pinned = compile_for_device("examples/specs/simt.yaml", gpu, CompileOptions(remarks="off"), {})
    assert compiled.target.chip == "sm_86" and compiled.manifest["target"]["chip"] == "sm_86"
    assert compiled.payload[:4] == b"\x7fELF" and not pinned
    unknown = SimpleNamespace(target=None, compute_capability=(7, 0), ordinal=0, name="V100")
    with pytest.raises(TircError, match=r"GPU 0 \(V100\) has compute capability 7.0, for which tirc has no target"):
        compile_for_device("examples/specs/simt.yaml", unknown, CompileOptions(remarks="off"), {})


def test_gpu_inputs_keep_indices_inside_their_table() -> None:
    from tirc.driver import CompileOptions, compile_input
    from tirc.runtime.gpu_run import random_inputs
    compiled = compile_input("examples/mlir/embedding.mlir", CompileOptions(emit="ptx", manifest=True, remarks="off"))
    plan = compiled.manifest["functions"][0]
    inputs = random_inputs(compiled, plan, dict.fromkeys(plan["symbols"], 67), np.random.default_rng(0), {})
    table_rows = next(b["shape"][0] for b in plan["buffers"] if b["kind"] == "input" and b["dtype"].startswith("f"))
    indices = next(value for name, value in inputs.items() if not np.issubdtype(value.dtype, np.floating))
    assert indices.min() >= 0 and indices.max() < table_rows


def test_emulator_options_without_emulate_are_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["run", "examples/specs/gemm.yaml", "--stats", "--warp-order", "random"])
    assert result.exit_code == 2
    assert "--stats, --warp-order: options of the emulator; add --emulate" in result.output
