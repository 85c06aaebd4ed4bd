# tirc — developer entry points. Everything lives in .venv/ (created by `make setup`).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.tirc-setup
JOBS ?= 2

.PHONY: setup demo test lint lit fuzz docs clean

setup: $(STAMP)

# Idempotent: reinstalls only when the pins or the package metadata change.
$(STAMP): requirements.lock pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
	@touch $(STAMP)

DEMO_INPUT := examples/mlir/torch_relu_matmul_f16.mlir
DEMO_OUT := build/demo

# Compile torch-mlir's relu(a @ b) (f16) to PTX + manifest and to a cubin, with the kernel report,
# then run it in the PTX emulator against a float64 numpy reference.
demo: setup
	@mkdir -p $(DEMO_OUT)
	$(BIN)/tirc compile $(DEMO_INPUT) -o $(DEMO_OUT)/relu_matmul.ptx --manifest
	$(BIN)/tirc compile $(DEMO_INPUT) -o $(DEMO_OUT)/relu_matmul.cubin --report
	$(BIN)/tirc run $(DEMO_INPUT) --emulate
	@echo
	@echo "PTX:      $(DEMO_OUT)/relu_matmul.ptx"
	@echo "cubin:    $(DEMO_OUT)/relu_matmul.cubin"
	@echo "manifest: $(DEMO_OUT)/relu_matmul.json (launch plan)"

lit: setup
	$(BIN)/lit -sv -j $(JOBS) tests/lit

FUZZ_CASES ?= 340
FUZZ_SEED ?= 1

# ruff (lint rules) and mypy (types); both read their settings from pyproject.toml.
lint: setup
	$(BIN)/ruff check tirc tests bench
	$(BIN)/mypy

test: setup lint
	$(BIN)/python -m pytest -q -n $(JOBS) --dist loadfile tests/unit
	$(BIN)/lit -v -j $(JOBS) tests/lit
	$(BIN)/python -m tests.fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) --jobs $(JOBS) --timeout 120

# A longer bad-input run: make fuzz FUZZ_CASES=2000 FUZZ_SEED=7 (summary in build/fuzz/).
fuzz: setup
	$(BIN)/python -m tests.fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) --jobs $(JOBS) --timeout 120

# The documentation site (docs/, mkdocs.yml) into build/site; --strict: a broken link or anchor fails.
docs: setup
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict -d build/site

clean:
	rm -rf build .pytest_cache
