"""The PTX emulator as a launch-plan device (:class:`tirc.runtime.plan.Device`). No MLIR here: a
machine that runs precompiled plans on the CPU imports it too."""

from __future__ import annotations

from tirc.diagnostics import TircError
from tirc.runtime.emulator import Emulator, TensorMap
from tirc.runtime.plan import TensorMapSpec


def emulator_tensor_map(spec: TensorMapSpec) -> TensorMap:
    """The emulator's stand-in for cuTensorMapEncodeTiled: a TensorMap (innermost first, strides in
    bytes). The emulator fills out-of-bounds elements with zeros and has no interleaved layouts;
    L2 promotion is a cache hint, without effect there."""
    if spec.oob != "zero":
        raise TircError(f"tensor map {spec.name}: the emulator fills out-of-bounds elements with zeros only, "
                        f"not {spec.oob}")
    if spec.interleave:
        raise TircError(f"tensor map {spec.name}: the emulator has no interleaved tensor maps")
    return TensorMap(spec.address, spec.elem_bytes, tuple(reversed(spec.shape)),
                     tuple(stride * spec.elem_bytes for stride in reversed(spec.strides[:-1])),
                     tuple(reversed(spec.box)), spec.swizzle)


class PlanEmulator(Emulator):
    """The emulator as a launch-plan device: it makes the plan's tensor maps too."""

    def tensor_map(self, spec: TensorMapSpec) -> TensorMap:
        return emulator_tensor_map(spec)
