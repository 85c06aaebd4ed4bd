"""tirc.tensorir: the Python scheduling DSL, in the style of TVM's TensorIR.

Define a computation with ``alloc``, ``grid`` and indexed statements (``compute.py``), schedule
it with TensorIR's primitives (``schedule.py``) and build it (``kernel.py``)::

    from tirc import tensorir

    def matmul(A: tensorir.Tensor[(M, K), "float16"], B: tensorir.Tensor[(K, N), "float16"]):
        C = tensorir.alloc((M, N), dtype="float16")
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C

    schedule = tensorir.create_schedule(matmul)
    ...
    kernel = schedule.build(target="cuda")

The definition lowers to linalg, the schedule to what ``tirc compile`` takes (a schedule file):
the DSL and the command line share every pass.
"""

from tirc.tensorir.compute import (Axis, Block, Buffer, Definition, Expr, Index, Param, Size, Tensor, TensorIRError,
                                   abs, alloc,
                                   cast, define, erf, exp, grid, log, max, min, rsqrt, sigmoid, sqrt, tanh, var,
                                   where)
from tirc.tensorir.kernel import Kernel
from tirc.tensorir.schedule import Loop, Schedule, ScheduleError, Trace, create_schedule

__all__ = ["Axis", "Block", "Buffer", "Definition", "Expr", "Index", "Kernel", "Loop", "Param", "Schedule",
           "ScheduleError", "Size", "Tensor", "TensorIRError", "Trace", "abs", "alloc", "cast", "create_schedule",
           "define", "erf", "exp",
           "grid", "log", "max", "min", "rsqrt", "sigmoid", "sqrt", "tanh", "var", "where"]
