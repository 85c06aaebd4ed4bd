"""tirc vs Triton on memory-bound programs, both run in tirc's PTX emulator: the table of
``bench/compare_triton.py --memory-bound`` (see its docstring for the command line).

A memory-bound kernel is as fast as the bytes it moves, so the table counts bytes. Each program
is written twice at the same [rows, cols] (f16): as a small torch module that torch-mlir exports
to linalg (what tirc compiles, with its weights as constants: tirc's weights), and as a Triton
kernel of ``bench/triton_rowwise.py`` (its weights as pointer arguments). Both are compiled for
sm_80, run on random inputs in the emulator (race checking on) and checked against float64
references, and per side the table gives: kernels launched, global bytes loaded and stored (what
the kernels requested), the ideal (every input and weight read once, every output written once:
tirc.runtime.traffic.ideal_traffic for tirc's plan, the same tensors for Triton), their ratio, the
DRAM bytes of the emulator's perfect-L2 model (the distinct 32-byte sectors each kernel touches:
a weight every block re-reads counts once, as an L2 serves the re-reads) and their ratio to the
ideal, the 32-byte sectors of the warp-level accesses, warp instructions x 32 per element of the [rows, cols] input (an
instruction count per element, as if every lane were busy), the static count of global load and
store instructions in the SASS of the linked cubin (nvdisasm) by width (``LDG.E.128`` moves 16
bytes per thread, ``LDG.E`` 4, ``LDG.E.U16`` 2) and the most registers a kernel of the program
uses (nvJitLink).
"""

from __future__ import annotations

import tempfile
import warnings
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tirc.driver import CompileOptions, compile_input
from tirc.emit.cubin import link_ptx
from tirc.emit.sass import disassemble, parse_sass
from tirc.runtime.execute import compiled_for_run, emulate_compiled
from tirc.runtime.traffic import Traffic, format_bytes, tensor_bytes

DEFAULT_ROWS, DEFAULT_COLS = 64, 1024
TARGET = "sm_80"
COLUMNS = ("program", "side", "kernels", "loaded", "stored", "ideal", "ratio", "DRAM", "DRAM ratio", "sectors", "instr/elem",
           "SASS loads", "SASS stores", "registers")


# ---------------------------------------------------------------------------------------------
# tirc's side: torch modules, exported with torch-mlir


def _torch_programs() -> dict[str, Callable[[int], Any]]:
    """Program name -> a maker of its torch module for ``cols`` columns (f16, seeded weights)."""
    import torch
    from torch import nn
    from torch.nn import functional

    from bench.triton_rowwise import LAYERNORM_EPS, RMSNORM_EPS

    def layer_norm(cols: int) -> nn.LayerNorm:
        # Weights that are not all ones and zeros: splat constants fold into the kernels, and a
        # model's weights are read from memory.
        norm = nn.LayerNorm(cols, eps=LAYERNORM_EPS)
        nn.init.uniform_(norm.weight, 0.5, 1.5)
        nn.init.uniform_(norm.bias, -0.5, 0.5)
        return norm

    class Softmax(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.softmax(x, dim=-1)

    class AddLayerNorm(nn.Module):
        def __init__(self, cols: int) -> None:
            super().__init__()
            self.norm = layer_norm(cols)

        def forward(self, x: torch.Tensor, r: torch.Tensor) -> torch.Tensor:
            return self.norm(x + r)

    class RMSNorm(nn.Module):
        """Llama's: the statistics in f32, the weight applied in the input's type."""

        def __init__(self, cols: int) -> None:
            super().__init__()
            self.weight = nn.Parameter(torch.rand(cols) + 0.5)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            wide = x.float()
            return self.weight * (wide * torch.rsqrt(wide.pow(2).mean(-1, keepdim=True) + RMSNORM_EPS)).to(x.dtype)

    class GeluMul(nn.Module):
        def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
            return functional.gelu(g) * u

    class SiluMul(nn.Module):
        def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
            return functional.silu(g) * u

    class RowSum(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x.sum(-1)

    class ColMean(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x.mean(0)

    return {"softmax": lambda cols: Softmax(), "layernorm": layer_norm, "add_layernorm": AddLayerNorm,
            "rmsnorm": RMSNorm, "gelu_mul": lambda cols: GeluMul(), "silu_mul": lambda cols: SiluMul(),
            "row_sum": lambda cols: RowSum(), "col_mean": lambda cols: ColMean()}


def export_program(name: str, rows: int, cols: int) -> str:
    """Program ``name`` at [rows, cols] (f16) as linalg-on-tensors MLIR text (torch-mlir)."""
    import torch
    from torch_mlir import fx

    from bench.triton_rowwise import PROGRAMS

    torch.manual_seed(0)
    module = _torch_programs()[name](cols).to(torch.float16)
    inputs = [torch.rand(rows, cols, dtype=torch.float16) for argument, shape in PROGRAMS[name].inputs
              if shape == "matrix"]   # the "row" inputs are the module's weights
    with warnings.catch_warnings():
        # torch.export's own use of a deprecated pytree API, not something these modules do.
        warnings.simplefilter("ignore", FutureWarning)
        return str(fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name))


# ---------------------------------------------------------------------------------------------
# Both sides' rows


@dataclass(frozen=True)
class Side:
    """What one side's kernels did for a program (see the module docstring)."""
    program: str
    side: str
    kernels: int
    loaded: int
    stored: int
    ideal: Traffic
    dram: int                  # bytes of the distinct sectors each kernel touched, summed
    sectors: int
    instructions_per_element: float
    loads: Counter[str]        # SASS global load opcode (with its width modifiers) -> static count
    stores: Counter[str]
    registers: int

    @property
    def ratio(self) -> float:
        return (self.loaded + self.stored) / self.ideal.total

    @property
    def dram_ratio(self) -> float:
        return self.dram / self.ideal.total


def sass_memory_ops(cubin: bytes) -> tuple[Counter[str], Counter[str]]:
    """Static counts of global loads (LDG) and stores (STG) in every kernel of ``cubin``, by opcode
    with its modifiers (the width: .128, .64, none for 32 bits, .U16 ...)."""
    loads: Counter[str] = Counter()
    stores: Counter[str] = Counter()
    for function in parse_sass(disassemble(cubin)).values():
        for instruction in function.instructions:
            if instruction.opcode in ("LDG", "STG"):
                (loads if instruction.opcode == "LDG" else stores)[instruction.opcode + instruction.modifiers] += 1
    return loads, stores


def tirc_side(name: str, rows: int, cols: int, folder: Path) -> Side:
    """Export, compile and emulate program ``name`` with tirc; its outputs must match the reference."""
    path = folder / f"{name}.mlir"
    path.write_text(export_program(name, rows, cols))
    compiled = compile_input(str(path), CompileOptions(target=TARGET, emit="ptx", manifest=True, remarks="off"))
    assert compiled.link is not None   # a manifest links the kernels (their registers)
    (run,) = emulate_compiled(compiled_for_run(compiled), str(path))
    if not run.ok:
        raise AssertionError(f"tirc's {name} does not match the reference: {run.checks}")
    assert run.stats is not None and run.ideal is not None
    loads, stores = sass_memory_ops(compiled.link.cubin)
    return Side(name, "tirc", len(run.launches), run.stats.global_load_bytes, run.stats.global_store_bytes,
                run.ideal, run.stats.dram_bytes, run.stats.global_sectors, run.stats.warp_instructions * 32 / (rows * cols), loads, stores,
                max(kernel.registers for kernel in compiled.link.kernels.values()))


def triton_side(name: str, rows: int, cols: int) -> Side:
    """Compile and emulate the Triton kernel of program ``name``; its output must match the reference."""
    from bench.triton_rowwise import close_enough, compile_program, run_program

    launch = compile_program(name, rows, cols)
    run = run_program(name, launch, rows, cols)
    if not close_enough(run.output, run.reference):
        raise AssertionError(f"Triton's {name} does not match the reference")
    linked = link_ptx([launch.kernel.ptx], TARGET)
    loads, stores = sass_memory_ops(linked.cubin)
    ideal = Traffic(sum(tensor_bytes("f16", value.shape) for value in run.inputs.values()),
                    tensor_bytes("f16", run.output.shape))
    stats = run.stats
    return Side(name, "Triton", 1, stats.global_load_bytes, stats.global_store_bytes, ideal, stats.dram_bytes,
                stats.global_sectors,
                stats.warp_instructions * 32 / (rows * cols), loads, stores,
                linked.kernels[launch.kernel.name].registers)


def _opcodes(counts: Counter[str]) -> str:
    return ", ".join(f"{opcode} {count}" for opcode, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def side_cells(side: Side) -> list[str]:
    return [side.program, side.side, str(side.kernels), format_bytes(side.loaded), format_bytes(side.stored),
            format_bytes(side.ideal.total), f"{side.ratio:.2f}x", format_bytes(side.dram), f"{side.dram_ratio:.2f}x",
            f"{side.sectors:,}",
            f"{side.instructions_per_element:.1f}", _opcodes(side.loads) or "-", _opcodes(side.stores) or "-",
            str(side.registers)]


def memory_bound_table(rows: int, cols: int, programs: list[str] | None = None) -> list[str]:
    """The Markdown table of the module docstring: one tirc and one Triton row per program."""
    from bench.triton_rowwise import PROGRAMS

    names = programs or list(PROGRAMS)
    unknown = [name for name in names if name not in PROGRAMS]
    if unknown:
        raise ValueError(f"unknown programs {', '.join(unknown)}; known: {', '.join(PROGRAMS)}")
    lines = [f"Memory-bound programs, f16 [{rows}, {cols}], {TARGET}, run in tirc's emulator: global bytes the kernels "
             "requested against the ideal (inputs and weights read once, outputs written once); DRAM = distinct 32-byte "
             "sectors per kernel (a perfect L2 within a kernel); instr/elem = warp "
             "instructions x 32 / elements; SASS: static LDG/STG counts of the linked cubin", "",
             "| " + " | ".join(COLUMNS) + " |", "|" + "|".join("---" for _ in COLUMNS) + "|"]
    with tempfile.TemporaryDirectory(prefix="tirc-memory-bound-") as folder:
        for name in names:
            for side in (tirc_side(name, rows, cols, Path(folder)), triton_side(name, rows, cols)):
                lines.append("| " + " | ".join(side_cells(side)) + " |")
    return lines
