"""Passes of the ptx stage: clean-up of the compiled gpu.binary objects."""
