"""Passes of the linalg stage: rewrites of linalg on tensors before bufferization."""
