"""mma.sync.aligned.m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32 in the emulator (sm_89).

One warp loads its fragments from global memory (lane-major, as the PTX ISA lays out the 8-bit
m16n8k32 operands) and stores D. The expected D is computed here from the ISA's fragment layout
(written out below, not the emulator's table) and the 8-bit floats' values (tirc.dtypes, through
ml_dtypes): the products of 8-bit floats are exact in f32 and the emulator rounds the exact sum
once, as its f16 mma does.
"""

from __future__ import annotations

import numpy as np
import pytest

from tirc import dtypes
from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule

PTX = """.version 8.4
.target sm_89
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)
{{
  .reg .b32 %r<8>;
  .reg .f32 %f<9>;
  .reg .b64 %rd<12>;
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  ld.param.u64 %rd3, [pc];
  ld.param.u64 %rd4, [pd];
  mov.u32 %r7, %tid.x;
  mul.wide.u32 %rd5, %r7, 16;
  mul.wide.u32 %rd6, %r7, 8;
  add.s64 %rd7, %rd1, %rd5;
  add.s64 %rd8, %rd2, %rd6;
  add.s64 %rd9, %rd3, %rd5;
  add.s64 %rd10, %rd4, %rd5;
  ld.global.v4.b32 {{%r1, %r2, %r3, %r4}}, [%rd7];
  ld.global.v2.b32 {{%r5, %r6}}, [%rd8];
  ld.global.v4.f32 {{%f1, %f2, %f3, %f4}}, [%rd9];
  mma.sync.aligned.m16n8k32.row.col.f32.{a}.{b}.f32 {{%f5, %f6, %f7, %f8}}, {{%r1, %r2, %r3, %r4}}, {{%r5, %r6}},
    {{%f1, %f2, %f3, %f4}};
  st.global.v4.f32 [%rd10], {{%f5, %f6, %f7, %f8}};
  ret;
}}
"""
NAMES = {"e4m3": "f8E4M3FN", "e5m2": "f8E5M2"}
LANE = np.arange(32)
GROUP, QUAD = LANE // 4, LANE % 4


def a_fragment(a: np.ndarray) -> np.ndarray:
    """[32 lanes, 16 bytes]: a_i at row group (+8 for i in 4..7 and 12..15), column 4 * quad + i % 4 (+16 from i = 8)."""
    i = np.arange(16)
    rows = GROUP[:, None] + 8 * ((i[None, :] // 4) % 2)
    cols = 4 * QUAD[:, None] + i[None, :] % 4 + 16 * (i[None, :] >= 8)
    return a[rows, cols]


def b_fragment(b: np.ndarray) -> np.ndarray:
    """[32 lanes, 8 bytes]: b_i at row (k) 4 * quad + i % 4 (+16 from i = 4), column group."""
    i = np.arange(8)
    rows = 4 * QUAD[:, None] + i[None, :] % 4 + 16 * (i[None, :] >= 4)
    return b[rows, GROUP[:, None]]


def c_positions() -> tuple[np.ndarray, np.ndarray]:
    """c_i (and d_i) at row group (+8 for i >= 2), column 2 * quad + i % 2."""
    i = np.arange(4)
    return GROUP[:, None] + 8 * (i[None, :] >= 2), 2 * QUAD[:, None] + i[None, :] % 2


def finite_codes(name: str, shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """Random bit patterns of finite values (every code but NaN and infinity), subnormals and the largest included."""
    codes = np.arange(256, dtype=np.uint8)
    finite = codes[np.isfinite(dtypes.from_storage(codes, NAMES[name]))]
    return rng.choice(finite, size=shape).astype(np.uint8)


def run_mma(a_type: str, b_type: str, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    emulator = Emulator(PtxModule.parse(PTX.format(a=a_type, b=b_type)))
    rows, cols = c_positions()
    pointers = [emulator.to_device(np.ascontiguousarray(a_fragment(a))),
                emulator.to_device(np.ascontiguousarray(b_fragment(b))),
                emulator.to_device(np.ascontiguousarray(c[rows, cols].astype(np.float32)))]
    out = emulator.alloc(32 * 16)
    emulator.launch("k", grid=(1,), block=(32,), args=[*pointers, out])
    d = np.empty((16, 8), np.float32)
    d[rows, cols] = emulator.from_device(out, 32 * 4, np.float32).reshape(32, 4)
    return d


@pytest.mark.parametrize("a_type,b_type", [("e4m3", "e4m3"), ("e5m2", "e5m2"), ("e4m3", "e5m2"), ("e5m2", "e4m3")])
def test_fp8_mma_is_the_exact_product_sum_rounded_once_to_f32(a_type: str, b_type: str) -> None:
    rng = np.random.default_rng(29)
    for _ in range(3):
        a = finite_codes(a_type, (16, 32), rng)
        b = finite_codes(b_type, (32, 8), rng)
        c = rng.standard_normal((16, 8)).astype(np.float32)
        got = run_mma(a_type, b_type, a, b, c)
        a_values, b_values = dtypes.from_storage(a, NAMES[a_type]), dtypes.from_storage(b, NAMES[b_type])
        want = (a_values @ b_values + c.astype(np.float64)).astype(np.float32)
        np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))


def test_the_operand_types_are_read_from_the_instruction() -> None:
    """The same bytes as e4m3 and as e5m2 are other numbers: the result follows the named types."""
    rng = np.random.default_rng(3)
    a = rng.integers(0x30, 0x48, size=(16, 32)).astype(np.uint8)   # small normal numbers in both formats
    b = rng.integers(0x30, 0x48, size=(32, 8)).astype(np.uint8)
    zero = np.zeros((16, 8), np.float32)
    assert not np.array_equal(run_mma("e4m3", "e4m3", a, b, zero), run_mma("e5m2", "e4m3", a, b, zero))


def test_an_fp8_mma_without_f32_accumulation_is_refused() -> None:
    ptx = PTX.format(a="e4m3", b="e4m3").replace("m16n8k32.row.col.f32.e4m3.e4m3.f32", "m16n8k32.row.col.f16.e4m3.e4m3.f16")
    with pytest.raises(EmulatorError, match="unsupported PTX instruction mma"):
        Emulator(PtxModule.parse(ptx)).launch("k", grid=(1,), block=(32,), args=[0, 0, 0, 0])
