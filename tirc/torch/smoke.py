"""``python -m tirc.torch.smoke``: tirc.torch end to end on a device, against eager PyTorch.

Compiles an f16 MLP (Linear, GELU(tanh), Linear) and an f16 pre-norm transformer block
(``nn.TransformerEncoderLayer(norm_first=True)``) with :func:`tirc.torch.compile`, runs them on
``--device`` (``cuda``: the GPU, what ``bench/gpu_check.sh`` runs; ``cpu``: the emulator) and
compares each output with eager PyTorch computed in float32 from the same f16 weights, within
a few f16 ulps of the output's magnitude. Prints one line per model; exits 1 if any differs.

For a GPU machine without MLIR, compile where MLIR is and carry the result:
``--save DIR [--chips sm_90a,sm_80]`` compiles each model (on the CPU, no GPU needed) and saves it
with its cubins in DIR/<model>/; ``--load DIR`` runs the saved models instead of compiling them,
importing no MLIR.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import torch
from torch import nn

import tirc.torch
from tirc.diagnostics import TircError
from tirc.runtime.cuda_device import require_gpu
from tirc.torch.compile import DEFAULT_CHIPS, CompiledModule

# f16 keeps 11 significant bits; a few roundings of intermediates at the output's scale.
F16_ULPS = 8
SEED = 0
SMOKE_FILE = "smoke.json"   # beside a saved model: how to rebuild its module and input


def _mlp() -> nn.Module:
    return nn.Sequential(nn.Linear(40, 72), nn.GELU("tanh"), nn.Linear(72, 24))


def _block() -> nn.Module:
    return nn.TransformerEncoderLayer(32, 2, 64, dropout=0.0, activation="gelu", batch_first=True, norm_first=True)


MODELS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...]]] = {
    "mlp": (_mlp, (9, 40)),
    "transformer-block": (_block, (2, 9, 32)),
}


def _model(name: str, shape: tuple[int, ...], seed: int) -> tuple[nn.Module, torch.Tensor]:
    """Model ``name`` in f16 (its weights drawn with ``seed``) and an input of ``shape``."""
    torch.manual_seed(seed)
    module = MODELS[name][0]().half().eval()
    return module, torch.randn(*shape, dtype=torch.float16)


def _difference(module: nn.Module, x: torch.Tensor, device: str,
                compiled_for: Callable[[nn.Module], CompiledModule]) -> float:
    """The largest difference of the compiled module (``compiled_for`` the module on ``device``)
    from eager, in units of the tolerance (above 1: a mismatch)."""
    with torch.no_grad():
        expected = copy.deepcopy(module).float()(x.float())
        compiled = compiled_for(module.to(device))
        got = compiled(x.to(device)).float().cpu()
    tolerance = F16_ULPS * 2.0 ** -11 * max(float(expected.abs().max()), 1.0)
    return float((got - expected).abs().max()) / tolerance


def check(name: str, device: str) -> float:
    """Model ``name`` compiled and run on ``device``: its difference from eager (see :func:`_difference`)."""
    module, x = _model(name, MODELS[name][1], SEED)
    return _difference(module, x, device, lambda on_device: tirc.torch.compile(on_device, x.to(device)))


def check_saved(folder: Path, device: str) -> float:
    """The model saved in ``folder`` (by :func:`save`), loaded and run on ``device``: its
    difference from eager."""
    path = folder / SMOKE_FILE
    try:
        record = json.loads(path.read_text())
        name, shape, seed = record["model"], tuple(record["shape"]), record["seed"]
    except FileNotFoundError:
        raise TircError(f"{path}: no such file", hint="save the models with --save first") from None
    except (OSError, ValueError, KeyError) as error:
        raise TircError(f"{path}: cannot read it ({error})", hint="save the models again with --save") from None
    if name not in MODELS:
        raise TircError(f"{path}: no smoke model '{name}'", hint=f"models: {', '.join(MODELS)}")
    module, x = _model(name, shape, seed)
    return _difference(module, x, device, lambda on_device: tirc.torch.load(folder, on_device))


def save(name: str, folder: Path, chips: list[str]) -> list[Path]:
    """Compile model ``name`` (on the CPU) and save it with cubins for ``chips`` in ``folder``,
    with what rebuilds its module and input. Returns the paths written."""
    shape = MODELS[name][1]
    module, x = _model(name, shape, SEED)
    with torch.no_grad():
        compiled = tirc.torch.compile(module, x)
    paths = compiled.save(folder, chips)
    record = {"model": name, "shape": list(shape), "seed": SEED}
    (folder / SMOKE_FILE).write_text(json.dumps(record) + "\n")
    return [*paths, folder / SMOKE_FILE]


def _save_all(root: Path, chips: list[str]) -> bool:
    """``--save``: every model; whether all were saved."""
    saved = True
    for name in MODELS:
        start = time.perf_counter()
        try:
            paths = save(name, root / name, chips)
        except TircError as error:
            print(f"{name}: error: {error.message}")
            saved = False
            continue
        print(f"{name}: saved for {', '.join(chips)} in {root / name} ({time.perf_counter() - start:.1f} s): "
              f"{', '.join(path.name for path in paths)}")
    return saved


def _check_all(device: str, saved: Path | None) -> bool:
    """Every model against eager on ``device``, compiled now or (``saved``) loaded; whether all match."""
    passed = True
    for name in MODELS:
        start = time.perf_counter()
        try:
            ratio = check(name, device) if saved is None else check_saved(saved / name, device)
        except TircError as error:
            print(f"{name}: error: {error.message}")
            passed = False
            continue
        ok = ratio <= 1.0
        passed &= ok
        print(f"{name} on {device}: {'ok' if ok else 'MISMATCH'}, max difference {ratio:.2f} of the "
              f"tolerance ({time.perf_counter() - start:.1f} s)")
    return passed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=["cuda", "cpu"], default="cuda",
                        help="cuda: the GPU (default); cpu: tirc's PTX emulator (slow)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--save", metavar="DIR", type=Path,
                      help="compile each model (on the CPU) and save it with its cubins in DIR/<model>/")
    mode.add_argument("--load", metavar="DIR", type=Path,
                      help="run the models saved in DIR with --save (needs no MLIR) instead of compiling them")
    parser.add_argument("--chips", default=",".join(DEFAULT_CHIPS),
                        help="with --save: the GPUs' tirc targets, comma-separated "
                             f"(default {','.join(DEFAULT_CHIPS)})")
    args = parser.parse_args(argv)
    if args.save is not None:
        chips = [chip.strip() for chip in args.chips.split(",") if chip.strip()]
        return 0 if _save_all(args.save, chips) else 1
    if args.device == "cuda":
        try:
            require_gpu()   # the driver's reason, before torch's
        except TircError as error:
            print(f"error: {error.message}\nhint: --device cpu runs the models in tirc's PTX emulator")
            return 1
        if not torch.cuda.is_available():
            print("error: no CUDA GPU for torch (torch.cuda.is_available() is False); --device cpu runs the emulator")
            return 1
    return 0 if _check_all(args.device, args.load) else 1


if __name__ == "__main__":
    sys.exit(main())
