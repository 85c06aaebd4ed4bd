"""Passes of the nvvm stage: rewrites of the gpu.module kernels before their lowering to NVVM."""
