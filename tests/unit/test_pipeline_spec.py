"""The pipeline YAML loader: shapes, line numbers in errors, placeholders."""

from __future__ import annotations

import pytest

from tirc.diagnostics import TircError
from tirc.pipeline.spec import (PassSpec, load_pipeline, parse_pass_text, parse_pipeline,
                                resolve_placeholders, shipped_pipelines)

GOOD = """\
name: mine
description: test pipeline
target: {chip: sm_86}
stages:
  - name: linalg
    passes:
      - canonicalize
      - "canonicalize{max-iterations=3}"
  - name: gpu
    passes:
      - "gpu.module(convert-gpu-to-nvvm, cse)"
      - gpu.module: [canonicalize, {convert-gpu-to-nvvm: {index-bitwidth: 32}}]
      - nvvm-attach-target: {chip: "{target.chip}", O: 3, fast: true}
"""


def test_parse_forms_and_lines() -> None:
    spec = parse_pipeline(GOOD, "mine.yaml")
    assert spec.name == "mine" and spec.default_target == "sm_86"
    assert spec.stage_names() == ["linalg", "gpu"]
    passes = [p for _, p in spec.passes()]
    assert [p.display() for p in passes] == [
        "canonicalize",
        "canonicalize{max-iterations=3}",
        "gpu.module(convert-gpu-to-nvvm)",
        "gpu.module(cse)",
        "gpu.module(canonicalize)",
        "gpu.module(convert-gpu-to-nvvm{index-bitwidth=32})",
        "nvvm-attach-target{chip={target.chip} O=3 fast=true}",
    ]
    assert [p.line for p in passes] == [7, 8, 11, 11, 12, 12, 13]
    assert passes[2].pipeline_text() == "builtin.module(gpu.module(convert-gpu-to-nvvm))"


def test_placeholders_resolved_and_unknown_rejected() -> None:
    spec = PassSpec("nvvm-attach-target", (), (("chip", "{target.chip}"),), None, "p.yaml", 4)
    assert resolve_placeholders(spec, {"target.chip": "sm_90a"}).option_text() == "chip=sm_90a"
    with pytest.raises(TircError) as info:
        resolve_placeholders(PassSpec("x", (), (("chip", "{target.chp}"),), None, "p.yaml", 4),
                             {"target.chip": "sm_80"})
    assert "p.yaml:4" in info.value.render() and "did you mean 'target.chip'" in info.value.render()


@pytest.mark.parametrize("text, message, line", [
    ("name: x\nstagez: []\n", "unknown key 'stagez'", 2),
    ("name: x\nstages:\n  - name: gpuu\n    passes: []\n", "unknown stage 'gpuu'", 3),
    ("name: x\nstages:\n  - name: gpu\n  - name: linalg\n", "out of order", 4),
    ("name: x\nstages:\n  - name: gpu\n    passes:\n      - [a, b]\n", "a pass entry is", 5),
    ("name: x\nstages:\n  - name: gpu\n    passes:\n      - \"gpu.modul(cse)\"\n", "unknown pass anchor", 5),
    ("name: x\nstages: [\n", "invalid YAML", 3),
])
def test_errors_name_file_and_line(text: str, message: str, line: int) -> None:
    with pytest.raises(TircError) as info:
        parse_pipeline(text, "bad.yaml")
    rendered = info.value.render()
    assert message in rendered
    assert f"bad.yaml:{line}" in rendered


def test_nested_text_splits_on_top_level_commas_only() -> None:
    specs = parse_pass_text("a{x=1,2}, func.func(b, c{y=3}), d", "f", 1)
    assert [s.display() for s in specs] == ["a{x=1,2}", "func.func(b)", "func.func(c{y=3})", "d"]


def test_shipped_pipelines_load() -> None:
    names = shipped_pipelines()
    assert {"simt", "gpu"} <= set(names)
    for name in names:
        assert load_pipeline(name).stages
