"""Readers that turn every kind of input into one module at the ``linalg`` stage."""


def is_opspec(path: str) -> bool:
    """Whether ``path`` is an op spec (YAML) rather than MLIR: by its suffix, without importing MLIR."""
    return path.endswith((".yaml", ".yml"))
