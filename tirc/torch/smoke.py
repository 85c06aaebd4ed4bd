"""``python -m tirc.torch.smoke``: tirc.torch end to end on a device, against eager PyTorch.

Compiles an f16 MLP (Linear, GELU(tanh), Linear) and an f16 pre-norm transformer block
(``nn.TransformerEncoderLayer(norm_first=True)``) with :func:`tirc.torch.compile`, runs them on
``--device`` (``cuda``: the GPU, what ``bench/gpu_check.sh`` runs; ``cpu``: the emulator) and
compares each output with eager PyTorch computed in float32 from the same f16 weights, within
a few f16 ulps of the output's magnitude. Prints one line per model; exits 1 if any differs.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from collections.abc import Callable

import torch
from torch import nn

import tirc.torch
from tirc.diagnostics import TircError

# f16 keeps 11 significant bits; a few roundings of intermediates at the output's scale.
F16_ULPS = 8


def _mlp() -> nn.Module:
    return nn.Sequential(nn.Linear(40, 72), nn.GELU("tanh"), nn.Linear(72, 24))


def _block() -> nn.Module:
    return nn.TransformerEncoderLayer(32, 2, 64, dropout=0.0, activation="gelu", batch_first=True, norm_first=True)


MODELS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...]]] = {
    "mlp": (_mlp, (9, 40)),
    "transformer-block": (_block, (2, 9, 32)),
}


def check(name: str, device: str) -> float:
    """The largest difference from eager, in units of the tolerance (above 1: a mismatch)."""
    make, shape = MODELS[name]
    torch.manual_seed(0)
    module = make().half().eval()
    x = torch.randn(*shape, dtype=torch.float16)
    with torch.no_grad():
        expected = copy.deepcopy(module).float()(x.float())
        compiled = tirc.torch.compile(module.to(device), x.to(device))
        got = compiled(x.to(device)).float().cpu()
    tolerance = F16_ULPS * 2.0 ** -11 * max(float(expected.abs().max()), 1.0)
    return float((got - expected).abs().max()) / tolerance


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=["cuda", "cpu"], default="cuda",
                        help="cuda: the GPU (default); cpu: tirc's PTX emulator (slow)")
    args = parser.parse_args(argv)
    if args.device == "cuda" and not torch.cuda.is_available():
        print("error: no CUDA GPU for torch (torch.cuda.is_available() is False); --device cpu runs the emulator")
        return 1
    failed = False
    for name in MODELS:
        start = time.perf_counter()
        try:
            ratio = check(name, args.device)
        except TircError as error:
            print(f"{name}: error: {error.message}")
            failed = True
            continue
        ok = ratio <= 1.0
        failed |= not ok
        print(f"{name} on {args.device}: {'ok' if ok else 'MISMATCH'}, max difference {ratio:.2f} of the "
              f"tolerance ({time.perf_counter() - start:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
