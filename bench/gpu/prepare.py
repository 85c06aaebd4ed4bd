"""``bash bench/gpu_check.sh prepare``: compile, on this machine (CPU, MLIR), everything the GPU run
needs into a bundle folder (``build/gpu-bundle`` by default; see :mod:`bench.gpu.bundle`).

    python -m bench.gpu.prepare [--out DIR] [--chips sm_90a,sm_80] [--tune-budget N] [--jobs J]

The programs: one small kernel of each family with tirc's float64 reference for fixed random inputs
(``specs/families.yaml`` and a torch-mlir conv2d), the 4096^3 GEMMs and the LLM prefill/decode GEMMs
(``specs/square.yaml``, ``specs/llm.yaml``), each compiled for every chip with its static-model
estimates; the fused attentions (``specs/attention.yaml``: op specs, checked on the GPU against
torch's SDPA), each function with its AttentionProblem as tir-attention recorded it; the tirc.torch
smoke models; the scheduling DSL's seed matmul; the CMake example's C launcher; the LLM shapes
tuned with the static model and the candidates the tuner measured, compiled as rounds for the GPU to
time (:mod:`bench.gpu.tuning`). The folder is written next to the destination and moved there whole
at the end.

Attention kernels are new: a chip the attention program does not compile for does not stop the
bundle; the program records the error under ``errors`` for that chip and the run half reports it.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, replace
from datetime import datetime, UTC
from pathlib import Path
from typing import Any

import numpy as np

from bench.gpu.attention import problem_json
from bench.gpu import tuning
from bench.gpu.bundle import ATTENTION_GROUP, CHIPS, DEFAULT_FOLDER, FORMAT, INDEX, MAX_BYTES, Bundle, sha256
from tirc import __version__
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.emit.report import attention_estimates, kernel_attention, kernel_estimates
from tirc.frontend.opspec import ACC_DTYPES, DTYPES
from tirc.runtime.gpu_run import random_inputs
from tirc.runtime.plan import DEFAULT_DYNAMIC_SIZE, resolve_symbols
from tirc.reference import evaluate
from tirc.versions import MLIR_PACKAGE, package_version
from tirc.yamlload import load_yaml, read_yaml_file

REPO = Path(__file__).resolve().parents[2]
SPECS = Path(__file__).resolve().parent / "specs"
SEED = 0

CONV = "conv"   # the program exported with torch-mlir at prepare time (export_conv), carried as its .mlir
# program name -> (its op spec, the run step that executes it)
PROGRAMS: dict[str, tuple[Path | None, str]] = {
    "families": (SPECS / "families.yaml", "check"),
    CONV: (None, "check"),
    "square": (SPECS / "square.yaml", "bench-square"),
    "llm": (SPECS / "llm.yaml", "bench-llm"),
    "attention": (SPECS / "attention.yaml", ATTENTION_GROUP),
}
PROFILED = ("square:f16_nn_4096", "square:f16_nt_4096", "square:bf16_nt_4096", "square:s8_nt_4096")


def export_conv(path: Path) -> None:
    """torch-mlir's linalg for an f16 ``F.conv2d`` with bias, stride 1, padding 1 (implicit GEMM)."""
    import torch
    from torch_mlir import fx

    class Conv(torch.nn.Module):
        def forward(self, x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
            return torch.nn.functional.conv2d(x, w, b, padding=1)

    x, w, b = (torch.randn(*shape, dtype=torch.float16) for shape in ((2, 8, 13, 13), (24, 8, 3, 3), (24,)))
    with warnings.catch_warnings():   # torch.export's own use of a deprecated pytree API
        warnings.simplefilter("ignore", FutureWarning)
        exported = fx.export_and_import(Conv(), x, w, b, output_type="linalg-on-tensors", func_name="conv2d")
    path.write_text(str(exported))


def plain_gemms(source: Path) -> dict[str, dict[str, Any]]:
    """Op spec kernel -> the GEMM the GPU run checks with torch's float64 matmul (plain matmuls only),
    its types as tirc's element names (i8, not the spec's s8)."""
    if source.suffix != ".yaml":
        return {}
    gemms = {}
    for kernel in (load_yaml(read_yaml_file(source), str(source)) or {}).get("kernels", []):
        if kernel.get("op") != "matmul" or kernel.get("epilogue"):
            continue
        shape, dtype, layout = kernel["shape"], kernel["dtype"], kernel.get("layout") or {}
        a, c, acc = dtype["a"], dtype.get("c", dtype["a"]), dtype.get("acc", ACC_DTYPES[dtype["a"]][0])
        gemms[kernel["name"]] = {"m": shape["M"], "n": shape["N"], "k": shape["K"], "a": DTYPES[a].mlir,
                                 "c": DTYPES[c].mlir, "acc": DTYPES[acc].mlir,
                                 "a_layout": layout.get("a", "row"), "b_layout": layout.get("b", "row")}
    return gemms


def save_reference(result: CompileResult, plan: dict[str, Any], symbols: dict[str, int], tf32: bool,
                   path: Path) -> None:
    """Random inputs for ``plan`` (as ``tirc run`` draws them) and tirc's float64 reference of the
    input IR for them: values and error bounds, as ``input:``/``value:``/``bound:`` arrays."""
    inputs = random_inputs(result, plan, symbols, np.random.default_rng(SEED), {})
    ordered = [inputs[spec["name"]] for spec in plan["inputs"]]
    reference = evaluate(result.input.source, plan["name"], ordered, tf32=tf32)
    arrays = {f"input:{name}": np.asarray(value) for name, value in inputs.items()}
    for output, value, bound in zip(plan["outputs"], reference.results, reference.result_bounds):
        arrays[f"value:{output['name']}"] = np.asarray(value)
        arrays[f"bound:{output['name']}"] = np.zeros(np.shape(value)) if bound is None else \
            np.asarray(bound, np.float64)
    with path.open("wb") as file:
        np.savez_compressed(file, **arrays)


def error_line(error: Exception) -> str:
    """A compile error in one line: tirc's message, or the exception of an internal error."""
    if isinstance(error, TircError):
        return error.message.splitlines()[0]
    return f"internal compiler error: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"


def compile_program(name: str, source: Path, recorded_source: str, group: str, chips: tuple[str, ...],
                    out: Path, keep_going: bool = False) -> dict[str, Any]:
    """Compile ``source`` for each chip into ``out``/programs/``name``/: the index entry.
    ``keep_going``: a chip whose compile fails goes to the entry's ``errors`` (chip -> the error)
    instead of stopping the bundle."""
    folder = out / "programs" / name
    folder.mkdir(parents=True)
    gemms = plain_gemms(source)
    entry: dict[str, Any] = {"source": recorded_source, "group": group, "chips": {}, "functions": {}}
    references: dict[tuple[str, bool], str] = {}   # (function, tf32) -> file: chips with the same inputs share one
    for chip in chips:
        try:
            result = compile_input(str(source), CompileOptions(target=chip, emit="cubin", manifest=True, report=True,
                                                               remarks="off"))
        except Exception as error:   # TircError, or an internal error (a missing lowering)
            if not keep_going:
                raise
            entry.setdefault("errors", {})[chip] = error_line(error)
            continue
        assert result.manifest is not None
        files = {"cubin": f"programs/{name}/{chip}.cubin", "manifest": f"programs/{name}/{chip}.json",
                 "ptx": f"programs/{name}/{chip}.ptx"}
        ptx = combine_ptx(result.ptx)
        (out / files["cubin"]).write_bytes(result.payload)
        (out / files["ptx"]).write_text(ptx)
        if result.weights:
            files["weights"] = f"programs/{name}/{chip}.weights.bin"
            (out / files["weights"]).write_bytes(result.weights)
        (out / files["manifest"]).write_text(json.dumps(result.manifest, indent=1) + "\n")
        entry["chips"][chip] = files
        estimates = kernel_estimates(result)
        attention = attention_estimates(result) if group == ATTENTION_GROUP else {}
        problems = kernel_attention(result) if group == ATTENTION_GROUP else {}
        bodies = kernel_bodies(ptx)
        for plan in result.manifest["functions"]:
            symbols = resolve_symbols(plan, {}, DEFAULT_DYNAMIC_SIZE)
            function = entry["functions"].setdefault(plan["name"], {"symbols": symbols, "kernels": {}})
            launched = [step["kernel"] for step in plan["steps"] if step["op"] == "launch"]
            function["kernels"][chip] = {kernel: estimates[kernel] for kernel in launched if kernel in estimates}
            if group == ATTENTION_GROUP:
                function.setdefault("attention", {})[chip] = {kernel: attention[kernel] for kernel in launched
                                                              if kernel in attention}
                # The run half's reference computes the problem of the function's attention kernel.
                (problem,) = {problem for kernel, (problem, _) in problems.items() if kernel in launched}
                function["problem"] = problem_json(problem)
            if plan["name"] in gemms:
                function["gemm"] = gemms[plan["name"]]
            if group == "check":
                tf32 = any(".tf32" in bodies.get(kernel, "") for kernel in launched)
                if (plan["name"], tf32) not in references:
                    references[plan["name"], tf32] = f"programs/{name}/{plan['name']}{'.tf32' if tf32 else ''}.npz"
                    save_reference(result, plan, symbols, tf32, out / references[plan["name"], tf32])
                function.setdefault("reference", {})[chip] = references[plan["name"], tf32]
    return entry


@dataclass(frozen=True)
class Round:
    """One compile of the tuned spec with one candidate per workload (picklable: a worker's item)."""
    input: str
    options: CompileOptions            # as the tuner compiles a round: tuned = {workload: (knobs, source)}
    constants: dict[str, float]        # the model's constants of the tune


def compile_round(item: Round) -> dict[str, Any]:
    """Compile one round: its cubin, launch plan, weights and each workload's model cost (the
    tuner's own ``model_costs``, whose figures name the kernel and its PTX's digest)."""
    from tirc.tune.tuner import model_costs
    result = compile_input(item.input, item.options)
    assert result.manifest is not None
    return {"cubin": result.payload, "manifest": result.manifest, "weights": result.weights,
            "costs": model_costs(result, tuple(item.options.tuned), item.constants)}


def _launching(manifest: dict[str, Any]) -> dict[str, str]:
    """Kernel -> the function of the launch plan that launches it."""
    return {step["kernel"]: plan["name"] for plan in manifest["functions"] for step in plan["steps"]
            if step["op"] == "launch"}


def prepare_tuning(out: Path, chips: tuple[str, ...], budget: int = tuning.BUDGET, keep: int = tuning.KEEP,
                   jobs: int = 2, log: Any = print) -> dict[str, Any]:
    """The ``tuning`` entry of the index (:mod:`bench.gpu.tuning`): ``tirc tune --measure model`` of
    the LLM spec per chip into ``out``/tuning/model.db, then the candidates it measured (the
    model's best ``keep`` per workload and the heuristic's) compiled as rounds into
    ``out``/tuning/``chip``/. A round's kernel must be the one the tuner measured (same PTX)."""
    from tirc.tune.db import TuningDB
    from tirc.tune.executor import LocalExecutor
    from tirc.tune.tuner import CANDIDATE_SOURCE, TuneRequest, base_options, tune

    spec, _ = PROGRAMS[tuning.PROGRAM]
    assert spec is not None
    gemms = plain_gemms(spec)
    db_path = out / tuning.MODEL_DB
    db_path.parent.mkdir(parents=True)
    entry: dict[str, Any] = {"program": tuning.PROGRAM, "source": str(spec.relative_to(REPO)), "budget": budget,
                             "keep": keep, "db": tuning.MODEL_DB, "jsonl": tuning.MODEL_JSONL, "chips": {}}
    executor = LocalExecutor(jobs)
    try:
        for chip in chips:
            started = time.perf_counter()
            request = TuneRequest(input=str(spec), db=str(db_path), target=chip, budget=budget, jobs=jobs,
                                  measure="model")
            outcome = tune(request)
            failed = [f"{row.kernel}: {row.status}" for row in outcome.summaries if row.status.startswith("failed")]
            if failed:
                raise TircError(f"prepare: tirc tune {spec.name} --target {chip}: " + "; ".join(failed))
            with TuningDB(db_path) as db:
                records = {record.workload: record for record in db.records(chip)}
                (version, pipeline_hash), = {(r.tirc_version, r.pipeline_hash) for r in records.values()}
                measured: dict[str, list[tuple[str, dict[str, Any]]]] = {}
                for key, result in db.candidates():
                    if (key.target, key.tirc_version, key.pipeline_hash, key.measure) == \
                            (chip, version, pipeline_hash, "model") and key.workload in records:
                        measured.setdefault(key.workload, []).append((key.knobs_text, result))
            chip_entry = {"tirc_version": version, "pipeline_hash": pipeline_hash, "rounds": [], "workloads": {}}
            lists: dict[str, list[str]] = {}
            for workload, record in sorted(records.items()):
                heuristic = tuning.knobs_key(record.figures["heuristic"]["schedule"])
                ranked = sorted((seconds["seconds"], text) for text, seconds in measured[workload] if "seconds" in seconds)
                texts = [text for _, text in ranked[:keep]]
                if heuristic not in texts:
                    texts.append(heuristic)
                lists[workload] = texts
                results = dict(measured[workload])
                chip_entry["workloads"][workload] = {
                    "bucket": record.bucket, "kernel": record.figures["kernel"], "model_winner": record.schedule,
                    "emulated": record.figures.get("emulated"), "measured": len(measured[workload]),
                    "candidates": [{"knobs": json.loads(text), "round": index,
                                    "model_seconds": results[text]["seconds"],
                                    "model_rank": 1 + [t for _, t in ranked].index(text),
                                    "heuristic": text == heuristic, "figures": results[text]["figures"]}
                                   for index, text in enumerate(texts)]}
            # Round i: candidate i of every workload that has one, compiled as the tuner compiles a round.
            rounds = [Round(str(spec), replace(base_options(request), emit="cubin", manifest=True, report=True,
                                               tuned={w: (json.loads(texts[i]), CANDIDATE_SOURCE)
                                                      for w, texts in sorted(lists.items()) if i < len(texts)}),
                            dict(records[next(iter(records))].figures["constants"]))
                      for i in range(max(len(texts) for texts in lists.values()))]
            folder = out / "tuning" / chip
            folder.mkdir()
            chip_entry["rounds"] = [{} for _ in rounds]
            for index, compiled in executor.map(compile_round, rounds):
                files = {"cubin": f"tuning/{chip}/round{index}.cubin", "manifest": f"tuning/{chip}/round{index}.json"}
                (out / files["cubin"]).write_bytes(compiled["cubin"])
                (out / files["manifest"]).write_text(json.dumps(compiled["manifest"], indent=1) + "\n")
                if compiled["weights"]:
                    files["weights"] = f"tuning/{chip}/round{index}.weights.bin"
                    (out / files["weights"]).write_bytes(compiled["weights"])
                chip_entry["rounds"][index] = files
                functions = _launching(compiled["manifest"])
                for workload in rounds[index].options.tuned:
                    cost = compiled["costs"][workload]
                    unit = chip_entry["workloads"][workload]
                    candidate = unit["candidates"][index]
                    # The tuner's kernel, byte for byte (tirc numbers each kernel's labels on its own, so
                    # the other kernels of a round do not change its text). The figures kept are the round's.
                    if "error" in cost or cost["figures"]["ptx_sha256"] != candidate["figures"]["ptx_sha256"]:
                        raise TircError(f"prepare: {chip} round {index}: {workload}: not the kernel the tuner "
                                        f"measured ({cost.get('error', 'its PTX differs')})")
                    candidate["kernel"], candidate["figures"] = cost["figures"]["kernel"], cost["figures"]
                    unit["function"] = functions[candidate["kernel"]]
                    unit["gemm"] = gemms[unit["function"]]
            entry["chips"][chip] = chip_entry
            log(f"prepare: tuning: {chip}: {len(records)} workloads tuned with the model ({outcome.compiles} "
                f"compiles), {sum(len(t) for t in lists.values())} candidates in {len(rounds)} rounds "
                f"({time.perf_counter() - started:.0f} s)")
    finally:
        executor.close()
    with TuningDB(db_path) as db:
        db.export_jsonl(out / tuning.MODEL_JSONL)
    for leftover in (db_path.with_name(db_path.name + "-wal"), db_path.with_name(db_path.name + "-shm")):
        leftover.unlink(missing_ok=True)   # closed: the WAL is checkpointed into the file
    return entry


def run_python(arguments: list[str], what: str) -> None:
    """A step of this checkout's own Python (the tirc.torch smoke models, the DSL example)."""
    done = subprocess.run([sys.executable, *arguments], cwd=REPO, capture_output=True, text=True)
    if done.returncode != 0:
        raise TircError(f"prepare: {what} failed (exit {done.returncode}): "
                        f"{(done.stdout + done.stderr).strip().splitlines()[-1:] or ['no output']}")


def prepare_cmake(chips: tuple[str, ...], out: Path) -> None:
    """The CMake example's launcher (``tirc compile --emit=c``), its host program and a CMakeLists.txt
    that builds them without tirc."""
    folder = out / "cmake"
    folder.mkdir()
    run_python(["-m", "tirc", "compile", "examples/cmake/gemm.yaml", "--emit=c", "-o", str(folder / "gemm"),
                "--target", ",".join(chips), "--remarks", "off"], "the C launcher of examples/cmake/gemm.yaml")
    shutil.copy(REPO / "examples" / "cmake" / "main.c", folder / "main.c")
    shutil.copy(Path(__file__).resolve().parent / "cmake" / "CMakeLists.txt", folder / "CMakeLists.txt")


def commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def prepare(out: Path, chips: tuple[str, ...] = CHIPS, log: Any = print, tune_budget: int = tuning.BUDGET,
            jobs: int = 2) -> Bundle:
    """Write the bundle to ``out`` (replacing it); returns it, verified. ``tune_budget``: the LLM
    shapes' ``tirc tune --budget``; ``jobs``: the processes compiling the tuner's candidates."""
    out = out.resolve()
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    started = time.perf_counter()
    programs = {}
    with tempfile.TemporaryDirectory(prefix="tirc-bundle-") as scratch:
        for name, (spec, group) in PROGRAMS.items():
            if spec is None:
                source, recorded = Path(scratch) / "conv2d.mlir", f"programs/{name}/conv2d.mlir"
                export_conv(source)
            else:
                source, recorded = spec, str(spec.relative_to(REPO))
            programs[name] = compile_program(name, source, recorded, group, chips, partial,
                                             keep_going=group == ATTENTION_GROUP)
            if spec is None:
                shutil.copy(source, partial / recorded)
            failed = "".join(f"; not compiled for {chip}: {error}"
                             for chip, error in programs[name].get("errors", {}).items())
            log(f"prepare: {name}: {len(programs[name]['functions'])} functions for {', '.join(chips)} "
                f"({time.perf_counter() - started:.0f} s){failed}")
    run_python(["-m", "tirc.torch.smoke", "--save", str(partial / "torch"), "--chips", ",".join(chips)],
               "the tirc.torch smoke models")
    log(f"prepare: tirc.torch smoke models ({time.perf_counter() - started:.0f} s)")
    run_python(["examples/tensorir/matmul.py", "--save", str(partial / "tensorir"), "--chips", ",".join(chips)],
               "the DSL's seed matmul")
    log(f"prepare: the DSL's seed matmul ({time.perf_counter() - started:.0f} s)")
    prepare_cmake(chips, partial)
    tuned = prepare_tuning(partial, chips, budget=tune_budget, jobs=jobs, log=log)
    files = {str(path.relative_to(partial)): {"sha256": sha256(path), "bytes": path.stat().st_size}
             for path in sorted(partial.rglob("*")) if path.is_file()}
    index = {"format": FORMAT, "tirc_version": __version__, "commit": commit(),
             "created_utc": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
             "mlir": package_version(MLIR_PACKAGE), "chips": list(chips), "programs": programs,
             "torch": "torch", "tensorir": "tensorir", "cmake": "cmake",
             "sanitize": [f"families:{function}" for function in programs["families"]["functions"]]
                         + [f"{CONV}:{function}" for function in programs[CONV]["functions"]],
             "profile": list(PROFILED), "tuning": tuned, "files": files}
    (partial / INDEX).write_text(json.dumps(index, indent=1) + "\n")
    bundle = Bundle.load(partial)
    if bundle.total_bytes > MAX_BYTES:
        raise TircError(f"prepare: the bundle has {bundle.total_bytes / 2**20:.1f} MiB, over the "
                        f"{MAX_BYTES // 2**20} MiB that travel to the GPU machine")
    size = bundle.total_bytes
    shutil.rmtree(out, ignore_errors=True)
    partial.rename(out)
    log(f"prepare: wrote {out} ({size / 2**20:.1f} MiB, {len(files) + 1} files, {time.perf_counter() - started:.0f} s)")
    return Bundle.load(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/gpu_check.sh prepare", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / DEFAULT_FOLDER,
                        help="the bundle folder (default: %(default)s)")
    parser.add_argument("--chips", default=",".join(CHIPS), help="targets to compile for (default: %(default)s)")
    parser.add_argument("--tune-budget", type=int, default=tuning.BUDGET,
                        help="tirc tune --budget for the LLM shapes (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=2, help="processes compiling candidates (default: %(default)s)")
    args = parser.parse_args(argv)
    chips = tuple(chip.strip() for chip in args.chips.split(",") if chip.strip())
    try:
        prepare(args.out, chips, tune_budget=args.tune_budget, jobs=args.jobs)
    except TircError as error:
        print(f"error: {error.message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
