"""Passes of the ptx stage: a check that the kernels can be translated, clean-up of the compiled gpu.binary objects."""
