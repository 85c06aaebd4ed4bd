"""bench/gpu_check.sh in two halves: ``prepare`` writes a bundle here (once per session, shared by
these tests), and the run half works from it with ``mlir`` unimportable, as on the GPU machine:
its dry run lists every step, its check step runs the bundle's kernels in the emulator against the
references it carries, and every entry point that needs a GPU ends in tirc's "no CUDA GPU" error."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench.gpu.attention import make_problem
from bench.gpu.bundle import CHIPS, INDEX, MAX_BYTES, Bundle, BundleError
from bench.gpu.run import markdown_table, ncu_rows, steps

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "bench" / "gpu_check.sh"
NO_MLIR = REPO / "tests" / "support" / "no_mlir"
STEPS = ["env", "check", "bench-square", "attention", "torch-smoke", "tensorir", "cmake", "bench-llm", "tune-llm",
         "racecheck", "memcheck", "profile"]
TUNE_BUDGET = 2    # the LLM shapes' tune at prepare time: the heuristic and one more candidate each, to keep it short


def without_mlir() -> dict[str, str]:
    """The environment of the GPU machine's Python: this checkout importable, ``mlir`` not."""
    return {**os.environ, "PYTHONPATH": f"{NO_MLIR}{os.pathsep}{REPO}", "PYTHON": sys.executable}


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("gpu") / "bundle"
    done = subprocess.run(["bash", str(SCRIPT), "prepare", "--out", str(folder), "--tune-budget", str(TUNE_BUDGET)],
                          cwd=REPO, capture_output=True, text=True, timeout=2700)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"prepare: wrote {folder}" in done.stdout
    return folder


def test_script_parses() -> None:
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)


def test_prepare_writes_a_bundle_with_sm90a_cubins_within_its_size(bundle: Path) -> None:
    loaded = Bundle.load(bundle)          # every file there, with its recorded hash
    assert loaded.total_bytes <= MAX_BYTES
    index = loaded.index
    assert index["chips"] == list(CHIPS)
    assert set(index["programs"]) == {"families", "conv", "square", "llm", "attention"}
    for name, program in index["programs"].items():
        for chip in CHIPS:
            if chip in program.get("errors", {}):   # an attention the kernels cannot build yet
                assert program["group"] == "attention" and chip not in program["chips"]
                continue
            cubin = bundle / program["chips"][chip]["cubin"]
            assert cubin.read_bytes()[:4] == b"\x7fELF", (name, chip)
            manifest = json.loads((bundle / program["chips"][chip]["manifest"]).read_text())
            assert manifest["target"]["chip"] == chip
    square = index["programs"]["square"]["functions"]
    assert set(square) == {"f16_nn_4096", "f16_nt_4096", "bf16_nn_4096", "bf16_nt_4096", "s8_nt_4096"}
    assert square["f16_nt_4096"]["gemm"] == {"m": 4096, "n": 4096, "k": 4096, "a": "f16", "c": "f16", "acc": "f32",
                                             "a_layout": "row", "b_layout": "col"}
    (estimate,) = square["f16_nt_4096"]["kernels"]["sm_90a"].values()
    assert "wgmma" in estimate["schedule"] and estimate["facts"]["spill_bytes"] == 0
    assert 0 < estimate["estimate"]["seconds"] < 1e-2
    assert len(index["programs"]["llm"]["functions"]) == 16
    families = index["programs"]["families"]["functions"]
    assert all(function["reference"]["sm_90a"].endswith(".npz") for function in families.values())
    assert [target for target in index["sanitize"] if target.startswith("families:")] == \
        [f"families:{name}" for name in families]
    for folder in ("torch/mlp", "torch/transformer-block", "tensorir/matmul_4096x4096x4096"):
        assert (bundle / folder / "sm_90a.cubin").stat().st_size > 0, folder
    assert {path.name for path in (bundle / "cmake").iterdir()} >= {"gemm.c", "gemm.h", "main.c", "CMakeLists.txt"}


def test_prepare_tunes_the_llm_shapes_and_bundles_the_measured_candidates(bundle: Path, tmp_path: Path) -> None:
    """The tuning entry: per chip, every LLM workload with the candidates the model tune measured
    (the heuristic's among them), ranked by the model; each candidate's kernel in its round's cubin,
    launched by the workload's function; the model database's records carried and exported."""
    from bench.gpu.tuning import MODEL_DB, MODEL_JSONL, knobs_key
    from tirc.tune.db import TuningDB

    loaded = Bundle.load(bundle)
    entry = loaded.index["tuning"]
    assert entry["program"] == "llm" and entry["budget"] == TUNE_BUDGET and set(entry["chips"]) == set(CHIPS)
    copy = tmp_path / "model.db"            # read a copy: opening the carried file would touch it
    copy.write_bytes((bundle / MODEL_DB).read_bytes())
    assert not (bundle / (MODEL_DB + "-wal")).exists()
    with TuningDB(copy) as db:
        records = {(record.target, record.workload): record for record in db.records()}
    assert len(records) == 16 * len(CHIPS) and all(record.source == "model" for record in records.values())
    assert len((bundle / MODEL_JSONL).read_text().splitlines()) == len(records)
    functions = loaded.index["programs"]["llm"]["functions"]
    for chip, tuned in entry["chips"].items():
        assert len(tuned["workloads"]) == 16 and 1 <= len(tuned["rounds"]) <= TUNE_BUDGET
        manifests = [json.loads((bundle / files["manifest"]).read_text()) for files in tuned["rounds"]]
        for files in tuned["rounds"]:
            assert (bundle / files["cubin"]).read_bytes()[:4] == b"\x7fELF"
        for workload, unit in tuned["workloads"].items():
            record = records[chip, workload]
            assert (tuned["tirc_version"], tuned["pipeline_hash"]) == (record.tirc_version, record.pipeline_hash)
            assert unit["model_winner"] == record.schedule and unit["emulated"]["ok"]
            assert unit["function"] in functions and unit["gemm"] == functions[unit["function"]]["gemm"]
            candidates = unit["candidates"]
            assert [c["heuristic"] for c in candidates].count(True) == 1
            assert knobs_key(next(c for c in candidates if c["heuristic"])["knobs"]) == \
                knobs_key(record.figures["heuristic"]["schedule"])
            assert [c["round"] for c in candidates] == list(range(len(candidates)))
            assert len({knobs_key(c["knobs"]) for c in candidates}) == len(candidates) <= unit["measured"]
            assert min(c["model_rank"] for c in candidates) == 1
            assert record.schedule in [c["knobs"] for c in candidates]
            for candidate in candidates:
                assert candidate["model_seconds"] == candidate["figures"]["estimate"]["seconds"] > 0
                (plan,) = [plan for plan in manifests[candidate["round"]]["functions"]
                           if plan["name"] == unit["function"]]
                assert candidate["kernel"] in {step["kernel"] for step in plan["steps"] if step["op"] == "launch"}


def test_the_tune_steps_records_are_what_tirc_compile_tuning_db_takes(bundle: Path, tmp_path: Path) -> None:
    """The key and schedule of the records the tune-llm step writes (here from the model's own
    estimates standing in for GPU times: this checks the records, not the timing) make ``tirc
    compile --tuning-db`` compile each workload's chosen candidate: the kernel prepare compiled in
    that candidate's round, byte for byte (each kernel's labels are numbered on their own, so the
    other kernels of the round do not change its text)."""
    from bench.gpu.tuning import Timing, gpu_records, knobs_key
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import kernel_bodies
    from tirc.schedule.workload import kernel_tuning
    from tirc.tune.db import TuningDB
    from tirc.tune.tuner import CANDIDATE_SOURCE

    def bodies(options: CompileOptions) -> tuple[dict[str, str], Any]:
        result = compile_input(str(REPO / entry["source"]), options)
        text = "\n".join(module.text for module in result.ptx)    # as the tuner digests a kernel
        return kernel_bodies(text), result

    entry = Bundle.load(bundle).index["tuning"]
    tuned = entry["chips"]["sm_80"]
    stand_in = {workload: {knobs_key(c["knobs"]): Timing(c["model_seconds"], c["model_seconds"], c["model_seconds"],
                                                          1, 0, True, "ok") for c in unit["candidates"]}
                for workload, unit in tuned["workloads"].items()}
    records, rows = gpu_records("sm_80", tuned, stand_in, "NVIDIA H200", "2026-12-03")
    assert len(records) == len(tuned["workloads"]) == len(rows)
    db_path = tmp_path / "tuning.db"
    with TuningDB(db_path) as db:
        for record in records:
            db.put(record)
    from_db, result = bodies(CompileOptions(target="sm_80", emit="cubin", manifest=True, remarks="off",
                                            tuning_db=str(db_path)))
    with result.input.module.context:
        sources = kernel_tuning(result.input.module)
    rounds: dict[int, dict[str, str]] = {}
    for record in records:
        kernel = record.figures["kernel"]
        assert sources[kernel].workload == record.workload
        assert sources[kernel].source == "tuning database: gpu, NVIDIA H200, 2026-12-03"
        (chosen,) = [c for c in tuned["workloads"][record.workload]["candidates"] if c["knobs"] == record.schedule]
        if chosen["round"] not in rounds:   # the round as prepare compiled it
            tuned_round = {w: (c["knobs"], CANDIDATE_SOURCE) for w, unit in tuned["workloads"].items()
                           for c in unit["candidates"] if c["round"] == chosen["round"]}
            rounds[chosen["round"]] = bodies(CompileOptions(target="sm_80", emit="cubin", manifest=True,
                                                            remarks="off", tuned=tuned_round))[0]
        assert from_db[kernel] == rounds[chosen["round"]][kernel], kernel


def test_a_changed_file_is_refused(bundle: Path, tmp_path: Path) -> None:
    copy = tmp_path / "bundle"
    subprocess.run(["cp", "-r", str(bundle), str(copy)], check=True)
    cubin = copy / Bundle.load(copy).index["programs"]["square"]["chips"]["sm_90a"]["cubin"]
    data = cubin.read_bytes()
    cubin.write_bytes(data[:-1] + bytes([data[-1] ^ 0xFF]))
    with pytest.raises(BundleError, match=r"1 file\(s\) do not match bundle.json: programs/square/sm_90a.cubin"):
        Bundle.load(copy)
    (copy / INDEX).write_text(json.dumps({"format": "tirc.gpu-bundle/0"}))
    with pytest.raises(BundleError, match="format 'tirc.gpu-bundle/0'"):
        Bundle.load(copy)


def test_dry_run_lists_every_step_without_mlir(bundle: Path) -> None:
    done = subprocess.run(["bash", str(SCRIPT), "run", "--dry-run", str(bundle)], cwd=REPO, capture_output=True,
                          text=True, timeout=60, env=without_mlir())
    assert done.returncode == 0, done.stdout + done.stderr
    listed = re.findall(r"^step (\S+) \(timeout (\d+)s\): (.*)$", done.stdout, re.MULTILINE)
    assert [name for name, _, _ in listed] == STEPS
    commands = {name: command for name, _, command in listed}
    assert commands["torch-smoke"].endswith(f"-m tirc.torch.smoke --device cuda --load {bundle}/torch")
    assert commands["tensorir"].endswith(f"examples/tensorir/matmul.py --device cuda --load {bundle}/tensorir")
    assert f"cmake -S {bundle}/cmake" in commands["cmake"]
    assert all(int(limit) <= 90 for _, limit, _ in listed)
    assert commands["tune-llm"].endswith(f"-m bench.gpu.run tune {bundle} --work build/gpu-check --results bench/results")
    assert "report: bench/results/<gpu>-<date>.md" in done.stdout
    only = subprocess.run(["bash", str(SCRIPT), "run", "--dry-run", "--only", "profile", str(bundle)], cwd=REPO,
                          capture_output=True, text=True, timeout=60, env=without_mlir())
    assert re.findall(r"^step (\S+)", only.stdout, re.MULTILINE) == ["profile"]


def test_usage_errors() -> None:
    for arguments, message in ((["--fast"], "unknown command '--fast'"), (["run", "--fast"], "unknown option '--fast'"),
                               (["run", "--dry-run", "/nonexistent"], "no bundle index")):
        done = subprocess.run(["bash", str(SCRIPT), *arguments], capture_output=True, text=True, timeout=60,
                              env=without_mlir())
        assert done.returncode in (1, 2) and message in done.stderr, (arguments, done.stderr)


@pytest.mark.parametrize("chip", CHIPS)
def test_the_check_step_passes_in_the_emulator_without_mlir(bundle: Path, chip: str, tmp_path: Path) -> None:
    """The check programs' PTX, with the bundle's inputs, against the references computed at
    prepare time, race checking on: the run half's check step, with the emulator as its device."""
    done = subprocess.run([sys.executable, "-m", "bench.gpu.run", "check", str(bundle), "--work", str(tmp_path),
                           "--emulate", chip], cwd=REPO, capture_output=True, text=True, timeout=300,
                          env=without_mlir())
    assert done.returncode == 0, done.stdout + done.stderr
    section = (tmp_path / "check.md").read_text()
    functions = re.findall(r"^\| (\w+:\w+) \|.*: ok \|$", section, re.MULTILINE)
    families = Bundle.load(bundle).index["programs"]["families"]["functions"]
    assert functions == [f"families:{name}" for name in families] + ["conv:conv2d"]
    if chip == "sm_90a":
        assert "wgmma warpgroup" in section and "split-K 4" in section


ENTRY_POINTS = {
    "env": ["-m", "bench.gpu.run", "env", "{bundle}", "--work", "{work}"],
    "check": ["-m", "bench.gpu.run", "check", "{bundle}", "--work", "{work}"],
    "bench-square": ["-m", "bench.gpu.run", "bench", "{bundle}", "--group", "bench-square", "--work", "{work}"],
    "bench-llm": ["-m", "bench.gpu.run", "bench", "{bundle}", "--group", "bench-llm", "--work", "{work}"],
    "attention": ["-m", "bench.gpu.run", "attention", "{bundle}", "--work", "{work}"],
    "tune-llm": ["-m", "bench.gpu.run", "tune", "{bundle}", "--work", "{work}", "--results", "{work}"],
    "exec": ["-m", "bench.gpu.run", "exec", "{bundle}", "--function", "square:f16_nt_4096"],
    "racecheck": ["-m", "bench.gpu.run", "sanitize", "{bundle}", "--tool", "racecheck", "--work", "{work}"],
    "memcheck": ["-m", "bench.gpu.run", "sanitize", "{bundle}", "--tool", "memcheck", "--work", "{work}"],
    "profile": ["-m", "bench.gpu.run", "profile", "{bundle}", "--work", "{work}"],
    "torch-smoke": ["-m", "tirc.torch.smoke", "--device", "cuda", "--load", "{bundle}/torch"],
    "tensorir": ["examples/tensorir/matmul.py", "--device", "cuda", "--load", "{bundle}/tensorir"],
}


@pytest.mark.parametrize("name", ENTRY_POINTS)
def test_run_half_entry_points_end_in_no_cuda_gpu_without_mlir(bundle: Path, name: str, tmp_path: Path) -> None:
    from tirc.runtime.cuda_device import cuda_available
    if cuda_available():
        pytest.skip("a GPU is present: the entry points run for real")
    arguments = [part.format(bundle=bundle, work=tmp_path) for part in ENTRY_POINTS[name]]
    done = subprocess.run([sys.executable, *arguments], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env=without_mlir())
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "no CUDA GPU" in output and "Traceback" not in output and "ImportError" not in output, output


def test_the_whole_run_without_a_gpu_reports_every_step(bundle: Path, tmp_path: Path) -> None:
    """Here every GPU step fails at once; the C launcher builds with this machine's cmake and says
    it has no driver; the report lists every step, and the run exits 1."""
    from tirc.runtime.cuda_device import cuda_available
    if cuda_available():
        pytest.skip("a GPU is present: the whole run would take minutes")
    results = tmp_path / "results"
    done = subprocess.run(["bash", str(SCRIPT), "run", "--results", str(results), "--work", str(tmp_path / "work"),
                           str(bundle)], cwd=REPO,
                          capture_output=True, text=True, timeout=400, env=without_mlir())
    assert done.returncode == 1, done.stdout + done.stderr
    (report,) = results.glob("*.md")
    text = report.read_text()
    table = dict(re.findall(r"^\| ([\w-]+) \| (ok|failed \(exit \d+\)) \|", text, re.MULTILINE))
    assert list(table) == STEPS
    assert table["cmake"] == "ok" and "no CUDA driver: skipping" in text
    assert all(status == "failed (exit 1)" for step, status in table.items() if step != "cmake")
    assert "no CUDA GPU" in text and "## Machine and bundle" in text
    assert done.stdout.rstrip().endswith(f"wrote {report}")


def test_steps_fit_the_budget_and_name_their_tools() -> None:
    listed = steps("B", "W", "python3")
    assert [step.name for step in listed] == STEPS
    assert all(step.what for step in listed)


def test_ncu_csv_rows_and_markdown() -> None:
    raw = ('==PROF== Connected to process 1\n"ID","Kernel Name","gpu__time_duration.sum"\n'
           '"","","nsecond"\n"0","f16_nn_4096_gemm0","171000"\n"1","f16_nt_4096_gemm1","169000"\n')
    assert [(row["Kernel Name"], row["gpu__time_duration.sum"]) for row in ncu_rows(raw)] == \
        [("f16_nn_4096_gemm0", "171000"), ("f16_nt_4096_gemm1", "169000")]
    assert ncu_rows("==ERROR== no kernels were profiled") == []
    assert markdown_table(["a", "b"], [["x|y", 1]]) == "| a | b |\n|---|---|\n| x/y | 1 |"


@pytest.mark.parametrize("function", ["split_k_f16_decode", "s8_nt"])
def test_the_bench_gemm_reference_accepts_the_emulated_kernel(bundle: Path, function: str) -> None:
    """The bench step's torch float64 GEMM and its bound (run here on CPU tensors) against a plain
    GEMM of the bundle run in the emulator: the layouts, the wrap of integers and the bound hold."""
    import numpy as np
    import torch

    from bench.gpu.run import checked_rows, gemm_reference
    from tirc.runtime.checks import compare
    from tirc.runtime.emulator import PtxModule
    from tirc.runtime.plan import execute
    from tirc.runtime.plan_emulator import PlanEmulator

    loaded = Bundle.load(bundle)
    entry = loaded.index["programs"]["families"]["functions"][function]
    manifest, _, _ = loaded.program_files("families", "sm_90a")
    (plan,) = [plan for plan in manifest["functions"] if plan["name"] == function]
    data = np.load(loaded.path(entry["reference"]["sm_90a"]))
    inputs = {spec["name"]: data[f"input:{spec['name']}"] for spec in plan["inputs"]}
    ptx = loaded.path(loaded.index["programs"]["families"]["chips"]["sm_90a"]["ptx"]).read_text()
    run = execute(plan, PlanEmulator(PtxModule.parse(ptx)), inputs, entry["symbols"])
    (output,) = plan["outputs"]
    rows = checked_rows(entry["gemm"]["m"])
    assert list(rows) == list(range(entry["gemm"]["m"]))
    value, bound = gemm_reference(entry["gemm"], *(torch.from_numpy(inputs[spec["name"]]) for spec in plan["inputs"]),
                                  rows)
    check = compare(output["name"], output["dtype"], run.outputs[output["name"]], value, bound)
    assert check.ok, check
    assert np.all(bound <= np.maximum(data[f"bound:{output['name']}"], 0) + 1e-300) or output["dtype"] == "i32"
    assert len(checked_rows(4096)) == 256 and {0, 4095} <= set(checked_rows(4096))


# -- the attention step ---------------------------------------------------------------------------


# The functions of specs/attention.yaml and the problems their op specs state.
ATTENTION_CASES = {
    "attention_b2h8s1000d128": make_problem(2, 8, 1000, 1000, 128),
    "attention_b2h8s1000d128_causal": make_problem(2, 8, 1000, 1000, 128, "top_left"),
    "attention_decode_gqa_h32kv8s4096d128": make_problem(2, 32, 1, 4096, 128, kv_heads=8),
}


def compile_attention_program(out: Path) -> dict[str, Any]:
    from bench.gpu.prepare import PROGRAMS, compile_program

    spec, group = PROGRAMS["attention"]
    assert spec is not None and group == "attention"
    return compile_program("attention", spec, "bench/gpu/specs/attention.yaml", group, CHIPS, out, keep_going=True)


def test_prepare_compiles_the_attention_specs(tmp_path: Path) -> None:
    """The prepare half's attention program alone: for each chip the cubin and, per function, the
    launch plan (Q, K, V of the problem's shapes in; O out), the problem tir-attention recorded
    and its attention kernel's estimate (the split-KV combine kernel is no attention kernel)."""
    from bench.gpu.attention import problem_from_json, shapes

    entry = compile_attention_program(tmp_path)
    assert "errors" not in entry and set(entry["chips"]) == set(CHIPS), entry.get("errors")
    assert list(entry["functions"]) == list(ATTENTION_CASES)
    for chip, files in entry["chips"].items():
        assert (tmp_path / files["cubin"]).read_bytes()[:4] == b"\x7fELF"
        plans = {plan["name"]: plan for plan in json.loads((tmp_path / files["manifest"]).read_text())["functions"]}
        for name, problem in ATTENTION_CASES.items():
            function = entry["functions"][name]
            assert problem_from_json(json.loads(json.dumps(function["problem"]))) == problem
            plan = plans[name]
            assert [tuple(spec["shape"]) for spec in plan["inputs"]] == [shapes(problem)[r] for r in ("q", "k", "v")]
            assert [tuple(spec["shape"]) for spec in plan["outputs"]] == [shapes(problem)["o"]]
            (estimate,) = function["attention"][chip].values()
            assert estimate["flops"] == problem.flops() and estimate["estimate"]["seconds"] > 0
            assert 0 < estimate["facts"]["registers"] <= 255 and estimate["facts"]["instructions_per_mma"] > 0
            assert estimate["schedule"].startswith("attention split_kv" if problem.seq_q == 1 else "attention ")
    causal, full = ATTENTION_CASES["attention_b2h8s1000d128_causal"], ATTENTION_CASES["attention_b2h8s1000d128"]
    assert causal.flops() == full.flops() * 1001 // 2000   # 4·B·H·D·S(S+1)/2 against 4·B·H·D·S²


def test_prepare_records_a_chip_the_attention_does_not_compile_for(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A compile error for one chip goes to the program's ``errors`` and the bundle goes on; the run
    half's step reports it in that program's row."""
    import bench.gpu.prepare as prepare
    from tirc.diagnostics import TircError

    real = prepare.compile_input

    def compile_input(path: str, options: Any) -> Any:
        if options.target == "sm_90a":
            raise TircError("attention schedule: wgmma kernels need sm_90a, not sm_90")
        return real(path, options)

    monkeypatch.setattr(prepare, "compile_input", compile_input)
    entry = compile_attention_program(tmp_path)
    assert entry["errors"] == {"sm_90a": "attention schedule: wgmma kernels need sm_90a, not sm_90"}
    assert list(entry["chips"]) == ["sm_80"]
    assert all(list(function["attention"]) == ["sm_80"] for function in entry["functions"].values())


def plan_of(name: str, problem: Any) -> dict[str, Any]:
    """The inputs of a launch plan for ``problem`` as tirc's manifest lists them (arguments in order)."""
    from bench.gpu.attention import shapes
    return {"name": name, "inputs": [{"name": f"arg{i}", "kind": "buffer", "dtype": problem.element,
                                      "shape": list(shapes(problem)[role])} for i, role in enumerate("qkv")]}


@pytest.mark.parametrize("causal, kv_heads", [("none", 4), ("top_left", 2), ("bottom_right", 1)])
def test_sdpa_reference_is_tircs_reference_of_the_bundled_op(causal: str, kv_heads: int) -> None:
    """The run half's reference (torch's SDPA on the tensors it marshals) against tirc's float64
    reference of the very source prepare bundles: the argument order, is_causal / the
    bottom-right mask, the scale and GQA's head sharing agree; a perturbed output fails the check."""
    import numpy as np

    from bench.gpu.attention import (attention_check, attention_source, attention_tensors, make_problem, sdpa_baseline,
                                     sdpa_reference)
    from tirc.reference import evaluate

    problem = make_problem(1, 4, 24, 40, 64, causal, kv_heads=kv_heads)
    tensors = attention_tensors(plan_of("attn", problem), problem, seed=3, device="cpu")
    assert list(tensors) == ["arg0", "arg1", "arg2"]
    assert [tuple(t.shape) for t in tensors.values()] == [(1, 4, 24, 64), (1, kv_heads, 40, 64), (1, kv_heads, 40, 64)]
    want = evaluate(attention_source({"attn": problem}), "attn", [t.numpy() for t in tensors.values()]).results[0]
    got = sdpa_reference(problem, *tensors.values()).numpy()
    assert np.abs(np.asarray(want, np.float64) - got).max() < 1e-5
    assert attention_check(problem, got.astype(np.float16), np.asarray(want))[0]
    # The timed baseline: SDPA in f16 (GQA through enable_gqa), within the same bound.
    baseline = sdpa_baseline(problem, *tensors.values())()
    assert baseline.dtype == tensors["arg0"].dtype
    assert attention_check(problem, baseline.float().numpy(), np.asarray(want))[0]
    off = got.copy()
    off[0, 1, 2, 3] += 0.01
    passed, summary = attention_check(problem, off, np.asarray(want))
    assert not passed and summary.startswith("1 of 6144 elements off")


def test_attention_tensors_refuse_a_plan_of_other_shapes() -> None:
    from bench.gpu.attention import attention_tensors, make_problem

    problem = make_problem(1, 2, 16, 16, 64)
    plan = plan_of("attn", make_problem(1, 2, 16, 32, 64))
    with pytest.raises(ValueError, match=r"input arg1 is f16\[1, 2, 32, 64\], the problem's k is f16\[1, 2, 16, 64\]"):
        attention_tensors(plan, problem, seed=0, device="cpu")


def test_a_small_attention_plan_runs_in_the_emulator_against_sdpa(tmp_path: Path) -> None:
    """The run half's marshalling end to end on tirc's emulator instead of a GPU: a small attention
    compiled like the bundle's, its plan fed the marshalled tensors, its output against SDPA."""
    import numpy as np

    from bench.gpu.attention import attention_check, attention_source, attention_tensors, make_problem, sdpa_reference
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import combine_ptx
    from tirc.runtime.emulator import PtxModule
    from tirc.runtime.plan import execute
    from tirc.runtime.plan_emulator import PlanEmulator

    problem = make_problem(1, 2, 40, 72, 64, "top_left")
    source = tmp_path / "attention.mlir"
    source.write_text(attention_source({"attn": problem}))
    try:
        result = compile_input(str(source), CompileOptions(target="sm_80", emit="cubin", manifest=True,
                                                           remarks="off"))
    except ModuleNotFoundError as error:
        pytest.skip(f"the sm_80 attention kernel is not on this branch yet ({error})")
    (plan,) = result.manifest["functions"]
    tensors = attention_tensors(plan, problem, seed=1, device="cpu")
    run = execute(plan, PlanEmulator(PtxModule.parse(combine_ptx(result.ptx))),
                  {name: tensor.numpy() for name, tensor in tensors.items()}, {})
    (output,) = plan["outputs"]
    assert not np.any(run.unwritten.get(output["name"], False))
    passed, summary = attention_check(problem, run.outputs[output["name"]],
                                      sdpa_reference(problem, *tensors.values()).numpy())
    assert passed, summary


def timed_emulator() -> Any:
    """A PlanEmulator that makes the device calls the steps' timing makes: events that always
    measure 1 ms (imported here: the run half's own modules import no MLIR)."""
    from tirc.runtime.plan_emulator import PlanEmulator

    class TimedEmulator(PlanEmulator):
        l2_bytes = 4096

        def event(self) -> object:
            return object()

        def record(self, event: object) -> None:
            pass

        def elapsed_ms(self, start: object, end: object) -> float:
            return 1.0

        def memset(self, addr: int, byte: int, nbytes: int) -> None:
            self.fill(addr, nbytes, byte)

        def release(self) -> None:
            pass
    return TimedEmulator


def test_the_attention_step_row_on_the_emulator(tmp_path: Path) -> None:
    """The run half's attention row with tirc's emulator as the GPU (a clock that reads 1 ms per
    timing, CPU tensors copied into the emulator): the plan runs on the marshalled inputs, the check
    against SDPA passes, and the row carries the time, the TFLOP/s, SDPA's time and the model's."""
    from bench.gpu.attention import attention_source, make_problem, problem_json
    from bench.gpu.run import attention_row
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import combine_ptx
    from tirc.emit.report import attention_estimates
    from tirc.runtime.emulator import PtxModule

    TimedEmulator = timed_emulator()

    problem = make_problem(1, 2, 64, 64, 64, "bottom_right", kv_heads=1)
    source = tmp_path / "attention.mlir"
    source.write_text(attention_source({"attn": problem}))
    result = compile_input(str(source), CompileOptions(target="sm_80", emit="cubin", manifest=True, report=True,
                                                       remarks="off"))
    (plan,) = result.manifest["functions"]
    estimates = attention_estimates(result)
    program = {"functions": {"attn": {"problem": problem_json(problem), "symbols": {},
                                      "attention": {"sm_80": estimates}}}}
    device = TimedEmulator(PtxModule.parse(combine_ptx(result.ptx)))
    passed, cells, record = attention_row(device, program, plan, {}, "sm_80", seed=2, repeat=2, warmup=0,
                                          torch_device="cpu", place=lambda tensor: device.to_device(tensor.numpy()))
    assert passed, cells
    flops = problem.flops()
    assert cells[:3] == ["attn", "B1 H2/1 S 64x64 D64 bottom_right", f"1 ms, {flops / 1e-3 / 1e12:.3g} TFLOP/s"]
    assert cells[3] == f"1 ms, {flops / 1e-3 / 1e12:.3g} TFLOP/s"     # SDPA, timed by the same clock
    (estimate,) = estimates.values()
    assert cells[4].endswith(f"{estimate['estimate']['tflops']:.3g} TFLOP/s ({estimate['estimate']['limiter']})")
    assert cells[5].startswith("ok (max |error|") and record["flops"] == flops and record["passed"]


# -- the tune-llm step ----------------------------------------------------------------------------


def tuning_entry() -> dict[str, Any]:
    """A bundle's ``tuning.chips[chip]`` entry for one workload with three candidates: the heuristic
    (the model's second), the model's best, and a third."""
    def candidate(tile: list[int], rank: int, heuristic: bool, index: int) -> dict[str, Any]:
        knobs = {"tile": tile, "warps": [2, 2], "mma": "m16n8k16", "stages": 3, "swizzle": True, "vector_bytes": 16,
                 "raster_group": 8, "split_k": 1}
        return {"knobs": knobs, "round": index, "kernel": "g_gemm0", "model_seconds": 1e-3 * rank, "model_rank": rank,
                "heuristic": heuristic, "figures": {"kernel": "g_gemm0", "schedule_text": f"tile {tile}",
                                                    "problem": {"m": 100, "n": 200, "k": 300}}}
    workload = json.dumps({"family": "gemm", "op": "matmul", "shape": {"M": 100}}, sort_keys=True, separators=(",", ":"))
    candidates = [candidate([64, 64, 32], 2, True, 0), candidate([128, 64, 32], 1, False, 1),
                  candidate([64, 128, 32], 3, False, 2)]
    return {"tirc_version": "9.9", "pipeline_hash": "abc", "rounds": [{}, {}, {}],
            "workloads": {workload: {"bucket": "", "function": "g", "kernel": "g_gemm0", "gemm": {},
                                     "model_winner": candidates[1]["knobs"], "emulated": {"shape": {"M": 152},
                                                                                          "ok": True},
                                     "measured": 3, "candidates": candidates}}}


def test_gpu_records_pick_a_checked_winner_noise_aware(tmp_path: Path) -> None:
    """The pure half of the tune-llm step: timings -> gpu records. A candidate whose output failed
    its check is no winner however fast; a clear win is taken; a win within the heuristic's spread
    is a tie the heuristic keeps; the record is keyed as the model's and round-trips the database."""
    import math
    from dataclasses import replace

    from bench.gpu.tuning import Timing, gpu_records, knobs_key, table_cells
    from tirc.tune.db import TuningDB

    entry = tuning_entry()
    (workload, unit), = entry["workloads"].items()
    heuristic, best, third = (knobs_key(c["knobs"]) for c in unit["candidates"])

    def timed(median: float, spread: float = 2e-6, ok: bool = True) -> Timing:
        return Timing(median, median - spread / 2, median + spread / 2, 20, 5, ok, "256 rows: ok" if ok else "off")

    clear = {workload: {heuristic: timed(1.0e-3), best: timed(0.8e-3), third: timed(0.1e-3, ok=False)}}
    failed = Timing(math.nan, math.nan, math.nan, 20, 5, False, "failed: CUDA_ERROR_INVALID_VALUE")
    (record,), (row,) = gpu_records("sm_90a", entry, clear, "NVIDIA H200", "2026-12-03")
    assert (record.source, record.device, record.target, record.date) == ("gpu", "NVIDIA H200", "sm_90a", "2026-12-03")
    assert record.key == (workload, "", "sm_90a", "9.9", "abc")
    assert record.schedule == unit["candidates"][1]["knobs"] and record.seconds == 0.8e-3
    assert abs(record.spread - 2e-6) < 1e-12
    assert record.figures["emulated"] == unit["emulated"]          # the model's winner: checked at prepare time
    assert record.figures["heuristic"]["seconds"] == 1.0e-3 and record.figures["candidates"] == 2
    assert record.figures["measured"]["median_s"] == 0.8e-3 and record.figures["model_rank"] == 1
    assert row.speedup == 1.0e-3 / 0.8e-3 and row.failed == ["tile [64, 128, 32]: off"]
    assert table_cells(row)[4:7] == ["1.250x", "1 of 3", "2"]
    noisy = {workload: {heuristic: timed(1.0e-3, spread=0.2e-3), best: timed(0.95e-3, spread=0.2e-3),
                        third: timed(2e-3)}}
    (tie,), _ = gpu_records("sm_90a", entry, noisy, "NVIDIA H200", "2026-12-03")
    assert tie.schedule == unit["candidates"][0]["knobs"] and "emulated" not in tie.figures
    reordered = {workload: dict(reversed(list(noisy[workload].items())))}
    assert gpu_records("sm_90a", entry, reordered, "NVIDIA H200", "2026-12-03")[0] == [tie]
    none, (empty,) = gpu_records("sm_90a", entry, {workload: {best: timed(1e-3, ok=False)}}, "NVIDIA H200", "x")
    assert none == [] and table_cells(empty)[2:5] == ["-", "-", "-"]
    (kept,), _ = gpu_records("sm_90a", entry, {workload: {heuristic: timed(1e-3), third: failed}}, "NVIDIA H200",
                             "2026-12-03")
    assert kept.figures["timings"][third] == {"median_s": None, "q1_s": None, "q3_s": None, "ok": False,
                                              "check": "failed: CUDA_ERROR_INVALID_VALUE"}
    with TuningDB(tmp_path / "t.db") as db:
        db.put(record)
        db.put(replace(kept, workload=kept.workload.replace("100", "101")))
        assert db.get(*record.key) == record
        assert db.export_jsonl(tmp_path / "t.jsonl") == 2


def test_time_candidate_records_checks_and_times_the_kernel_on_the_emulator(tmp_path: Path) -> None:
    """The tune-llm step's per-candidate run with tirc's emulator as the GPU (a clock that reads
    1 ms per timing): the plan runs once with its launches recorded, its output is checked, and
    the kernel's own launches, with the split-K reduction that follows, are what is timed."""
    import numpy as np

    from bench.gpu.run import time_candidate
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import combine_ptx
    from tirc.runtime.emulator import PtxModule

    replayed: list[str] = []

    class TimedEmulator(timed_emulator()):  # type: ignore[misc]
        def launch(self, kernel: str, *args: Any) -> None:
            replayed.append(kernel)
            super().launch(kernel, *args)

    spec = tmp_path / "split_k.yaml"
    spec.write_text("kernels:\n  - {name: g, op: matmul, shape: {M: 40, N: 24, K: 96}, layout: {a: row, b: col}, "
                    "dtype: {a: f16, b: f16, c: f32, acc: f32}, schedule: {tile: [32, 32, 32], warps: [2, 2], "
                    "mma: m16n8k16, stages: 2, split_k: 3}}\n")
    result = compile_input(str(spec), CompileOptions(target="sm_80", emit="cubin", manifest=True, remarks="off"))
    (plan,) = result.manifest["functions"]
    kernels = [step["kernel"] for step in plan["steps"] if step["op"] == "launch"]
    assert len(kernels) == 2, kernels          # the GEMM's partial sums, then their reduction
    device = TimedEmulator(PtxModule.parse(combine_ptx(result.ptx)))
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (40, 96)).astype(np.float16)
    b = rng.uniform(-1, 1, (24, 96)).astype(np.float16)
    resident = {spec["name"]: device.to_device(array) for spec, array in zip(plan["inputs"], (a, b))}
    want = a.astype(np.float64) @ b.astype(np.float64).T
    checked: list[bool] = []

    def check(run: Any) -> tuple[bool, str]:
        got = run.outputs[plan["outputs"][0]["name"]]
        checked.append(bool(np.abs(got - want).max() < 1e-3))
        return checked[-1], "compared"

    timing = time_candidate(device, plan, {}, resident, kernels[0], 3, check, repeat=3, warmup=1)
    assert checked == [True] and timing.ok and timing.check == "compared"
    assert (timing.median_s, timing.spread, timing.repeat, timing.warmup) == (1e-3, 0.0, 3, 1)
    assert replayed == kernels + kernels * (1 + 3)   # the run, then warmup + repeat replays of both launches
    missing = time_candidate(device, plan, {}, resident, "no_such_kernel", 1, check, repeat=3, warmup=1)
    assert not missing.ok and missing.check == "no_such_kernel was not launched"


def test_the_tune_step_modules_import_without_mlir() -> None:
    """What the tune-llm step runs on the GPU machine: the winner choice, the database, the timing."""
    code = ("from tirc.tune.space import Measured, choose_winner; import tirc.tune.db, tirc.runtime.gpu_measure; "
            "import bench.gpu.tuning, bench.gpu.run; "
            "print(choose_winner([Measured('a', 1.0, 0.0, 1.0, True), Measured('b', 0.5, 0.0, 2.0, False)]).knobs_text)")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60,
                          env=without_mlir())
    assert done.returncode == 0 and done.stdout.strip() == "b", done.stdout + done.stderr
