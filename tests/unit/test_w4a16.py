"""W4A16 weight-only GEMMs: u4 packing (tirc.quant), the op spec's ``quant:`` key, the float64
reference of ``tir.quant_matmul`` and tir-quant-matmul's kernel.

The kernels run in the emulator with race checking and warps in random order against the
float64 reference of the dequantised math, at sizes that are no tile multiple: decode (M = 13)
and M = 200, N = 136 (17 n8 columns), f16 and bf16, groups 32, 64 and 128. The decode kernel's
DRAM traffic (the emulator's perfect-L2 model) is the packed weights, scales, zeros, activations
and output once. Full-size specs compile for every mma.sync target with no spills.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.quant import (NIBBLE_ORDER, dequantize, pack_u4, pack_zeros, quantize, unpack_u4, unpack_zeros)
from tirc.runtime import emulate
from tirc.runtime.emulator import Emulator, PtxModule

SPEC = """kernels:
  - name: {name}
    op: matmul
    shape: {{M: {m}, N: {n}, K: {k}}}
    layout: {{a: row, b: col}}
    dtype: {{a: {a}, b: u4, c: {c}, acc: f32}}
    quant: {{b: {{group: {group}, scale: {a}, zero: u4}}}}
"""


def _spec(tmp: Path, name: str, m: int, n: int, k: int, a: str = "f16", c: str = "", group: int = 128) -> str:
    path = tmp / f"{name}.yaml"
    path.write_text(SPEC.format(name=name, m=m, n=n, k=k, a=a, c=c or a, group=group))
    return str(path)


# -- packing ---------------------------------------------------------------------------------


def test_pack_round_trips_and_pairs_are_f16_ready() -> None:
    rng = np.random.default_rng(0)
    q = rng.integers(0, 16, (24, 64))
    words = pack_u4(q)
    assert words.dtype == np.int32 and words.shape == (24, 8)
    assert (unpack_u4(words) == q).all()
    assert (pack_u4(q.T, layout="kn") == words).all()
    assert (unpack_u4(words, layout="kn") == q.T).all()
    # (word >> 4p) & 0x000F000F | 0x64006400 is the f16 pair (1024 + q[2p], 1024 + q[2p + 1]).
    for n in range(3):
        for j in range(8):
            word = int(words[n, j]) & 0xFFFFFFFF
            for p in range(4):
                bits = ((word >> (4 * p)) & 0x000F000F) | 0x64006400
                pair = np.array([bits], dtype=np.uint32).view(np.float16)
                assert list(pair) == [1024 + q[n, 8 * j + 2 * p], 1024 + q[n, 8 * j + 2 * p + 1]]
    assert NIBBLE_ORDER == (0, 2, 4, 6, 1, 3, 5, 7)


def test_zeros_round_trip_and_dequantize() -> None:
    rng = np.random.default_rng(1)
    z = rng.integers(0, 16, (4, 32))
    packed = pack_zeros(z)
    assert packed.shape == (4, 4) and (unpack_zeros(packed) == z).all()
    assert int(packed[0, 0]) & 0xF == z[0, 0]          # plain nibble order along N
    q = rng.integers(0, 16, (32, 256))
    s = rng.uniform(0.01, 0.1, (4, 32))
    w = dequantize(pack_u4(q), s, packed, 64)
    expected = (q.T - np.repeat(z, 64, axis=0)) * np.repeat(s, 64, axis=0)
    np.testing.assert_array_equal(w, expected)


def test_quantize_is_within_half_a_step() -> None:
    rng = np.random.default_rng(2)
    weight = rng.normal(size=(16, 256))
    qweight, scales, zeros = quantize(weight, 128)
    w = dequantize(qweight, scales, zeros, 128)          # [K, N]
    step = np.repeat(scales, 128, axis=0)
    assert np.all(np.abs(w - weight.T) <= 0.5 * step + 1e-12)


@pytest.mark.parametrize("call, message", [
    (lambda: pack_u4(np.full((8, 8), 16)), "0..15"),
    (lambda: pack_u4(np.zeros((8, 12), dtype=np.int64)), "multiple of 8"),
    (lambda: pack_u4(np.zeros((8, 8))), "integers"),
    (lambda: pack_zeros(np.zeros((2, 12), dtype=np.int64)), "multiple of 8"),
])
def test_packing_refuses_bad_values(call: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call()  # type: ignore[operator]


def test_pack_accepts_torch_tensors() -> None:
    torch = pytest.importorskip("torch")
    q = torch.randint(0, 16, (8, 16))
    assert (unpack_u4(pack_u4(q)) == q.numpy()).all()


# -- the op spec -----------------------------------------------------------------------------


@pytest.mark.parametrize("edit, message, line", [
    ("group: 128", "group 96 is not one of 32, 64, 128", 7),
    ("K: 256", "group 128 does not divide K = 320", 7),
    ("N: 136", "N = 132 is not a multiple of 8", 4),
    ("scale: f16", "scale 'bf16' is not dtype a (f16)", 7),
    ("zero: u4", "zero 'u8': zero points are u4", 7),
    ("a: f16", "dtype a (activations of a u4-weight matmul) 's8' is not allowed here", 6),
    ("row}", "layout b 'row': u4-weight matmuls take", 5),
])
def test_spec_errors_are_located(tmp_path: Path, edit: str, message: str, line: int) -> None:
    from tirc.frontend.opspec import opspec_to_mlir
    good = SPEC.format(name="w", m=13, n=136, k=256, a="f16", c="f16", group=128)
    bad = {"group: 128": good.replace("group: 128", "group: 96"),
           "K: 256": good.replace("K: 256", "K: 320"),
           "N: 136": good.replace("N: 136", "N: 132"),
           "scale: f16": good.replace("scale: f16", "scale: bf16"),
           "zero: u4": good.replace("zero: u4", "zero: u8"),
           "a: f16": good.replace("a: f16", "a: s8"),
           "row}": good.replace("b: col}", "b: row}")}[edit]
    with pytest.raises(TircError, match=re.escape(message)) as error:
        opspec_to_mlir(bad, "w.yaml")
    assert error.value.location is not None and error.value.location.line == line


def test_spec_refuses_an_epilogue(tmp_path: Path) -> None:
    from tirc.frontend.opspec import opspec_to_mlir
    text = SPEC.format(name="w", m=13, n=136, k=256, a="f16", c="f16", group=128) + "    epilogue: [{bias: n}]\n"
    with pytest.raises(TircError, match="take no epilogue") as error:
        opspec_to_mlir(text, "w.yaml")
    assert error.value.location is not None and error.value.location.line == 8


def test_spec_builds_one_quant_op() -> None:
    from tirc.frontend.opspec import opspec_to_mlir
    text = opspec_to_mlir(SPEC.format(name="w", m=13, n=136, k=256, a="bf16", c="bf16", group=64), "w.yaml")
    assert '"tir.quant_matmul"(%a, %qweight, %scales, %zeros)' in text
    assert "(tensor<13x256xbf16>, tensor<136x32xi32>, tensor<4x136xbf16>, tensor<4x17xi32>) -> tensor<13x136xbf16>" \
        in text
    assert 'element = "bf16", group = 64 : i64, out_element = "bf16"' in text


# -- the reference -----------------------------------------------------------------------------


def test_reference_is_the_dequantised_matmul() -> None:
    from tirc.frontend.opspec import opspec_to_mlir
    from tirc.reference import evaluate
    source = opspec_to_mlir(SPEC.format(name="w", m=5, n=16, k=64, a="f16", c="f16", group=32), "w.yaml")
    rng = np.random.default_rng(3)
    a = rng.uniform(-1, 1, (5, 64)).astype(np.float16).astype(np.float64)
    q, z = rng.integers(0, 16, (16, 64)), rng.integers(0, 16, (2, 16))
    s = rng.uniform(0.01, 0.1, (2, 16)).astype(np.float16).astype(np.float64)
    qweight, zeros = pack_u4(q), pack_zeros(z)
    result = evaluate(source, "w", [a, qweight.astype(np.int64), s, zeros.astype(np.int64)])
    expected = a @ dequantize(qweight, s, zeros, 32)
    np.testing.assert_allclose(result.results[0], expected, rtol=2e-3, atol=1e-3)
    assert result.result_bounds[0] is not None and np.all(result.result_bounds[0] > 0)


# -- the dequantisation in the emulator --------------------------------------------------------

DEQUANT = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 src, .param .u64 dst)
{
    .reg .b32 %r<16>; .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [src];
    ld.param.u64 %rd2, [dst];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %r2, [%rd4];
    mul.wide.u32 %rd5, %r1, 16;
    add.s64 %rd6, %rd2, %rd5;
    lop3.b32 %r3, %r2, 0x000F000F, 0x64006400, 0xEA;     // (w & mask) | magic
    sub.rn.f16x2 %r4, %r3, 0x64036403;                    // - (1024 + 3)
    mul.rn.f16x2 %r5, %r4, 0x2E662E66;                    // * 0.1 (f16)
    st.global.u32 [%rd6], %r5;
    lop3.b32 %r6, %r2, 0x000F000F, 0x43004300, 0xEA;     // bf16: | 128
    fma.rn.bf16x2 %r7, %r6, 0x3F803F80, 0xC303C303;       // * 1 - (128 + 3)
    fma.rn.bf16x2 %r8, %r7, 0x3DCD3DCD, 0x80008000;       // * 0.1 (bf16) - 0
    st.global.u32 [%rd6+4], %r8;
    shr.u32 %r9, %r2, 4;
    prmt.b32 %r10, %r2, %r9, 0x5410;                      // the low halves of w and w >> 4
    st.global.u32 [%rd6+8], %r10;
    ret;
}
"""


def test_emulator_runs_the_magic_number_dequantisation() -> None:
    """lop3 (a & b | c), sub/mul.rn.f16x2, fma.rn.bf16x2 and prmt on packed u4 words, against numpy."""
    rng = np.random.default_rng(4)
    words = rng.integers(-(2 ** 31), 2 ** 31, 64, dtype=np.int64).astype(np.int32)
    emu = Emulator(PtxModule.parse(DEQUANT))
    source = emu.to_device(words)
    out = emu.alloc(16 * 64)
    emu.launch("k", (1,), (64,), [source, out])
    raw = emu.from_device(out, (64, 4), np.uint32)
    u = words.view(np.uint32).astype(np.int64)
    low, high = u & 0xF, (u >> 16) & 0xF
    f16_scale = np.float16(0.1).astype(np.float64)
    f16 = raw[:, 0].copy().view(np.float16).reshape(64, 2).astype(np.float64)
    np.testing.assert_array_equal(f16[:, 0], ((low - 3) * f16_scale).astype(np.float16))
    np.testing.assert_array_equal(f16[:, 1], ((high - 3) * f16_scale).astype(np.float16))
    bf16_bits = raw[:, 1].copy().view(np.uint16).reshape(64, 2).astype(np.uint32) << 16
    bf16 = bf16_bits.view(np.float32).astype(np.float64)
    bf16_scale = np.array([0x3DCD0000], dtype=np.uint32).view(np.float32).astype(np.float64)[0]
    exact = np.stack([(low - 3) * bf16_scale, (high - 3) * bf16_scale], axis=1)
    rounded = (exact.astype(np.float32).view(np.uint32) + 0x7FFF + ((exact.astype(np.float32).view(np.uint32) >> 16)
                                                                   & 1)) & 0xFFFF0000
    np.testing.assert_array_equal(bf16, rounded.view(np.float32).astype(np.float64))
    shifted = u >> 4
    np.testing.assert_array_equal(raw[:, 2], ((u & 0xFFFF) | ((shifted & 0xFFFF) << 16)).astype(np.uint32))


# -- kernels in the emulator -------------------------------------------------------------------


@pytest.mark.parametrize("m, n, k, a, c, group", [
    (13, 136, 256, "f16", "f16", 128),      # decode
    (200, 136, 256, "f16", "f16", 64),      # M and N no tile multiple
    (200, 136, 256, "bf16", "bf16", 64),
    (13, 136, 192, "bf16", "f32", 32),
])
def test_kernel_matches_the_reference(tmp_path: Path, m: int, n: int, k: int, a: str, c: str, group: int) -> None:
    path = _spec(tmp_path, "w4", m, n, k, a, c, group)
    (run,) = emulate(path, target="sm_80", seed=5, racecheck=True, warp_order="random")
    assert run.ok, list(run.checks)
    assert run.launches and all(name.endswith("_quant0") for name, _ in run.launches)


def test_a_spec_runs_at_other_sizes(tmp_path: Path) -> None:
    """tirc run --shape: the full-size compile's schedule is not pinned (its load width depends on
    K); the run sizes choose theirs."""
    path = _spec(tmp_path, "big", 16, 4096, 4096, "bf16", "bf16", 64)
    (run,) = emulate(path, target="sm_80", shapes={"M": 13, "N": 136, "K": 192}, seed=8, racecheck=True)
    assert run.ok
    assert "x64, " in run.schedules["big_quant0"]       # 8-byte weight loads: K = 192 is 3 x 64


def test_decode_moves_each_weight_byte_once(tmp_path: Path) -> None:
    path = _spec(tmp_path, "decode", 13, 512, 512)
    (run,) = emulate(path, target="sm_90a", seed=6, racecheck=True)
    assert run.ok
    assert run.ideal is not None
    dram = 32 * (run.stats.dram_load_sectors + run.stats.dram_store_sectors)
    assert dram <= 1.05 * run.ideal.total, (dram, run.ideal)


# -- compiling at full size --------------------------------------------------------------------


@pytest.fixture(scope="module")
def full_size(tmp_path_factory: pytest.TempPathFactory) -> str:
    tmp = tmp_path_factory.mktemp("w4a16")
    path = tmp / "full.yaml"
    path.write_text("kernels:\n" + "".join(
        SPEC.format(name=name, m=m, n=4096, k=4096, a=a, c=a, group=group).split("kernels:\n")[1]
        for name, m, a, group in (("decode", 13, "f16", 128), ("decode_bf16", 16, "bf16", 64),
                                  ("prefill", 200, "f16", 128))))
    return str(path)


@pytest.mark.parametrize("chip", ["sm_80", "sm_87", "sm_89", "sm_90a"])
def test_full_size_compiles_without_spills(full_size: str, chip: str) -> None:
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.sass import analyse_cubin

    compiled = compile_input(full_size, CompileOptions(target=chip, emit="ptx", manifest=True, remarks="off"))
    ptx = "".join(compiled.ptx.values()) if isinstance(compiled.ptx, dict) else str(compiled.ptx)
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in ptx
    assert "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" in ptx
    assert "cvt.f32.f16" not in ptx and "cvt.rn.f16.u32" not in ptx     # no conversion per weight
    assert compiled.link is not None
    kernels = analyse_cubin(compiled.link.cubin, compiled.link.kernels)
    assert len(kernels) == 3
    for name, kernel in kernels.items():
        assert kernel.spill_bytes == 0, (name, kernel.resources)
    # docs/lowp-w4a16.md: about 13 SASS instructions per HMMA in the decode kernel's main loop.
    loop = kernels["decode_quant0"].main_loop
    assert loop is not None and loop.mma > 0
    if chip == "sm_80":
        assert loop.instructions_per_mma <= 14, loop


# -- the schedule ------------------------------------------------------------------------------


def _tensorir_with_schedule(tmp: Path, schedule: str) -> Path:
    """The w4a16 lit input at the linalg stage with ``schedule`` (a tir.schedule dictionary) on the op."""
    from tirc.frontend.opspec import opspec_to_mlir
    text = opspec_to_mlir(SPEC.format(name="w", m=13, n=136, k=256, a="f16", c="f16", group=128), "w.yaml")
    text = text.replace('out_element = "f16"}', f'out_element = "f16"}}, tir.schedule = {schedule}')
    path = tmp / "w.mlir"
    path.write_text(text)
    return path


def test_a_given_schedule_is_kept(tmp_path: Path) -> None:
    path = _tensorir_with_schedule(tmp_path, '{kernel = "w4a16", block_n = 16 : i64, warps = 1 : i64, words = 2 : i64}')
    (run,) = emulate(str(path), target="sm_80", seed=7, racecheck=True)
    assert run.ok
    assert "tile 16x16x64, 1 warp splitting K, 8-byte weight loads" in run.schedules["w_quant0"]


@pytest.mark.parametrize("schedule, message", [
    ('{kernel = "w4a16", block_n = 24 : i64, warps = 1 : i64, words = 2 : i64}', "block_n 24 is not 8, 16 or 32"),
    ('{kernel = "w4a16", block_n = 8 : i64, warps = 1 : i64, words = 3 : i64}', "words 3"),
    ('{kernel = "w4a16", block_n = 8 : i64, words = 2 : i64}', "no integer 'warps'"),
])
def test_a_bad_schedule_is_a_located_error(tmp_path: Path, schedule: str, message: str) -> None:
    from tirc.driver import CompileOptions, compile_input
    path = _tensorir_with_schedule(tmp_path, schedule)
    with pytest.raises(TircError, match=re.escape(message)) as error:
        compile_input(str(path), CompileOptions(target="sm_80", emit="ptx", remarks="off"))
    assert error.value.location is not None and error.value.location.line > 0


def test_w4a16_as_a_torch_op_on_packed_torch_tensors() -> None:
    """tirc.torch.op on the example spec (sizes substituted): torch tensors packed by tirc.quant,
    run in the emulator, against the dequantised math in float64."""
    torch = pytest.importorskip("torch")
    import tirc.torch as tirc_torch

    m, n, k, group = 13, 64, 256, 128
    linear = tirc_torch.op("lowp_test::w4a16", Path(__file__).parents[2] / "examples/specs/w4a16.yaml",
                           function="w4a16_decode", sizes={"M": m, "N": n, "K": k}, target="sm_80")
    rng = np.random.default_rng(7)
    q, zeros = rng.integers(0, 16, (n, k)), rng.integers(0, 16, (k // group, n))
    scales = rng.uniform(0.01, 0.05, (k // group, n)).astype(np.float16)
    a = torch.tensor(rng.uniform(-1, 1, (m, k)), dtype=torch.float16)
    out = linear(a, torch.from_numpy(pack_u4(torch.from_numpy(q))), torch.from_numpy(scales),
                 torch.from_numpy(pack_zeros(zeros)))
    weight = (q.T - np.repeat(zeros, group, axis=0)) * np.repeat(scales.astype(np.float64), group, axis=0)
    want = a.double().numpy() @ weight
    assert out.dtype == torch.float16 and out.shape == (m, n)
    assert np.allclose(out.double().numpy(), want, rtol=4e-3, atol=4e-3)
