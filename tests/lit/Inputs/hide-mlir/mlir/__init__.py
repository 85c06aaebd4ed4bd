# Stands in for the MLIR bindings in doctor.test: as if the wheel were missing.
raise ImportError("No module named 'mlir' (hidden by tests/lit/Inputs/hide-mlir)")
