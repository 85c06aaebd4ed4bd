"""The launch plan executor on a caller's own device memory (``execute(..., resident=...)``): the
buffers given there are neither allocated nor copied, the kernels read and write them in place,
and ``read_back=False`` leaves the results there. What ``tirc.torch`` does with CUDA tensors,
checked here in the emulator."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import combine_ptx
from tirc.runtime.emulator import Emulator, PtxModule
from tirc.runtime.plan import execute

GELU = Path(__file__).resolve().parents[2] / "examples" / "mlir" / "gelu_tanh.mlir"


class CountingEmulator(Emulator):
    """The emulator device, counting the host-to-device copies."""

    copies = 0

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        self.copies += 1
        super().copy_to_device(addr, array)


def test_resident_inputs_and_outputs_are_used_in_place() -> None:
    result = compile_input(str(GELU), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (plan,) = result.manifest["functions"]
    (input_spec,) = plan["inputs"]
    (output,) = plan["outputs"]
    symbols = dict(zip(plan["symbols"], (5, 7)))
    x = np.linspace(-3, 3, 35, dtype=np.float32).reshape(5, 7)

    plain = execute(plan, Emulator(PtxModule.parse(combine_ptx(result.ptx))), {input_spec["name"]: x}, symbols)

    device = CountingEmulator(PtxModule.parse(combine_ptx(result.ptx)))
    x_address, out_address = device.alloc(x.nbytes), device.alloc(x.nbytes)
    device.copy_to_device(x_address, x)
    device.copies = 0
    run = execute(plan, device, {}, symbols, resident={input_spec["name"]: x_address, output["buffer"]: out_address},
                  read_back=False)
    assert run.outputs == {} and device.copies == 0   # nothing allocated, poisoned or copied
    np.testing.assert_array_equal(device.from_device(out_address, (5, 7), np.float32), plain.outputs[output["name"]])
