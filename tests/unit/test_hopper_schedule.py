"""The Hopper schedule layer (tirc/schedule/hopper.py) from the user's side, on ``--target sm_90a``:
every limit of ``wgmma_violations`` is an error an op spec can reach, naming the limit and a fix
that, applied, compiles; the default wgmma schedule per shape is valid, fills the SMs where a
wgmma tile can and computes little past the problem; contractions (and schedules) the wgmma
kernel does not take keep the mma.sync kernel with a "not on wgmma" remark; schedule files leave
the sm90a pipeline's optional passes out, and the tensorir DSL's trace still names the sm80 ones."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path
from typing import Any
from collections.abc import Callable

import pytest
import yaml
from click.testing import CliRunner

from tirc import tensorir
from tirc.cli import main
from tirc.diagnostics import REMARKS, Remark, TircError
from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.ir.walk import walk_ops
from tirc.runtime import emulate
from tirc.schedule.contraction import Contraction, match_contraction
from tirc.schedule.file import OPTIONAL_PASSES, parse_schedule_file
from tirc.schedule.heuristics import schedule_violations
from tirc.schedule.hopper import NotOnWgmma, choose_wgmma_schedule, wgmma_instruction
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.target import get_target

REPO = Path(__file__).resolve().parents[2]
CONV = REPO / "tests/lit/Inputs/conv2d_f16.mlir"
SM90A = get_target("sm_90a")
# The heuristics' 4096^3 schedule, as an op spec writes it.
LARGE = {"tile": [128, 256, 64], "warps": [8, 1], "mma": "m64n256k16", "stages": 4}
WGMMA = "wgmma.mma_async.sync.aligned"
MMA_SYNC = "mma.sync.aligned"


def gemm_kernel(m: int = 4096, n: int = 4096, k: int = 4096, element: str = "f16", b_layout: str = "col",
                **keys: Any) -> dict[str, Any]:
    """A GEMM op spec's kernel (A [M, K], f32 accumulator); ``keys`` add or replace spec keys."""
    kernel: dict[str, Any] = {"name": "gemm", "op": "matmul", "shape": {"M": m, "N": n, "K": k},
                              "layout": {"a": "row", "b": b_layout},
                              "dtype": {"a": element, "b": element, "c": element, "acc": "f32"}}
    kernel.update(keys)
    return kernel


def write_spec(folder: Path, kernel: dict[str, Any], name: str = "gemm.yaml") -> Path:
    """The op spec of one kernel; keys in the order given, so that line numbers are predictable."""
    path = folder / name
    path.write_text(yaml.safe_dump({"kernels": [kernel]}, sort_keys=False, default_flow_style=None))
    return path


def compiled(path: Path, emit: str = "ptx", target: str = "sm_90a", **options: Any) -> CompileResult:
    return compile_input(str(path), CompileOptions(target=target, emit=emit, remarks="json", **options))


def ptx_of(result: CompileResult) -> str:
    return "\n".join(module.text for module in result.ptx)


def line_of(path: Path, text: str) -> int:
    """The 1-based line of ``path`` that holds ``text`` (once)."""
    (line,) = [number for number, content in enumerate(path.read_text().splitlines(), 1) if text in content]
    return line


def wgmma_remarks() -> list[Remark]:
    return [r for r in REMARKS.collected if "wgmma" in r.fields]


# ---------------------------------------------------------------------------------------------
# Every wgmma limit is an error an op spec reaches, and its fix compiles

# (broken schedule, B layout, the limit's words, the fix's words, the schedule with the fix applied)
LIMITS: dict[str, tuple[dict[str, Any], str, str, str, dict[str, Any]]] = {
    "mma-k": ({**LARGE, "mma": "m64n256k8"}, "col",
              "m64n256k8 does not take f16 inputs", "use mma: m64n256k16", LARGE),
    "mma-n-is-not-tile-n": ({**LARGE, "tile": [128, 128, 64]}, "col",
                            "m64n256k16 is not the tile's N (128): one wgmma covers the whole tile N",
                            "use mma: m64n128k16", {**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16"}),
    "tile-n-is-no-wgmma-n": ({"tile": [64, 36, 64], "warps": [4, 1], "mma": "m64n36k16", "stages": 4}, "col",
                             "tile N 36 is not a wgmma N (a multiple of 8 up to 256)",
                             "use tile N 40 with mma: m64n40k16",
                             {"tile": [64, 40, 64], "warps": [4, 1], "mma": "m64n40k16", "stages": 4}),
    "b-k-n-tile-n": ({**LARGE, "tile": [128, 96, 64], "mma": "m64n96k16"}, "row",
                     "tile N 96: B stored [K, N] is loaded in boxes of 64 columns (the 128-byte swizzle span)",
                     "use tile N 128 with mma: m64n128k16", {**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16"}),
    "tile-k": ({**LARGE, "tile": [128, 256, 32]}, "col",
               "tile K 32 is not one 128-byte swizzle span of f16 (64 elements)", "use tile K 64", LARGE),
    "warps-not-warpgroups": ({**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16", "warps": [2, 2]}, "col",
                             "warps 2x2 are not whole warpgroups along M",
                             "use warps: [4, 1] (one warpgroup) or [8, 1]",
                             {**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16", "warps": [8, 1]}),
    "tile-m-over-warpgroups": ({**LARGE, "tile": [64, 128, 64], "mma": "m64n128k16"}, "col",
                               "tile M 64 over 2 warpgroups is not a multiple of 64 rows each",
                               "make tile M a multiple of 128", {**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16"}),
    "accumulators-one-warpgroup": ({**LARGE, "warps": [4, 1]}, "col",
                                   "a 128x256 warpgroup tile needs 256 accumulator registers per thread (limit 128)",
                                   "use warps: [8, 1] (two warpgroups)", LARGE),
    "accumulators-two-warpgroups": ({**LARGE, "tile": [256, 256, 64], "stages": 3}, "col",
                                    "a 128x256 warpgroup tile needs 256 accumulator registers per thread (limit 128)",
                                    "use tile M 128 (64 rows per warpgroup)", {**LARGE, "stages": 3}),
    "three-warpgroups": ({**LARGE, "tile": [192, 128, 64], "warps": [12, 1], "mma": "m64n128k16"}, "col",
                         "3 consumer warpgroups: the kernel has 1 or 2", "warps: [8, 1] with tile M 128",
                         {**LARGE, "tile": [128, 128, 64], "mma": "m64n128k16"}),
    "tma-box": ({"tile": [512, 64, 64], "warps": [8, 1], "mma": "m64n64k16", "stages": 2}, "col",
                "the A tile has 512 rows; a TMA box has at most 256", "use tile M <= 256",
                {"tile": [256, 64, 64], "warps": [8, 1], "mma": "m64n64k16", "stages": 2}),
    "stages-9": ({**LARGE, "stages": 9}, "col", "stages must be between 1 and 8, not 9", "use stages: 4", LARGE),
    "shared-memory": ({**LARGE, "stages": 5}, "col",
                      "(5 stages of A and B tiles); sm_90a allows 227 KiB per block", "use stages <= 4", LARGE),
    "split-k": ({**LARGE, "split_k": 2}, "col", "split_k 2: the wgmma kernel does not split K", "use split_k: 1",
                {**LARGE, "split_k": 1}),
    "swizzle-none": ({**LARGE, "swizzle": "none"}, "col", "swizzle none: the wgmma kernel's TMA tiles",
                     "leave swizzle out", LARGE),
    "threads-per-block": ({"tile": [512, 64, 64], "warps": [32, 1], "mma": "m64n64k16", "stages": 2}, "col",
                          "1152 threads per block; sm_90a allows 1024", "use fewer warpgroups",
                          {"tile": [256, 64, 64], "warps": [8, 1], "mma": "m64n64k16", "stages": 2}),
}


@pytest.mark.parametrize("case", list(LIMITS))
def test_each_wgmma_limit_is_an_error_whose_fix_compiles(tmp_path: Path, case: str) -> None:
    broken, b_layout, what, fix, fixed = LIMITS[case]
    spec = write_spec(tmp_path, gemm_kernel(b_layout=b_layout, schedule=broken))
    with pytest.raises(TircError) as caught:
        compiled(spec, emit="tensorir")
    error = caught.value
    # Like every schedule error: the kernel and its schedule, then the limit with its numbers.
    tile = "x".join(map(str, broken["tile"]))
    assert error.message.startswith(f"gemm: schedule {tile}, warps {broken['warps'][0]}x{broken['warps'][1]}, "
                                    f"{broken['stages']} stages"), error.message
    said = [error.message + ": " + (error.hint or "")] + error.notes   # one limit: message and hint; more: notes
    assert any(what in line and fix in line for line in said), error.render()
    assert "Traceback" not in error.render()
    result = compiled(write_spec(tmp_path, gemm_kernel(b_layout=b_layout, schedule=fixed), "fixed.yaml"))
    assert f"{WGMMA}.m64n{fixed['tile'][1]}k16" in ptx_of(result)


def test_the_wgmma_errors_have_the_form_of_the_mma_sync_ones(tmp_path: Path) -> None:
    """Schedule limits name the kernel (no file position, as on sm_80); the op spec's position is
    in the remarks of the same op and in the errors of the YAML's own knobs."""
    sm80 = write_spec(tmp_path, gemm_kernel(schedule={"tile": [128, 256, 64], "warps": [2, 4], "stages": 5}), "a.yaml")
    sm90 = write_spec(tmp_path, gemm_kernel(schedule={**LARGE, "stages": 5}), "h.yaml")
    errors = []
    for spec, target in ((sm80, "sm_80"), (sm90, "sm_90a")):
        with pytest.raises(TircError) as caught:
            compiled(spec, emit="tensorir", target=target)
        errors.append(caught.value)
    assert [e.location for e in errors] == [None, None]
    assert all(e.message.startswith("gemm: schedule 128x256x64, ") and "KiB of shared memory" in e.message
               and e.hint and e.hint.startswith("use stages <= ") for e in errors), errors
    compiled(write_spec(tmp_path, gemm_kernel(schedule=LARGE), "ok.yaml"), emit="tensorir")
    (remark,) = [r for r in REMARKS.collected if r.fields.get("tensor_cores")]
    assert remark.location == f"{tmp_path / 'ok.yaml'}:{line_of(tmp_path / 'ok.yaml', 'op: matmul')}:3"


@pytest.mark.parametrize("value", [1, "yes", [True], None])
def test_warp_specialize_is_a_bool_in_an_op_spec(tmp_path: Path, value: Any) -> None:
    spec = write_spec(tmp_path, gemm_kernel(schedule={**LARGE, "warp_specialize": value}))
    with pytest.raises(TircError) as caught:
        compiled(spec, emit="tensorir")
    error = caught.value
    assert str(error.location) == f"{spec}:{line_of(spec, 'warp_specialize')}"
    assert error.message.startswith("kernel 'gemm': schedule warp_specialize must be true or false, not ")
    assert error.hint and "warp_specialize: true" in error.hint
    fixed = write_spec(tmp_path, gemm_kernel(m=256, n=256, k=256, schedule={**LARGE, "warp_specialize": False}),
                       "fixed.yaml")
    ptx = ptx_of(compiled(fixed))
    assert WGMMA in ptx and "setmaxnreg" not in ptx, "no producer warpgroup, so no register rebalancing"


def test_warp_specialize_is_a_bool_in_a_schedule_file(tmp_path: Path) -> None:
    text = "pipeline: sm90a\nfunctions:\n  mm:\n    C: {mma: m64n128k16, warp_specialize: 1}\n"
    with pytest.raises(TircError) as caught:
        parse_schedule_file(text, "s.yaml")
    assert str(caught.value.location) == "s.yaml:4"
    assert "warp_specialize must be true or false, not 1" in caught.value.message


def test_a_wgmma_schedule_for_a_contraction_the_kernel_does_not_take(tmp_path: Path) -> None:
    """An explicit wgmma instruction where there is none (sm_80) or where the wgmma kernel does not
    take the contraction (A stored [K, M]): the error says why and names the mma.sync instruction."""
    cases = [("sm_80", "row", "sm_80 has no wgmma"), ("sm_90a", "col", "A is stored [K, M]")]
    for target, a_layout, why in cases:
        schedule = {"tile": [128, 128, 64], "mma": "m64n128k16"}
        kernel = gemm_kernel(schedule=schedule, layout={"a": a_layout, "b": "col"})
        with pytest.raises(TircError) as caught:
            compiled(write_spec(tmp_path, kernel), emit="tensorir", target=target)
        assert "m64n128k16 (the wgmma kernel) cannot run this contraction: " + why in caught.value.message
        assert caught.value.hint == "use mma: m16n8k16 (mma.sync)"
        fixed = gemm_kernel(schedule={**schedule, "mma": "m16n8k16"}, layout={"a": a_layout, "b": "col"})
        ptx = ptx_of(compiled(write_spec(tmp_path, fixed, "fixed.yaml"), target=target))
        assert MMA_SYNC in ptx and WGMMA not in ptx


@pytest.mark.parametrize("knobs, limit", [
    ("tile = array<i64: 128, 128, 64>, warps = array<i64: 0, 1>", "must be positive"),
    ("tile = array<i64: -128, 128, 64>, warps = array<i64: 4, 1>", "must be positive"),
    ("tile = array<i64: 0, 128, 64>, warps = array<i64: 4, 1>", "must be positive"),
    ("tile = array<i64: 128, 128, 64>, warps = array<i64: 8, 1>, raster_group = 0 : i64",
     "raster_group must be at least 1, not 0"),
], ids=["no-warps", "negative-tile", "zero-tile", "raster-group"])
def test_a_tir_schedule_written_in_mlir_reaches_the_limits_op_specs_refuse(tmp_path: Path, knobs: str,
                                                                          limit: str) -> None:
    """Op specs and schedule files refuse non-positive sizes (and have no raster_group); a
    tir.schedule written in MLIR reaches the wgmma limits with them (zero warps was a division
    by zero)."""
    source = tmp_path / "mm.mlir"
    source.write_text(f"""func.func @mm(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>) -> tensor<256x256xf32> {{
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x256xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul {{tir.schedule = {{{knobs}, mma = "m64n128k16"}}}}
    ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%c0 : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}}
""")
    with pytest.raises(TircError) as caught:
        compiled(source, emit="tensorir")
    assert caught.value.message.startswith("mm: schedule ") and limit in caught.value.message, caught.value.render()


# ---------------------------------------------------------------------------------------------
# The default wgmma schedule per shape


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], tuple[CompileResult, Contraction]]:
    """(dtype, B layout) -> a compiled 256^3 GEMM and its contraction, whose sizes the property
    tests replace: the heuristics and the limits read the sizes, the types and the layouts."""
    folder = tmp_path_factory.mktemp("templates")
    found = {}
    for dtype, b_layout in itertools.product(("f16", "bf16"), ("row", "col")):
        spec = write_spec(folder, gemm_kernel(256, 256, 256, dtype, b_layout), f"{dtype}-{b_layout}.yaml")
        result = compiled(spec, emit="tensorir")
        (op,) = walk_ops(result.input.module.operation, lambda op: SCHEDULE_ATTR in op.attributes)
        contraction = match_contraction(op)
        assert contraction is not None
        found[(dtype, b_layout)] = (result, contraction)   # the result keeps the IR alive
    return found


def sized(templates: dict[tuple[str, str], tuple[CompileResult, Contraction]], dtype: str, b_layout: str,
          m: int | None, n: int | None, k: int | None) -> Contraction:
    return dataclasses.replace(templates[(dtype, b_layout)][1], sizes={"M": m, "N": n, "K": k})


def blocks(s: Schedule, m: int, n: int) -> int:
    return -(-m // s.tile_m) * -(-n // s.tile_n)


def round_up(size: int, multiple: int) -> int:
    return -(-size // multiple) * multiple


SIZES_M = (1, 16, 64, 100, 128, 200, 256, 1000, 4096, 8192, None)
SIZES_N = (8, 16, 40, 64, 136, 256, 1000, 4096, 11008, None)


@pytest.mark.parametrize("dtype, b_layout", list(itertools.product(("f16", "bf16"), ("row", "col"))))
def test_every_default_wgmma_schedule_is_valid_and_no_larger_than_the_problem(templates: Any, dtype: str,
                                                                              b_layout: str) -> None:
    for m, n, k in itertools.product(SIZES_M, SIZES_N, (64, 72, 4096)):
        c = sized(templates, dtype, b_layout, m, n, k)
        taken = wgmma_instruction(c, SM90A)
        if b_layout == "row" and n is None:   # B [K, N] rows of a dynamic length: no tensor map
            assert isinstance(taken, NotOnWgmma) and "B's rows (N) are dynamic" in taken.reason
            continue
        assert taken == "m64nNk16", (m, n, k, taken)
        s = choose_wgmma_schedule(c, SM90A)
        assert s.is_wgmma and s.warp_specialize and s.split_k == 1, s
        assert not schedule_violations(s, c, SM90A), (m, n, k, s.describe(), schedule_violations(s, c, SM90A))
        # At most one 64-row/column step past the problem (a wgmma has 64 rows).
        assert m is None or s.tile_m <= max(64, round_up(m, 64)), (m, s.describe())
        assert n is None or s.tile_n <= max(64, round_up(n, 64)), (n, s.describe())


def test_4096_cubed_gets_the_large_warp_specialised_tile(templates: Any, tmp_path: Path) -> None:
    want = Schedule(tile_m=128, tile_n=256, tile_k=64, warps_m=8, warps_n=1, mma="m64n256k16", stages=4,
                    warp_specialize=True)
    for dtype, b_layout in templates:
        assert choose_wgmma_schedule(sized(templates, dtype, b_layout, 4096, 4096, 4096), SM90A) == want
    # What tir-schedule attaches on --target sm_90a.
    result = compiled(write_spec(tmp_path, gemm_kernel()), emit="tensorir")
    (op,) = walk_ops(result.input.module.operation, lambda op: SCHEDULE_ATTR in op.attributes)
    assert Schedule.from_attr(op.attributes[SCHEDULE_ATTR]) == want
    assert want.warpgroups == 2 and want.block_threads == 384


@pytest.mark.parametrize("m", [1, 16])
def test_decode_shapes_fill_the_sms_where_a_wgmma_tile_can(templates: Any, m: int) -> None:
    """A wgmma covers 64 rows, so a decode GEMM's tile M is 64 whatever M; with B stored [N, K] a
    narrow tile N gives one block per SM and more; stored [K, N], B is read in 64-column boxes, so
    4096 columns are 64 blocks at most, the most any valid tile gives."""
    for dtype in ("f16", "bf16"):
        nt = choose_wgmma_schedule(sized(templates, dtype, "col", m, 4096, 4096), SM90A)
        assert nt.tile_m == 64 and blocks(nt, m, 4096) >= SM90A.sm_count, nt.describe()
        nn = choose_wgmma_schedule(sized(templates, dtype, "row", m, 4096, 4096), SM90A)
        assert (nn.tile_m, nn.tile_n) == (64, 64) and blocks(nn, m, 4096) == 64, nn.describe()
        wider = sized(templates, dtype, "row", m, 11008, 4096)
        assert blocks(choose_wgmma_schedule(wider, SM90A), m, 11008) >= SM90A.sm_count


def test_the_small_shape_gets_the_most_blocks(templates: Any) -> None:
    """200x136x72 fills no wave with any tile: the narrowest valid tile, 64 rows by 16 columns
    (B [N, K]) or 64 (B [K, N])."""
    for dtype in ("f16", "bf16"):
        nt = choose_wgmma_schedule(sized(templates, dtype, "col", 200, 136, 72), SM90A)
        nn = choose_wgmma_schedule(sized(templates, dtype, "row", 200, 136, 72), SM90A)
        assert [(s.tile_m, s.tile_n, blocks(s, 200, 136)) for s in (nt, nn)] == [(64, 16, 36), (64, 64, 12)]


def test_a_decode_default_schedule_verifies_in_the_emulator(tmp_path: Path) -> None:
    """The narrow-tile kernel (m64n16k16) the heuristics give decode GEMMs, bias and activation
    fused, with race checking."""
    spec = write_spec(tmp_path, gemm_kernel(16, 256, 256, epilogue=[{"bias": "n"}, {"activation": "silu"}]))
    (run,) = emulate(str(spec), target="sm_90a", remarks="off", racecheck=True)
    assert run.ok, run.checks
    (schedule,) = run.schedules.values()
    assert "tile 64x16x64, 1 wgmma warpgroup + a TMA producer warpgroup, m64n16k16" in schedule


# ---------------------------------------------------------------------------------------------
# What the wgmma kernel does not take keeps the mma.sync kernel, with a remark


NOT_ON_WGMMA: dict[str, tuple[dict[str, Any], dict[str, Any], str]] = {
    "tf32-b-k-n": (gemm_kernel(256, 256, 256, dtype={"a": "f32", "b": "f32", "c": "f32"}, b_layout="row"),
                   {"allow_tf32": True}, "B is stored [K, N]: wgmma reads f32 operands K-major only"),
    "f16-accumulator": (gemm_kernel(256, 256, 256, dtype={"a": "f16", "b": "f16", "c": "f16", "acc": "f16"}), {},
                        "f16 inputs with a f16 accumulator"),
    "s8-b-k-n": (gemm_kernel(256, 256, 256, dtype={"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}, b_layout="row"),
                 {}, "B is stored [K, N]: wgmma reads i8 operands K-major only"),
    "a-stored-k-m": (gemm_kernel(256, 256, 256, layout={"a": "col", "b": "col"}), {},
                     "A is stored [K, M]: the wgmma kernel reads A K-major"),
    "batched": (gemm_kernel(op="batch_matmul", shape={"B": 2, "M": 128, "N": 128, "K": 128}), {},
                "a batched contraction: the wgmma kernel's tensor maps are 2-D"),
    "k-36": (gemm_kernel(256, 256, 36), {}, "A's rows (K = 36) are not a multiple of 16 bytes"),
    "b-k-n-n-36": (gemm_kernel(256, 36, 64, b_layout="row"), {}, "B's rows (N = 36) are not a multiple of 16 bytes"),
    "ampere-schedule": (gemm_kernel(256, 256, 256, schedule={"tile": [128, 128, 32], "warps": [2, 2], "stages": 3}),
                        {}, "its schedule is an mma.sync one (name mma: m64nNk16 for wgmma)"),
    "mma-m16n8k16": (gemm_kernel(256, 256, 256, schedule={"mma": "m16n8k16"}), {}, "its schedule asks for m16n8k16"),
}


@pytest.mark.parametrize("case", list(NOT_ON_WGMMA))
def test_what_the_wgmma_kernel_does_not_take_runs_as_mma_sync_with_a_remark(tmp_path: Path, case: str) -> None:
    kernel, options, reason = NOT_ON_WGMMA[case]
    spec = write_spec(tmp_path, kernel)
    ptx = ptx_of(compiled(spec, **options))
    assert MMA_SYNC in ptx and WGMMA not in ptx and "cp.async.bulk.tensor" not in ptx
    (remark,) = wgmma_remarks()
    assert remark.message == f"not on wgmma: {remark.fields['reason']}; it runs as mma.sync" and remark.missed
    assert reason in remark.message, remark.message
    assert remark.location == f"{spec}:{line_of(spec, 'op: ')}:3"
    assert [r.fields["tensor_cores"] for r in REMARKS.collected if "tensor_cores" in r.fields] == [True]


def test_a_convolution_runs_as_mma_sync_with_a_remark() -> None:
    ptx = ptx_of(compiled(CONV))
    assert MMA_SYNC in ptx and WGMMA not in ptx
    (remark,) = wgmma_remarks()
    assert "a convolution (implicit GEMM) has no tensor map for its im2col A" in remark.message
    assert remark.location is not None and remark.location.startswith(f"{CONV}:")


def test_a_dynamic_k_is_not_on_tensor_cores_on_either_target(tmp_path: Path) -> None:
    """A K that is only known at run time gives no copy alignment: neither the mma.sync kernel
    nor the wgmma one (its tensor maps' strides) takes it; the SIMT kernel runs, on sm_90a as on
    sm_80, with the same remark."""
    spec = write_spec(tmp_path, gemm_kernel(shape={"M": 256, "N": 256, "K": "?"}))
    messages = []
    for target in ("sm_80", "sm_90a"):
        ptx = ptx_of(compiled(spec, target=target))
        assert MMA_SYNC not in ptx and WGMMA not in ptx
        (remark,) = [r for r in REMARKS.collected if r.fields.get("tensor_cores") is False]
        messages.append(remark.message)
    assert messages[0] == messages[1] == ("not on Tensor Cores: A's contiguous dimension K is dynamic, so copy "
                                          "alignment is unknown (make K static)")


def test_a_dynamic_m_is_on_wgmma(tmp_path: Path) -> None:
    """Rows only known at run time are the tensor map's outer size, which the launch plan encodes."""
    spec = write_spec(tmp_path, gemm_kernel(shape={"M": "?", "N": 256, "K": 256}))
    assert WGMMA in ptx_of(compiled(spec))
    assert not wgmma_remarks()


def test_a_wgmma_instruction_with_its_tile_n_gives_the_wgmma_kernel(tmp_path: Path) -> None:
    spec = write_spec(tmp_path, gemm_kernel(256, 256, 256, schedule={"tile": [128, 128, 64], "mma": "m64n128k16"}))
    ptx = ptx_of(compiled(spec))
    assert f"{WGMMA}.m64n128k16" in ptx and MMA_SYNC not in ptx
    assert not wgmma_remarks()
    (remark,) = [r for r in REMARKS.collected if r.fields.get("tensor_cores")]
    assert remark.fields["mma"] == "m64n128k16"


# ---------------------------------------------------------------------------------------------
# Schedule files on the sm90a pipeline; the DSL's trace


MM = """func.func @mm(%a: tensor<256x192xf16>, %b: tensor<192x256xf16>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x256xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x192xf16>, tensor<192x256xf16>) outs(%c0 : tensor<256x256xf32>)
    -> tensor<256x256xf32> loc("C"("mm.py":5:9))
  return %c : tensor<256x256xf32>
}
"""
SM90A_OPTIONAL = ("tir-mbarrier-pipeline", "tir-warp-specialize", "tir-persistent", "tir-tma-store")
# What each left-out pass leaves in the PTX, and what it takes out (tir-persistent changes nothing
# unless the schedule asks for a persistent kernel).
LEFT_OUT = {"tir-warp-specialize": "setmaxnreg", "tir-tma-store": "cp.async.bulk.tensor.2d.global.shared",
            "tir-mbarrier-pipeline": None, "tir-persistent": None}


@pytest.mark.parametrize("without", [[name] for name in SM90A_OPTIONAL] + [list(SM90A_OPTIONAL)],
                         ids=lambda names: "+".join(names))
def test_a_schedule_file_leaves_sm90a_passes_out(tmp_path: Path, without: list[str]) -> None:
    source = tmp_path / "mm.mlir"
    source.write_text(MM)
    schedule = tmp_path / "mm.schedule.yaml"
    schedule.write_text(yaml.safe_dump({"pipeline": "sm90a", "without": without, "functions": {
        "mm": {"C": {"tile": [128, 128, 64], "warps": [8, 1], "mma": "m64n128k16", "stages": 3}}}}))
    out = tmp_path / "mm.ptx"
    result = CliRunner().invoke(main, ["compile", str(source), "--schedule", str(schedule), "--target", "sm_90a",
                                       "-o", str(out), "--no-cache", "--remarks", "off"])
    assert result.exit_code == 0, result.output
    ptx = out.read_text()
    assert f"{WGMMA}.m64n128k16" in ptx and "cp.async.bulk.tensor.2d.shared::cluster.global" in ptx
    for name, instruction in LEFT_OUT.items():
        if instruction is not None:
            assert (instruction in ptx) == (name not in without), (name, instruction)
    full = compiled(source, schedule=str(schedule))
    ran = {spec.name for _, spec in full.pipeline.passes()}
    assert not ran & set(without) and set(SM90A_OPTIONAL) - set(without) <= ran


def test_a_schedule_file_leaving_out_an_sm90a_pass_of_the_sm80_pipeline_is_an_error(tmp_path: Path) -> None:
    source = tmp_path / "mm.mlir"
    source.write_text(MM)
    schedule = tmp_path / "s.yaml"
    schedule.write_text("pipeline: sm80\nwithout: [tir-warp-specialize]\n")
    with pytest.raises(TircError) as caught:
        compiled(source, schedule=str(schedule))
    assert caught.value.message == "pipeline 'sm80' has no pass tir-warp-specialize"
    assert str(caught.value.location) == f"{schedule}:2"


def dsl_matmul(M: int, N: int, K: int) -> Callable[..., Any]:
    def matmul(A: tensorir.Tensor[(M, K), "float16"],  # type: ignore[valid-type]
               B: tensorir.Tensor[(K, N), "float16"]):  # type: ignore[valid-type]
        C = tensorir.alloc((M, N), dtype="float16")
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C
    return matmul


def test_the_dsl_trace_still_leaves_out_only_sm80_passes() -> None:
    """A DSL schedule without any of the optional primitives: its trace leaves out the five sm80
    passes and names the sm80 pipeline, never an sm90a pass."""
    matmul = dsl_matmul(200, 136, 72)
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    bx, by, _ = schedule.tile(block, tile_sizes=[64, 64, 32])
    schedule.bind(bx, "blockIdx.x")
    schedule.bind(by, "blockIdx.y")
    text = schedule.trace.yaml()
    parsed = parse_schedule_file(text, "trace.yaml")
    sm80_optional = [name for name in OPTIONAL_PASSES if name not in SM90A_OPTIONAL]
    assert parsed.pipeline == "sm80"
    assert list(parsed.without) == sm80_optional == ["tir-mma", "tir-async-copy", "tir-pipeline", "tir-swizzle",
                                                     "tir-epilogue"]
    assert not set(SM90A_OPTIONAL) & set(parsed.without)
