"""Passes of the gpu stage: the schedule realised as block tiles, shared memory, warps and Tensor Core
instructions; loops mapped to blocks and threads; kernels outlined with a plain C ABI."""
