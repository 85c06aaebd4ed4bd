"""tirc pass registry: names, typed options, and validation of whole pipelines."""

from __future__ import annotations

import dataclasses

import pytest
from click.testing import CliRunner

from tirc.cli import main
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


MODULE_PASSES = registry.pass_names()


@pytest.mark.parametrize("name", MODULE_PASSES)
def test_pass_is_a_frozen_dataclass_of_its_options_with_a_docstring(name: str) -> None:
    cls = registry.get_pass_class(name)
    assert issubclass(cls, registry.ModulePass)
    # The class itself is decorated (a subclass of a dataclass that is not would inherit no fields
    # of its own and silently ignore its options).
    assert "__dataclass_params__" in vars(cls) and vars(cls)["__dataclass_params__"].frozen
    # Without a docstring of its own, @dataclass writes one from the signature: "Name(field: ...)".
    assert cls.__doc__ and not cls.__doc__.startswith(f"{cls.__name__}(")
    instance = registry.build_options(cls, {})
    fields = {field.name for field in dataclasses.fields(cls)}
    assert set(vars(instance)) == fields   # nothing but its options on the instance
    for field in fields:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(instance, field, getattr(instance, field))


@pytest.mark.parametrize("name", MODULE_PASSES)
def test_building_a_pass_twice_from_the_same_options_gives_equal_passes(name: str) -> None:
    cls = registry.get_pass_class(name)
    raw = {info.name: info.default for info in registry.option_infos(cls)}
    first, second = registry.build_options(cls, raw), registry.build_options(cls, dict(raw))
    assert first is not second and first == second and hash(first) == hash(second)
    assert first == registry.build_options(cls, {})


def test_passes_with_different_options_differ() -> None:
    cls = registry.get_pass_class("tir-simt-map")
    assert registry.build_options(cls, {"threads-per-block": 128}) != registry.build_options(cls, {})


def test_tirc_passes_lists_every_pass_with_its_options() -> None:
    result = CliRunner().invoke(main, ["passes"])
    assert result.exit_code == 0, result.output
    listed: dict[str, list[str]] = {}
    for line in result.output.splitlines():
        if not line.startswith(" "):
            listed[line] = []
        else:
            listed[list(listed)[-1]].append(line.strip())
    assert sorted(listed) == registry.pass_names()
    for name in MODULE_PASSES:
        cls = registry.get_pass_class(name)
        summary, *options = listed[name]
        assert summary == cls.summary
        assert [option.split(":")[0] for option in options] == \
            [f"--{info.name}" for info in registry.option_infos(cls)]
        for option, info in zip(options, registry.option_infos(cls)):
            assert option.startswith(f"--{info.name}: {info.type_name} = {info.default}") and info.help in option


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
