"""Passes of the gpu stage: loops mapped to blocks and threads, kernels outlined with a plain C ABI."""
