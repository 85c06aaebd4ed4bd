"""Instruction handlers; importing this package fills core.HANDLERS."""

from . import arith, compare, control, convert, floatmath, mbarrier, memory, tensor, warp, wgmma  # noqa: F401
