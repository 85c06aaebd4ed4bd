"""The scheduling DSL's examples and documentation stay runnable and complete:

- every script of examples/tensorir/ runs (its own numpy check decides its exit status) and
  prints what it is there to show;
- (the ```python blocks of the site's page on the DSL, docs/dsl.md, run in tests/unit/test_docs.py
  with every other block of the site, in order, in one namespace, and print what they show);
- docs/tensorir.md names every public primitive of ``tirc.tensorir.Schedule``.
"""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tirc.tensorir import Schedule

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "tensorir"

# What each example must print besides its "ok": the fact it demonstrates.
EXPECTED_OUTPUT: dict[str, list[str]] = {
    "matmul.py": [r"matmul 256x256x128: .*mma\.sync\.aligned\.m16n8k16 in PTX: True, [1-9]\d* mma executed -> ok",
                  r"matmul 200x136x72: .*mma\.sync\.aligned\.m16n8k16 in PTX: True, [1-9]\d* mma executed -> ok"],
    "matmul_bias_gelu.py": [r"launches \['linear_gelu_gemm0'\], [1-9]\d* mma, 0 bank conflicts -> ok"],
    "batched_matmul.py": [r"batched matmul 3x72x80x40: .* [1-9]\d* mma -> ok"],
    "softmax.py": [r"softmax 33x100: .* 1 launches .* -> ok"],   # max, sum and divide: one row program
    # The definition is attention (its reference is numpy's); fused and run as far as the checkout goes.
    "attention.py": [r"attention 1x2x72x72, D 64, causal: 8 blocks, their reference vs numpy .* -> ok\n"
                     r"(tir-fuse-attention is not in this checkout|fused: 1 tir\.attention op, attention mma_sync "
                     r"block 64x64 warps 4 stages 2\n(kernel: 1 launch, [1-9]\d* mma, .* -> ok)?)"],
    "simt_vs_tensorcore.py": [r"mma instructions\s+0\s+[1-9]\d*\n", r"mma\.sync in PTX\s+no\s+yes\n",
                              r"matches numpy\s+yes\s+yes\n", r"\nok\n"],
}


def _environment() -> dict[str, str]:
    """The current environment with this checkout first on the import path."""
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [environment.get("PYTHONPATH")])])
    return environment


def test_every_example_is_checked() -> None:
    assert sorted(path.name for path in EXAMPLES.glob("*.py")) == sorted(EXPECTED_OUTPUT)


@pytest.mark.parametrize("script", sorted(EXPECTED_OUTPUT))
def test_example_runs_and_matches_numpy(script: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / script)], cwd=tmp_path, env=_environment(),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{script} exited {done.returncode}\n{done.stdout}\n{done.stderr}"
    for pattern in EXPECTED_OUTPUT[script]:
        assert re.search(pattern, done.stdout), f"{script}: no {pattern!r} in\n{done.stdout}"


def test_the_matmul_example_on_a_gpu_says_when_there_is_none(tmp_path: Path) -> None:
    """``matmul.py --device cuda`` (a step of bench/gpu_check.sh) needs a GPU: without one it
    says so and exits 1, before compiling anything."""
    from tirc.runtime.cuda_device import cuda_available
    if cuda_available():
        pytest.skip("this machine has a CUDA GPU: bench/gpu_check.sh runs the example on it")
    done = subprocess.run([sys.executable, str(EXAMPLES / "matmul.py"), "--device", "cuda"], cwd=tmp_path,
                          env=_environment(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and done.stderr.startswith("error: no CUDA GPU"), done.stderr
    assert "without --device cuda it runs in the PTX emulator" in done.stderr and not done.stdout


def public_primitives() -> list[str]:
    return sorted(name for name, member in inspect.getmembers(Schedule, inspect.isfunction)
                  if not name.startswith("_"))


def test_reference_names_every_primitive() -> None:
    reference = (REPO / "docs" / "tensorir.md").read_text()
    primitives = public_primitives()
    assert {"tile", "bind", "decompose_to_tensorcore", "pipeline", "split_k"} <= set(primitives)
    # `name`, `name(...)` or `schedule.name(...)`: a whole name (split is not split_k).
    missing = [name for name in primitives if not re.search(rf"`(schedule\.)?{name}[`(]", reference)]
    assert not missing, f"docs/tensorir.md does not describe Schedule.{', Schedule.'.join(missing)}"
