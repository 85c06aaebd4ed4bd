"""Passes of the gpu stage: the schedule realised as tiles, shared memory, warps and Tensor Core ops."""
