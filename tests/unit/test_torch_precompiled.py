"""Precompiled plans: a module compiled and saved where MLIR is (with cubins for the GPUs named)
loads and runs where it is not, as on a GPU machine that has torch but neither MLIR nor torch-mlir.

The MLIR-free processes are subprocesses with tests/support/no_mlir first on their path (any
``import mlir`` or ``import torch_mlir`` there raises ImportError). On CPU tensors the loaded plan
runs the same PTX in the same emulator as the freshly compiled one: the outputs are equal, bit
for bit. No GPU here: the CUDA path is checked to end in the "no CUDA GPU" error, and the choice of
a saved image for a GPU's chip is checked without a GPU.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tirc.diagnostics import TircError

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

import tirc.torch  # noqa: E402  (after the skips: it needs torch)
from tirc.torch.kernels import PLAN_FILE, CompiledPlan, GpuImage  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
CHIPS = ("sm_90a", "sm_80")

# Run in a process without MLIR: load the module saved in argv[1], bind it to a module holding the
# parameters saved in argv[2] (its forward is never called: the plan is), run it on the input
# saved there, save the output to argv[3].
RUN_SAVED = """
import sys
import torch
from torch import nn
import tirc.torch

folder, data, out = sys.argv[1:]
saved = torch.load(data)
module = nn.ModuleDict({"linear": nn.Linear(24, 40)}).half()
module.load_state_dict(saved["state"])
compiled = tirc.torch.load(folder, module)
assert "module" not in vars(compiled.compiled), "the PTX is parsed for the emulator at the first CPU call"
output = compiled(saved["x"])
torch.save(output, out)
blocked = sorted(name for name in sys.modules if name.split(".")[0] in ("mlir", "torch_mlir"))
assert not blocked, blocked
"""


class LinearReluShift(torch.nn.Module):
    """f16 Linear and ReLU, then a constant tensor (compiled in: the plan's weight) added."""

    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(24, 40)
        self.shift = torch.linspace(-1.0, 1.0, 40, dtype=torch.float16)   # not a buffer: a constant

    def forward(self, x: "torch.Tensor") -> "torch.Tensor":
        return torch.relu(self.linear(x)) + self.shift


def _without_mlir() -> dict[str, str]:
    """The environment of a process on a machine without MLIR (and, for CUDA, without a GPU)."""
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(REPO / "tests" / "support" / "no_mlir"), str(REPO)])
    environment["CUDA_VISIBLE_DEVICES"] = ""
    return environment


def _run_without_mlir(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *arguments], cwd=REPO, env=_without_mlir(), capture_output=True,
                          text=True, timeout=120)


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, "torch.nn.Module", "torch.Tensor", "torch.Tensor"]:
    """The module compiled and saved for CHIPS: (its folder, the module, an input, the compiled output)."""
    torch.manual_seed(0)
    module = LinearReluShift().half()
    x = torch.randn(5, 24, dtype=torch.float16)
    compiled = tirc.torch.compile(module, x)
    folder = tmp_path_factory.mktemp("saved") / "linear"
    written = compiled.save(folder, CHIPS)
    expected_files = {PLAN_FILE, "module.json", "kernels.ptx", *(f"{chip}.cubin" for chip in CHIPS)}
    assert {path.name for path in written} >= expected_files
    assert written[-1].name == PLAN_FILE, "plan.json is written last"
    assert compiled.compiled.weights, "the constant is a weight, saved with the plan"
    return folder, module, x, compiled(x)


def test_a_saved_module_runs_without_mlir_as_compiled(saved, tmp_path: Path) -> None:
    folder, module, x, expected = saved
    for chip in CHIPS:
        assert (folder / f"{chip}.cubin").stat().st_size > 0
        assert json.loads((folder / f"{chip}.json").read_text())["target"]["chip"] == chip
    torch.save({"state": module.state_dict(), "x": x}, tmp_path / "data.pt")
    done = _run_without_mlir("-c", RUN_SAVED, str(folder), str(tmp_path / "data.pt"), str(tmp_path / "out.pt"))
    assert done.returncode == 0, done.stderr
    got = torch.load(tmp_path / "out.pt")
    assert got.dtype == torch.float16 and torch.equal(got, expected)


def test_a_loaded_plan_reads_the_live_parameters(saved) -> None:
    folder, module, x, expected = saved
    loaded = tirc.torch.load(folder, module)
    assert torch.equal(loaded(x), expected)
    changed = LinearReluShift().half()
    with torch.no_grad():
        changed.linear.weight.copy_(module.linear.weight)
        changed.linear.bias.copy_(module.linear.bias + 1.0)
    assert not torch.equal(tirc.torch.load(folder, changed)(x), expected)


def test_a_module_without_the_saved_state_does_not_load(saved) -> None:
    folder = saved[0]
    with pytest.raises(TircError, match=r"has no linear\.weight, linear\.bias"):
        tirc.torch.load(folder, torch.nn.Linear(24, 40))


def test_a_broken_folder_is_an_error_naming_the_file(saved, tmp_path: Path) -> None:
    with pytest.raises(TircError, match=re.escape(f"{tmp_path / PLAN_FILE}: no such file")):
        CompiledPlan.load(tmp_path)
    folder = tmp_path / "copy"
    shutil.copytree(saved[0], folder)
    description = json.loads((folder / PLAN_FILE).read_text())
    (folder / PLAN_FILE).write_text(json.dumps({**description, "format": "tirc.compiled-plan/0"}))
    with pytest.raises(TircError, match=re.escape(f"{folder / PLAN_FILE}: format 'tirc.compiled-plan/0', expected")):
        CompiledPlan.load(folder)
    (folder / PLAN_FILE).write_text(json.dumps(description))
    (folder / "sm_80.cubin").unlink()
    with pytest.raises(TircError, match=re.escape(f"{folder / 'sm_80.cubin'}: no such file")):
        CompiledPlan.load(folder)


def test_a_gpu_gets_the_image_of_its_chip_or_an_error_naming_the_saved_chips() -> None:
    image = GpuImage({"target": {"chip": "sm_80"}}, {"name": "f"}, b"cubin", {})
    plan = CompiledPlan({"name": "f"}, "", images={"sm_80": image})
    assert plan.image_for("sm_80") is image
    with pytest.raises(TircError, match=r"@f was compiled for sm_80 only; this GPU is sm_90a") as error:
        plan.image_for("sm_90a")
    assert "sm_90a" in (error.value.hint or "")
    with pytest.raises(TircError, match="compiled for the emulator only; this GPU is sm_80"):
        CompiledPlan({"name": "f"}, "").image_for("sm_80")


def test_saving_for_an_unknown_chip_fails_before_writing(saved, tmp_path: Path) -> None:
    plan = tirc.torch.load(saved[0], saved[1]).compiled
    with pytest.raises(TircError, match="unknown target 'sm_90'"):
        plan.save(tmp_path / "out", ["sm_80", "sm_90"])
    assert not (tmp_path / "out").exists()


def test_smoke_saves_and_loads_its_models_without_mlir(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m tirc.torch.smoke --save DIR`` here; ``--load DIR`` without MLIR: in the emulator
    it passes, on CUDA (no GPU) it ends in the "no CUDA GPU" error, never an ImportError."""
    from tirc.torch import smoke

    assert smoke.main(["--save", str(tmp_path), "--chips", "sm_90a"]) == 0
    assert [line.split(":")[0] for line in capsys.readouterr().out.splitlines()] == list(smoke.MODELS)
    for name in smoke.MODELS:
        assert (tmp_path / name / "sm_90a.cubin").stat().st_size > 0
        assert not (tmp_path / name / "sm_80.cubin").exists()
    done = _run_without_mlir("-m", "tirc.torch.smoke", "--load", str(tmp_path), "--device", "cpu")
    assert done.returncode == 0, done.stdout + done.stderr
    assert [line.split(" on ")[0] for line in done.stdout.splitlines()] == list(smoke.MODELS)
    assert all(": ok," in line for line in done.stdout.splitlines())
    done = _run_without_mlir("-m", "tirc.torch.smoke", "--load", str(tmp_path), "--device", "cuda")
    output = done.stdout + done.stderr
    assert done.returncode == 1 and "error: no CUDA GPU: " in output, output
    assert "ImportError" not in output and "Traceback" not in output, output


def test_a_tensorir_kernel_saves_its_plan_for_torch(tmp_path: Path) -> None:
    from tirc import tensorir

    def scaled_sum(A: tensorir.Tensor[(8, 16), "float16"],  # type: ignore[valid-type]
                   B: tensorir.Tensor[(8, 16), "float16"]):  # type: ignore[valid-type]
        C = tensorir.alloc((8, 16), dtype="float16")
        for i, j in tensorir.grid(8, 16):
            C[i, j] = A[i, j] * 2.0 + B[i, j]
        return C

    kernel = tensorir.create_schedule(scaled_sum).build()
    written = kernel.save_plan(tmp_path, ["sm_80"])
    assert (tmp_path / "sm_80.cubin") in written and written[-1] == tmp_path / PLAN_FILE
    a, b = torch.randn(8, 16).half(), torch.randn(8, 16).half()
    (got,) = CompiledPlan.load(tmp_path).run([a, b], ["A", "B"])
    assert torch.equal(got, kernel(a, b)) and torch.equal(got, a * 2.0 + b)
