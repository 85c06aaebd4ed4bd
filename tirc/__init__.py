"""tirc: an MLIR-based compiler from tensor computations to NVIDIA Tensor Core machine code."""

__version__ = "0.1.0"
