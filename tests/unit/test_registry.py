"""tirc pass registry: names, typed options, and validation of whole pipelines."""

from __future__ import annotations

import pytest

from tirc.diagnostics import TircError
from tirc.driver import placeholders_for
from tirc.mlir_support import new_context
from tirc.pipeline import registry
from tirc.pipeline.runner import build_units, upstream_pass_names
from tirc.pipeline.spec import load_pipeline, parse_pipeline
from tirc.target import TARGETS, get_target


def test_every_registered_pass_loads_with_matching_name() -> None:
    for name in registry.pass_names():
        cls = registry.get_pass_class(name)
        assert cls.name == name and cls.summary


def test_options_are_typed() -> None:
    cls = registry.get_pass_class("tir-simt-map")
    options = registry.build_options(cls, {"threads-per-block": "128"})
    assert options.threads_per_block == 128
    with pytest.raises(TircError, match="expected an integer"):
        registry.build_options(cls, {"threads-per-block": "many"})
    with pytest.raises(TircError, match="unknown option 'threads'"):
        registry.build_options(cls, {"threads": 1})


def test_shipped_pipelines_validate_for_every_target() -> None:
    context = new_context()
    for name in ("simt", "gpu"):
        for chip in TARGETS:
            target = get_target(chip)
            units = build_units(load_pipeline(name), target, placeholders_for(target), context)
            assert units and all(unit.number == i + 1 for i, unit in enumerate(units))


def test_upstream_pass_list_is_real() -> None:
    names = upstream_pass_names()
    assert "convert-gpu-to-nvvm" in names and "canonicalize" in names and len(names) > 200


def test_unknown_upstream_option_names_the_line() -> None:
    spec = parse_pipeline("name: x\nstages:\n  - name: gpu\n    passes:\n      - canonicalize: {bogus: 1}\n", "x.yaml")
    target = get_target("sm_80")
    with pytest.raises(TircError) as info:
        build_units(spec, target, placeholders_for(target, needs_libdevice=False), new_context())
    assert "x.yaml:5" in info.value.render() and "invalid options for pass 'canonicalize'" in info.value.render()
