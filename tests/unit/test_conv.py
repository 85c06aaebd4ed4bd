"""Padding and convolution: ``tensor.pad`` is a kernel (tir-pad-to-generic) or, for a convolution's
input, read through; ``linalg.conv_2d_nchw_fchw`` / ``conv_2d_nhwc_hwcf`` run as implicit GEMMs.

Every case verifies in the emulator (race checking on) against the numpy reference of the input IR."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tirc.diagnostics import REMARKS
from tirc.driver import CompileOptions, compile_input
from tirc.pipeline.spec import PIPELINES_DIR
from tirc.runtime import emulate


def pad_function(element: str, value: str, low: list[int], high: list[int]) -> str:
    """``tensor.pad`` of a 3x5x7 ``element`` tensor by ``low``/``high`` with the constant ``value``."""
    shape = [3, 5, 7]
    padded = [size + lo + hi for size, lo, hi in zip(shape, low, high)]
    source = "x".join(map(str, shape)) + f"x{element}"
    result = "x".join(map(str, padded)) + f"x{element}"
    return f"""func.func @pad(%x: tensor<{source}>) -> tensor<{result}> {{
  %value = arith.constant {value} : {element}
  %padded = tensor.pad %x low{low} high{high} {{
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %value : {element}
  }} : tensor<{source}> to tensor<{result}>
  return %padded : tensor<{result}>
}}
"""


def check(path: Path, **options: object) -> object:
    (run,) = emulate(str(path), seed=5, **options)
    assert run.checks and all(c.ok for c in run.checks), run.checks
    return run


@pytest.mark.parametrize("element, value, low, high", [
    ("f32", "0.0", [0, 1, 2], [0, 2, 1]),      # zero, asymmetric
    ("f16", "-1.5", [1, 0, 3], [2, 1, 0]),     # non-zero, every dimension
    ("i32", "7", [0, 0, 0], [1, 0, 4]),        # high only, integers
])
def test_standalone_pad_is_a_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, element: str, value: str,
                                    low: list[int], high: list[int]) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "pad.mlir"
    path.write_text(pad_function(element, value, low, high))
    run = check(path, remarks="off")
    assert len(run.launches) == 1


def conv_function(element: str, *, nhwc: bool = False, pad: int = 1, stride: int = 2, dilation: int = 1,
                  channels: int = 8, size: int = 13, filters: int = 16, batch: int = 2, bias: bool = True,
                  kernel: int = 3) -> str:
    """What torch-mlir emits for ``nn.Conv2d(channels, filters, kernel, stride, pad, dilation)`` at
    ``element`` (input, weight and bias as arguments): the input zero-padded by ``tensor.pad``, the
    bias broadcast into an f32 accumulator (f16/bf16) the convolution adds to, then the result
    rounded back to ``element``. Without ``bias``: a zero fill, no rounding."""
    wide = "f32"
    out_size = (size + 2 * pad - dilation * (kernel - 1) - 1) // stride + 1
    padded_size = size + 2 * pad

    def shape(n: int, c: int, h: int, w: int, t: str) -> str:
        dims = [n, h, w, c] if nhwc else [n, c, h, w]
        return "tensor<" + "x".join(map(str, dims)) + f"x{t}>"

    x_type, padded_type = shape(batch, channels, size, size, element), shape(batch, channels, padded_size,
                                                                               padded_size, element)
    w_type = (f"tensor<{kernel}x{kernel}x{channels}x{filters}x{element}>" if nhwc
              else f"tensor<{filters}x{channels}x{kernel}x{kernel}x{element}>")
    acc_type, out_type = (shape(batch, filters, out_size, out_size, t) for t in (wide, element))
    name = "conv_2d_nhwc_hwcf" if nhwc else "conv_2d_nchw_fchw"
    spatial = "[0, {p}, {p}, 0]" if nhwc else "[0, 0, {p}, {p}]"
    lines = [f"func.func @conv(%x: {x_type}, %w: {w_type}, %bias: tensor<{filters}x{element}>) -> "
             f"{out_type if bias else acc_type} {{",
             f"  %zero = arith.constant 0.0 : {element}",
             f"  %zero_acc = arith.constant 0.0 : {wide}"]
    if pad:
        lines += [f"  %padded = tensor.pad %x low{spatial.format(p=pad)} high{spatial.format(p=pad)} {{",
                  "  ^bb0(%i: index, %j: index, %k: index, %l: index):",
                  f"    tensor.yield %zero : {element}",
                  f"  }} : {x_type} to {padded_type}"]
    source, source_type = ("%padded", padded_type) if pad else ("%x", x_type)
    lines.append(f"  %acc_empty = tensor.empty() : {acc_type}")
    if bias:
        dims = "[0, 1, 2]" if nhwc else "[0, 2, 3]"
        lines += [f"  %bias_empty = tensor.empty() : tensor<{filters}x{wide}>",
                  "  %bias_wide = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],"
                  f" iterator_types = [\"parallel\"]}} ins(%bias : tensor<{filters}x{element}>)"
                  f" outs(%bias_empty : tensor<{filters}x{wide}>) {{",
                  f"  ^bb0(%in: {element}, %out: {wide}):",
                  *([f"    %e = arith.extf %in : {element} to {wide}", f"    linalg.yield %e : {wide}"]
                    if element != wide else ["    linalg.yield %in : f32"]),
                  f"  }} -> tensor<{filters}x{wide}>",
                  f"  %init = linalg.broadcast ins(%bias_wide : tensor<{filters}x{wide}>) outs(%acc_empty : {acc_type})"
                  f" dimensions = {dims}"]
    else:
        lines.append(f"  %init = linalg.fill ins(%zero_acc : {wide}) outs(%acc_empty : {acc_type}) -> {acc_type}")
    lines.append(f"  %conv = linalg.{name} {{dilations = dense<{dilation}> : vector<2xi64>, strides = dense<{stride}> :"
                 f" vector<2xi64>}} ins({source}, %w : {source_type}, {w_type}) outs(%init : {acc_type}) -> {acc_type}")
    if bias:
        identity = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
        parallel = ", ".join(['"parallel"'] * 4)
        lines += [f"  %out_empty = tensor.empty() : {out_type}",
                  f"  %out = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = "
                  f"[{parallel}]}} ins(%conv : {acc_type}) outs(%out_empty : {out_type}) {{",
                  f"  ^bb0(%in: {wide}, %o: {element}):",
                  *([f"    %t = arith.truncf %in : {wide} to {element}", f"    linalg.yield %t : {element}"]
                    if element != wide else ["    linalg.yield %in : f32"]),
                  f"  }} -> {out_type}",
                  f"  return %out : {out_type}"]
    else:
        lines.append(f"  return %conv : {acc_type}")
    return "\n".join(lines + ["}", ""])


def check_on_tensor_cores(tmp_path: Path, text: str, mma: str, allow_tf32: bool = False) -> None:
    path = tmp_path / "conv.mlir"
    path.write_text(text)
    run = check(path, remarks="json", allow_tf32=allow_tf32)
    assert run.stats.tensor_core_instructions > 0
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
    assert [r.fields["tensor_cores"] for r in REMARKS.collected] == [True], [r.message for r in REMARKS.collected]
    # No pad kernel: the convolution reads through it. With a bias: its broadcast (at half precision
    # with the cast to f32 fused into it: tir-fuse-elementwise makes the broadcast a generic), and at
    # half precision the rounding of the result (the f32 copies fold away).
    bias_kernels = (2 if "arith.extf" in text else 1) if "linalg.broadcast" in text else 0
    assert len(run.launches) == 1 + bias_kernels, [name for name, _ in run.launches]
    ptx = compile_input(str(path), CompileOptions(emit="ptx", remarks="off", allow_tf32=allow_tf32)).payload.decode()
    assert f"mma.sync.aligned.{mma}" in ptx


@pytest.mark.parametrize("element, options", [
    ("f16", {}),                                               # padding 1, stride 2 (the torch module's)
    ("bf16", {}),
    ("f16", {"pad": 0, "stride": 1, "dilation": 2}),           # stride 1, dilation 2, no padding
    ("bf16", {"pad": 2, "stride": 1, "dilation": 2, "size": 9, "channels": 16, "filters": 24, "batch": 1}),
    ("f16", {"nhwc": True}),                                   # 8 channels: 16-byte A copies
    ("f16", {"nhwc": True, "pad": 0, "stride": 1, "bias": False}),
    ("bf16", {"nhwc": True, "channels": 4, "stride": 1, "dilation": 2}),   # 4 channels: element copies
])
def test_conv_on_tensor_cores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, element: str,
                              options: dict[str, object]) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    check_on_tensor_cores(tmp_path, conv_function(element, **options), f"m16n8k16.row.col.f32.{element}.{element}.f32")


def test_f32_conv_on_tf32_tensor_cores_with_allow_tf32(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    check_on_tensor_cores(tmp_path, conv_function("f32"), "m16n8k8.row.col.f32.tf32.tf32.f32", allow_tf32=True)


def test_f32_conv_without_allow_tf32_stays_simt_and_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "conv.mlir"
    path.write_text(conv_function("f32", bias=False))
    run = check(path, remarks="json")
    assert run.stats.tensor_core_instructions == 0
    (remark,) = REMARKS.collected
    assert remark.fields["tensor_cores"] is False and "--allow-tf32" in remark.fields["reason"]
    assert len(run.launches) == 3   # the pad kernel, the fill, the convolution


@pytest.mark.parametrize("element", ["f16", "f32"])
@pytest.mark.parametrize("removed", ["tir-mma", "tir-async-copy", "tir-pipeline", "tir-swizzle", "tir-epilogue"])
def test_conv_stays_correct_without_each_optional_pass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       removed: str, element: str) -> None:
    """A convolution through a copy of the sm80 pipeline without one optional Tensor Core pass
    (f16: A's 2-byte element copies are synchronous; tf32: cp.async like B's)."""
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    shipped = (PIPELINES_DIR / "sm80.yaml").read_text()
    text, lines = re.subn(rf"^ *- {re.escape(removed)}\b.*\n", "", shipped, flags=re.M)
    assert lines == 1
    pipeline = tmp_path / "pipeline.yaml"
    pipeline.write_text(text)
    path = tmp_path / "conv.mlir"
    path.write_text(conv_function(element, bias=False, channels=4, size=9, filters=16, batch=1))
    run = check(path, remarks="off", allow_tf32=True, pipeline=str(pipeline))
    assert (run.stats.tensor_core_instructions > 0) == (removed != "tir-mma")


DYNAMIC_BATCH = """func.func @conv(%x: tensor<?x8x13x13xf16>, %w: tensor<16x8x3x3xf16>) -> tensor<?x16x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %zero_h = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x13x13xf16>
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero_h : f16
  } : tensor<?x8x13x13xf16> to tensor<?x8x15x15xf16>
  %empty = tensor.empty(%n) : tensor<?x16x7x7xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x16x7x7xf32>) -> tensor<?x16x7x7xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %w : tensor<?x8x15x15xf16>, tensor<16x8x3x3xf16>) outs(%init : tensor<?x16x7x7xf32>)
      -> tensor<?x16x7x7xf32>
  return %c : tensor<?x16x7x7xf32>
}
"""


def test_conv_with_a_dynamic_batch_on_tensor_cores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "conv.mlir"
    path.write_text(DYNAMIC_BATCH)
    run = check(path, remarks="json", shapes={"arg0_d0": 3})
    assert run.stats.tensor_core_instructions > 0 and len(run.launches) == 1
    assert [r.fields["tensor_cores"] for r in REMARKS.collected] == [True]


def export_conv2d(dtype_name: str, stride: int | tuple[int, int], padding: int,
                  dilation: int | tuple[int, int]) -> str:
    """torch-mlir's linalg for ``F.conv2d(x, w, b, ...)``: x [2, 8, 13, 13], w [16, 8, 3, 3], b [16]."""
    torch = pytest.importorskip("torch")
    fx = pytest.importorskip("torch_mlir.fx")

    class Conv(torch.nn.Module):
        def forward(self, x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
            return torch.nn.functional.conv2d(x, w, b, stride=stride, padding=padding, dilation=dilation)

    dtype = getattr(torch, dtype_name)
    x, w = torch.randn(2, 8, 13, 13, dtype=dtype), torch.randn(16, 8, 3, 3, dtype=dtype)
    b = torch.randn(16, dtype=dtype)
    return str(fx.export_and_import(Conv(), x, w, b, output_type="linalg-on-tensors", func_name="conv"))


@pytest.mark.parametrize("dtype, stride, padding, dilation, mma, allow_tf32", [
    ("float16", 2, 1, 1, "m16n8k16.row.col.f32.f16.f16.f32", False),
    ("bfloat16", 1, 0, 2, "m16n8k16.row.col.f32.bf16.bf16.f32", False),
    ("float32", 2, 1, 1, "m16n8k8.row.col.f32.tf32.tf32.f32", True),
    ("float16", (1, 2), 1, (2, 1), "m16n8k16.row.col.f32.f16.f16.f32", False),   # per-dimension
])
def test_torch_conv2d_on_tensor_cores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dtype: str,
                                      stride: int | tuple[int, int], padding: int, dilation: int | tuple[int, int],
                                      mma: str, allow_tf32: bool) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    text = export_conv2d(dtype, stride, padding, dilation)
    assert "linalg.conv_2d_nchw_fchw" in text and ("tensor.pad" in text) == (padding > 0)
    path = tmp_path / "conv.mlir"
    path.write_text(text)
    run = check(path, remarks="json", allow_tf32=allow_tf32)
    assert run.stats.tensor_core_instructions > 0
    assert [r.fields["tensor_cores"] for r in REMARKS.collected] == [True]
    # The bias broadcast (at half precision with its cast to f32 fused in, then the rounding back)
    # and the convolution: no pad kernel.
    assert len(run.launches) == (2 if dtype == "float32" else 3), [name for name, _ in run.launches]
    ptx = compile_input(str(path), CompileOptions(emit="ptx", remarks="off", allow_tf32=allow_tf32)).payload.decode()
    assert f"mma.sync.aligned.{mma}" in ptx


DYNAMIC_IMAGE = """func.func @conv(%x: tensor<2x8x?x?xf16>, %w: tensor<16x8x3x3xf16>) -> tensor<2x16x11x11xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x16x11x11xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x16x11x11xf32>) -> tensor<2x16x11x11xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x8x?x?xf16>, tensor<16x8x3x3xf16>) outs(%init : tensor<2x16x11x11xf32>)
      -> tensor<2x16x11x11xf32>
  return %c : tensor<2x16x11x11xf32>
}
"""


def test_conv_with_a_dynamic_image_stays_simt_and_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "conv.mlir"
    path.write_text(DYNAMIC_IMAGE)
    run = check(path, remarks="json", shapes={"arg0_d2": 13, "arg0_d3": 13})
    assert run.stats.tensor_core_instructions == 0
    (remark,) = REMARKS.collected
    assert not remark.fields["tensor_cores"]
    assert remark.fields["reason"] == "the convolution's height, width are dynamic"


def test_conv_reads_the_pad_kernel_when_its_source_is_overwritten(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Bufferization fills x in place after the pad copied it: the convolution must read the pad's
    copy, not x (the pad stays a kernel)."""
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    text = conv_function("f16", bias=False)
    text = text.replace("-> tensor<2x16x7x7xf32> {", "-> (tensor<2x16x7x7xf32>, tensor<2x8x13x13xf16>) {")
    text = text.replace("  %acc_empty", "  %one = arith.constant 1.0 : f16\n  %ones = linalg.fill ins(%one : f16) "
                        "outs(%x : tensor<2x8x13x13xf16>) -> tensor<2x8x13x13xf16>\n  %acc_empty")
    text = text.replace("return %conv : tensor<2x16x7x7xf32>",
                        "return %conv, %ones : tensor<2x16x7x7xf32>, tensor<2x8x13x13xf16>")
    path = tmp_path / "conv.mlir"
    path.write_text(text)
    run = check(path, remarks="off")
    assert run.stats.tensor_core_instructions > 0 and len(run.launches) == 3   # pad, fill of x, convolution


@pytest.mark.parametrize("element", ["f16", "bf16"])
@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_stem_conv_with_odd_weight_rows_on_tensor_cores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        element: str, target: str) -> None:
    """ResNet's stem: 3 channels x 7 x 7, weight rows of K = 147 half-precision elements (294 bytes,
    no cp.async size divides them), copied one element at a time like a matmul's odd rows."""
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "conv.mlir"
    path.write_text(conv_function(element, channels=3, kernel=7, stride=2, pad=3, size=19, filters=8))
    run = check(path, remarks="json", target=target)
    assert run.stats.tensor_core_instructions > 0
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
    # On sm_90a a remark first says why not wgmma (no tensor map for the im2col A): mma.sync it is.
    assert [r.fields["tensor_cores"] for r in REMARKS.collected if "tensor_cores" in r.fields] == [True], \
        [r.message for r in REMARKS.collected]
    ptx = compile_input(str(path), CompileOptions(emit="ptx", remarks="off", target=target)).payload.decode()
    assert f"mma.sync.aligned.m16n8k16.row.col.f32.{element}.{element}.f32" in ptx


def test_hwcf_conv_with_odd_filter_rows_on_tensor_cores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """HWCF weights of 9 filters: rows of F = 9 f16 (18 bytes), copied one element at a time."""
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    check_on_tensor_cores(tmp_path, conv_function("f16", nhwc=True, filters=9, bias=False, batch=1),
                          "m16n8k16.row.col.f32.f16.f16.f32")
