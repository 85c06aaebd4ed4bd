"""bench/gpu_check.sh: valid bash, and --dry-run lists every step with its timeout without running any."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "gpu_check.sh"
STEPS = ["setup", "doctor", "cmake-build", "cmake-run", "run-gpu", "bench-4096", "bench-llm", "torch-smoke", "tensorir-gpu"]


def test_script_parses() -> None:
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)


def test_dry_run_lists_every_step() -> None:
    result = subprocess.run(["bash", str(SCRIPT), "--dry-run"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    steps = re.findall(r"^step (\S+) \(timeout (\d+)s\): (.*)$", result.stdout, re.MULTILINE)
    assert [name for name, _, _ in steps] == STEPS
    commands = {name: command for name, _, command in steps}
    assert commands["setup"] == "make setup"
    assert commands["doctor"].endswith("tirc doctor")
    assert "examples/cmake" in commands["cmake-build"] and commands["cmake-run"].endswith("gemm_host")
    assert "tirc bench" in commands["bench-4096"] and "tirc bench" in commands["bench-llm"]
    assert "-m tirc.torch.smoke --device cuda" in commands["torch-smoke"]
    assert commands["tensorir-gpu"].endswith("examples/tensorir/matmul.py --device cuda")
    assert sum(int(limit) for _, limit, _ in steps) > 0 and all(int(limit) <= 240 for _, limit, _ in steps)
    assert "bench/results/<gpu>-<date>.md" in result.stdout


def test_unknown_option_is_refused() -> None:
    result = subprocess.run(["bash", str(SCRIPT), "--fast"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and "unknown option '--fast'" in result.stderr
