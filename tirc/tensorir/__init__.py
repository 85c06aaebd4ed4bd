"""tirc.tensorir: the Python scheduling DSL. This module re-exports the compute definition
(tirc/tensorir/compute.py)."""

from tirc.tensorir.compute import (Axis, Block, Buffer, Definition, Expr, Index, Param, Size, Tensor, abs, alloc,
                                   cast, define, erf, exp, grid, log, max, min, rsqrt, sigmoid, sqrt, tanh, var,
                                   where)

__all__ = ["Axis", "Block", "Buffer", "Definition", "Expr", "Index", "Param", "Size", "Tensor", "abs", "alloc", "cast",
           "define", "erf", "exp", "grid", "log", "max", "min", "rsqrt", "sigmoid", "sqrt", "tanh", "var", "where"]
