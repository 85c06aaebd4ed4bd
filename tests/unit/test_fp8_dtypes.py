"""The 8-bit float element types (e4m3, e5m2): host conversions, the float formats, poison, names,
the op spec's dtype rules, and agreement with the emulator's cvt on every code.

The host side (tirc.dtypes, through ml_dtypes) and the emulator's cvt.rn.satfinite.{e4m3x2,e5m2x2}
(its own rounding on the format's grid) are written independently; they must agree bit for bit.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from tirc import dtypes
from tirc.diagnostics import TircError
from tirc.frontend.opspec import opspec_to_mlir
from tirc.runtime.emulator.instructions.fp import FORMATS, decode8, encode, round_exact

FP8 = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}   # tirc's (MLIR's) name -> the emulator's and the spec's


@pytest.mark.parametrize("name", FP8)
def test_every_code_decodes_as_the_emulator_decodes_it_and_round_trips(name: str) -> None:
    codes = np.arange(256, dtype=np.uint8)
    host = dtypes.from_storage(codes, name)
    device = decode8(codes, FORMATS[FP8[name]])
    np.testing.assert_array_equal(np.isnan(host), np.isnan(device))
    finite = np.isfinite(host)
    np.testing.assert_array_equal(host[finite], device[finite])
    np.testing.assert_array_equal(dtypes.to_storage(host[finite], name), codes[finite])
    assert dtypes.float_format(name).max_finite == np.max(host[finite]) == FORMATS[FP8[name]].max_finite
    # NaN codes: e4m3 has only S.1111.111; e5m2 the IEEE ones (infinities are S.11111.00).
    assert np.flatnonzero(np.isnan(host)).tolist() == ([0x7F, 0xFF] if name == "f8E4M3FN" else
                                                       [0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF])


@pytest.mark.parametrize("name", FP8)
def test_host_conversion_is_cvt_rn_satfinite(name: str) -> None:
    fmt = dtypes.float_format(name)
    top, ulp = fmt.max_finite, float(fmt.ulp(fmt.max_finite))
    tiny = float(fmt.ulp(0.0))   # the smallest subnormal
    edges = [0.0, -0.0, 1.0, -1.0, top, -top, top + ulp / 2, top + ulp, 1e30, -1e30, np.inf, -np.inf, np.nan,
             tiny, tiny / 2, tiny * 1.5, tiny * 2.5, -tiny / 2, tiny / 4, 1 + 2.0 ** -(fmt.mantissa_bits + 1),
             1 + 3 * 2.0 ** -(fmt.mantissa_bits + 1), 2.0 ** fmt.min_exponent * (1 - 2.0 ** -8)]
    rng = np.random.default_rng(3)
    values = np.concatenate([edges, rng.standard_normal(500) * np.exp2(rng.integers(-20, 18, 500))])
    device = encode(round_exact(values, None, FORMATS[FP8[name]], "rn", satfinite=True), FORMATS[FP8[name]])
    np.testing.assert_array_equal(dtypes.to_storage(values, name), device.astype(np.uint8))
    # Saturation: beyond the largest finite value (infinities too) is the largest, NaN the canonical NaN.
    back = dtypes.from_storage(dtypes.to_storage(np.array([1e30, -np.inf, top + ulp]), name), name)
    assert back.tolist() == [top, -top, top]
    assert dtypes.to_storage(np.array([np.nan]), name)[0] == dtypes.FP8_NAN_BITS
    # Ties go to even: 1 + half an ulp is 1, 1 + 3/2 ulp is 1 + 2 ulp.
    half = 2.0 ** -(fmt.mantissa_bits + 1)
    assert dtypes.from_storage(dtypes.to_storage(np.array([1 + half, 1 + 3 * half]), name), name).tolist() == \
        [1.0, 1 + 4 * half]


@pytest.mark.parametrize("name", FP8)
def test_random_values_poison_and_lossy_values(name: str) -> None:
    values = dtypes.random_values((64, 33), name, np.random.default_rng(5))
    np.testing.assert_array_equal(dtypes.from_storage(dtypes.to_storage(values, name), name), values)
    assert np.any(values != 0)
    poison = dtypes.poison_storage(name, 4)
    assert poison.dtype == np.uint8 and dtypes.poison_mask(poison, name).all()
    assert np.isnan(dtypes.from_storage(poison, name)).all()
    # No conversion of a number writes the poison: it is a NaN other than the canonical one.
    assert not dtypes.poison_mask(dtypes.to_storage(np.array([np.nan, 1.0, -0.5, np.inf]), name), name).any()
    top = dtypes.float_format(name).max_finite
    assert dtypes.lossy_value(np.array([0.5, -top]), name) is None
    assert "beyond" in str(dtypes.lossy_value(np.array([4 * top]), name))


def test_names_and_aliases() -> None:
    ml_dtypes = pytest.importorskip("ml_dtypes")
    for alias in ("e4m3", "float8_e4m3fn", "f8E4M3FN", np.dtype(ml_dtypes.float8_e4m3fn)):
        assert dtypes.canonical_dtype(alias) == "f8E4M3FN"
    for alias in ("e5m2", "float8_e5m2", "f8E5M2", np.dtype(ml_dtypes.float8_e5m2)):
        assert dtypes.canonical_dtype(alias) == "f8E5M2"
    torch = pytest.importorskip("torch")
    assert dtypes.canonical_dtype(torch.float8_e4m3fn) == "f8E4M3FN"
    assert dtypes.canonical_dtype(torch.float8_e5m2) == "f8E5M2"
    assert dtypes.canonical_dtype(torch.float16) == "f16"
    assert dtypes.itemsize("f8E4M3FN") == dtypes.itemsize("f8E5M2") == 1


# ---------------------------------------------------------------------------------------------
# Op specs


def matmul_yaml(dtype: dict[str, str], op: str = "matmul", **extra: Any) -> str:
    keys = {"name": "g", "op": op, "shape": {"M": 32, "N": 16, "K": 64}, "layout": {"a": "row", "b": "col"},
            "dtype": dtype, **extra}
    return "kernels:\n  - " + "\n    ".join(f"{key}: {json.dumps(value)}" for key, value in keys.items()) + "\n"


@pytest.mark.parametrize("a,b,c,types", [
    ("e4m3", "e4m3", "bf16", ("f8E4M3FN", "f8E4M3FN", "bf16")),
    ("e5m2", "e5m2", "f16", ("f8E5M2", "f8E5M2", "f16")),
    ("e4m3", "e5m2", "f32", ("f8E4M3FN", "f8E5M2", "f32")),
])
def test_fp8_matmul_specs_build_f32_accumulating_linalg(a: str, b: str, c: str, types: tuple[str, ...]) -> None:
    text = opspec_to_mlir(matmul_yaml({"a": a, "b": b, "c": c, "acc": "f32"}), "specs.yaml")
    assert f"%a: tensor<32x64x{types[0]}>, %b: tensor<16x64x{types[1]}>" in text
    assert f"-> tensor<32x16x{types[2]}>" in text and "linalg.matmul" in text
    assert "linalg.fill ins(%cst : f32) outs(%0 : tensor<32x16xf32>)" in text and "outs(%1 : tensor<32x16xf32>)" in text
    # c defaults to the accumulator type (as s8's does).
    assert "-> tensor<32x16xf32>" in opspec_to_mlir(matmul_yaml({"a": a, "b": b}), "specs.yaml")


@pytest.mark.parametrize("text,message", [
    (matmul_yaml({"a": "e4m3", "b": "f16"}), "dtype b (f16) differs from dtype a (e4m3)"),
    (matmul_yaml({"a": "e4m3", "acc": "f16"}), "dtype acc f16 cannot accumulate e4m3 inputs"),
    (matmul_yaml({"a": "e4m3", "c": "e4m3"}), "dtype c 'e4m3' is not allowed here"),
    (matmul_yaml({"a": "f16"}, epilogue=[{"cast": "e5m2"}]), "cast 'e5m2' is not allowed here"),
    ("kernels:\n  - name: ew\n    op: elementwise\n    shape: {M: 4}\n    fn: relu\n    dtype: {a: e4m3}\n",
     "dtype a e4m3 is for contractions"),
])
def test_fp8_spec_errors_are_located_at_the_dtype(text: str, message: str) -> None:   # (a cast: its step)
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(text, "specs.yaml")
    first = caught.value.render().splitlines()[0]
    line = 7 if "cast" in message else 6
    assert first.startswith(f"error: specs.yaml:{line}") and message in first, first
