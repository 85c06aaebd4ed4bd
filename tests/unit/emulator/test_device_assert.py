"""CUDA's device assert in the emulator: `.extern .func __assertfail ... .noreturn;` parses, and a
thread reaching `__assertfail` or `trap` ends the launch with the PTX line and the message."""

from __future__ import annotations

import numpy as np
import pytest

from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule
from tirc.runtime.emulator.errors import DeviceAssertion

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# What LLVM's NVPTX back end emits for `cf.assert %i_lt_n, "index out of bounds"` in a kernel
# that copies a[i] to c[i] for i = %tid.x, n = a's size.
ASSERTING_COPY = HEADER + """
.extern .func __assertfail
(
    .param .b64 __assertfail_param_0,
    .param .b64 __assertfail_param_1,
    .param .b32 __assertfail_param_2,
    .param .b64 __assertfail_param_3,
    .param .b64 __assertfail_param_4
)
.noreturn;
.global .align 1 .b8 assert_func_0[10] = {40, 117, 110, 107, 110, 111, 119, 110, 41};
.global .align 1 .b8 assert_file_0[2] = {45};
.global .align 1 .b8 assert_message_0[20] = {105, 110, 100, 101, 120, 32, 111, 117, 116, 32, 111, 102, 32, 98, 111, 117, 110, 100, 115};

.visible .entry checked(.param .u64 checked_param_0, .param .u64 checked_param_1, .param .u64 checked_param_2)
{
    .reg .pred %p<2>;
    .reg .b32 %r<3>;
    .reg .b64 %rd<16>;
    ld.param.b64 %rd4, [checked_param_0];
    cvta.to.global.u64 %rd1, %rd4;
    ld.param.b64 %rd5, [checked_param_1];
    ld.param.b64 %rd6, [checked_param_2];
    cvta.to.global.u64 %rd2, %rd6;
    mov.u32 %r1, %tid.x;
    cvt.u64.u32 %rd3, %r1;
    setp.gt.u64 %p1, %rd5, %rd3;
    @%p1 bra $L__BB0_2;
    bra.uni $L__BB0_1;
$L__BB0_2:
    shl.b64 %rd13, %rd3, 2;
    add.s64 %rd14, %rd1, %rd13;
    ld.global.b32 %r2, [%rd14];
    add.s64 %rd15, %rd2, %rd13;
    st.global.b32 [%rd15], %r2;
    ret;
$L__BB0_1:
    { // callseq 0, 0
    .param .b64 param0;
    .param .b64 param1;
    .param .b32 param2;
    .param .b64 param3;
    .param .b64 param4;
    mov.b64 %rd7, assert_func_0;
    cvta.global.u64 %rd8, %rd7;
    st.param.b64 [param3], %rd8;
    mov.b64 %rd9, assert_file_0;
    cvta.global.u64 %rd10, %rd9;
    st.param.b64 [param1], %rd10;
    mov.b64 %rd11, assert_message_0;
    cvta.global.u64 %rd12, %rd11;
    st.param.b64 [param0], %rd12;
    st.param.b64 [param4], 1;
    st.param.b32 [param2], 8;
    call.uni __assertfail, (param0, param1, param2, param3, param4);
    } // callseq 0
    exit;
}
"""


def _line_of(ptx: str, text: str) -> int:
    (line,) = [number for number, line in enumerate(ptx.split("\n"), 1) if text in line]
    return line


def _copy(n: int, threads: int) -> np.ndarray:
    emu = Emulator(PtxModule.parse(ASSERTING_COPY))
    a = np.arange(n, dtype=np.float32)
    c = emu.alloc(4 * threads)
    emu.launch("checked", (1,), (threads,), [emu.to_device(a), n, c])
    return emu.from_device(c, threads, np.float32)


def test_extern_noreturn_declaration_parses_and_a_passing_assert_runs() -> None:
    assert "checked" in PtxModule.parse(ASSERTING_COPY).kernels
    np.testing.assert_array_equal(_copy(32, 32), np.arange(32, dtype=np.float32))


def test_failing_assert_reports_its_ptx_line_message_and_thread() -> None:
    line = _line_of(ASSERTING_COPY, "call.uni __assertfail")
    with pytest.raises(DeviceAssertion) as caught:
        _copy(16, 32)
    assert str(caught.value) == (f"device assertion failed at PTX line {line}: index out of bounds "
                                 "(thread ctaid=(0, 0, 0) tid=(16, 0, 0))")
    assert isinstance(caught.value, EmulatorError)


def test_noreturn_after_the_parameters_on_one_line() -> None:
    ptx = HEADER + """
    .extern .func (.param .b32 r) stop(.param .b32 code) .noreturn;
    .visible .entry k() .maxntid 64, 1, 1
    {
        ret;
    }
    """
    mod = PtxModule.parse(ptx)
    assert mod.kernels["k"].params == []


def test_trap_reports_its_ptx_line_and_first_thread() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u32 limit)
    {
        .reg .pred %p<2>;
        .reg .b32 %r<3>;
        ld.param.u32 %r1, [limit];
        mov.u32 %r2, %tid.x;
        setp.ge.u32 %p1, %r2, %r1;
        @%p1 trap;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    emu.launch("k", (2,), (64,), [64])
    with pytest.raises(DeviceAssertion, match=rf"^device assertion failed at PTX line {_line_of(ptx, 'trap;')} "
                                              r"\(trap in thread ctaid=\(0, 0, 0\) tid=\(40, 0, 0\)\)$"):
        emu.launch("k", (2,), (64,), [40])
