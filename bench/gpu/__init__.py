"""The GPU check in two halves: prepare a bundle here (MLIR), run it on a GPU machine (no MLIR)."""
