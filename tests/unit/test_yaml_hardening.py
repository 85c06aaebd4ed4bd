"""Malformed YAML in op specs and pipelines: one `error: FILE:LINE:` each, fast, never a crash.

Every case runs through both readers (the op spec schema and the pipeline schema), since both use
tirc.yamlload; the schema-level value checks of each follow.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tirc.diagnostics import TircError
from tirc.frontend.opspec import opspec_to_mlir
from tirc.pipeline.spec import load_pipeline, parse_pipeline
from tirc.yamlload import MAX_DEPTH, load_yaml, read_yaml_file

_LAUGHS = "".join(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}" if i else "lol"] * 10) + "]\n" for i in range(9))

# (name, text, line, message part)
MALFORMED = [
    ("billion laughs", _LAUGHS, 6, "expands to more than 1,000,000 values"),
    ("deep flow nesting", "a: " + "[" * 50_000 + "]" * 50_000 + "\n", 1, "nesting"),
    ("nesting", "a: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n", 1, f"deeper than {MAX_DEPTH} levels"),
    ("deep block nesting", "".join(" " * i + "k:\n" for i in range(100)), MAX_DEPTH + 1, "deeper than"),
    ("deep through aliases", "a: &a " + "[" * 40 + "1" + "]" * 40 + "\nb: " + "[" * 40 + "*a" + "]" * 40 + "\n",
     2, "deeper than"),
    ("alias cycle", "a: &a [1, *a]\n", 1, "refers to a value that contains it (a cycle)"),
    ("complex key", "kernels:\n  ? [a, b]\n  : 1\n", 2, "complex key"),
    ("mapping key", "{a: 1}: 2\n", 1, "complex key"),
    ("merge key", "x: &x {a: 1}\ny:\n  <<: *x\n", 3, "merge keys"),
    ("duplicate key", "kernels: []\nstages: []\nkernels: []\n", 3, "duplicate key 'kernels' (first on line 1)"),
    ("NUL byte", "kernels:\n  - name: a\x00b\n", 2, "a NUL byte is not allowed"),
    ("control character", "kernels:\n\n  - \x07\n", 3, "character U+0007 is not allowed"),
    ("tab indent", "kernels:\n\t- name: a\n", 2, "(found '\\t')"),
    ("huge integer", "kernels: " + "1" * 30 + "\n", 1, "does not fit in 64 bits"),
    ("5000-digit integer", "kernels: " + "9" * 5000 + "\n", 1, "is too long"),
    ("base-60 integer", "kernels: " + ":".join(["1"] * 80000) + "\n", 1, "is too long"),
    ("float overflow", "kernels: 1.0e+999\n", 1, "too large for a float"),
    ("python tag", "kernels: !!python/object/apply:os.system [echo]\n", 1, "unsupported YAML tag"),
    ("local tag", "kernels: !mine {a: 1}\n", 1, "unsupported YAML tag '!mine'"),
    ("set", "kernels: !!set {a, b}\n", 1, "unsupported YAML tag"),
    ("bad timestamp", "kernels: !!timestamp 2001-99-99\n", 1, "invalid YAML value"),
    ("two documents", "kernels: []\n---\nkernels: []\n", 2, "expected a single document"),
    ("unclosed flow", "kernels: [1, 2\n", 2, "invalid YAML"),
]


@pytest.mark.parametrize("text,line,message", [case[1:] for case in MALFORMED], ids=[case[0] for case in MALFORMED])
@pytest.mark.parametrize("reader", ["opspec", "pipeline"])
def test_malformed_yaml_is_one_located_error(reader: str, text: str, line: int, message: str) -> None:
    started = time.monotonic()
    with pytest.raises(TircError) as caught:
        if reader == "opspec":
            opspec_to_mlir(text, "in.yaml")
        else:
            parse_pipeline(text, "in.yaml")
    assert time.monotonic() - started < 5, "a malformed file must be refused quickly"
    first = caught.value.render().splitlines()[0]
    assert first.startswith(f"error: in.yaml:{line}"), first
    assert message in first, first


@pytest.mark.parametrize("text", ["[]\n", "just text\n", "42\n", "null\n"])
def test_top_level_must_be_a_mapping(text: str) -> None:
    for parse in (opspec_to_mlir, parse_pipeline):
        with pytest.raises(TircError, match="is a mapping") as caught:
            parse(text, "in.yaml")
        assert caught.value.render().startswith("error: in.yaml:1:")


def test_tabs_get_a_hint() -> None:
    with pytest.raises(TircError) as caught:
        load_yaml("kernels:\n\t- name: a\n", "in.yaml")
    assert caught.value.hint == "YAML indents with spaces; replace the tabs"


def test_empty_document() -> None:
    with pytest.raises(TircError, match="empty YAML document"):
        load_yaml("# only a comment\n", "in.yaml")


def test_aliases_within_the_limit_still_work() -> None:
    data = load_yaml("base: &t [128, 128, 32]\nother: *t\n", "in.yaml")
    assert data["other"] == [128, 128, 32] and data.key_lines["other"] == 2
    assert load_yaml("a: .inf\n", "in.yaml")["a"] == float("inf")


def test_non_utf8_file_names_the_line(tmp_path: Path) -> None:
    spec = tmp_path / "latin1.yaml"
    spec.write_bytes("kernels:\n  - name: caf\xe9\n".encode("latin-1"))
    with pytest.raises(TircError) as caught:
        read_yaml_file(spec)
    assert caught.value.render().startswith(f"error: {spec}:2: byte 0xe9 is not UTF-8 text")


def test_non_utf8_pipeline_file(tmp_path: Path) -> None:
    pipeline = tmp_path / "p.yaml"
    pipeline.write_bytes(b"name: p\nstages:\n  - name: linalg\xff\n")
    with pytest.raises(TircError) as caught:
        load_pipeline(str(pipeline))
    assert caught.value.render().startswith(f"error: {pipeline}:3: byte 0xff is not UTF-8")


def test_directory_is_not_a_yaml_file(tmp_path: Path) -> None:
    with pytest.raises(TircError, match="input is a directory"):
        read_yaml_file(tmp_path)


# ---------------------------------------------------------------------------------------------
# Schema-level value checks

_SPEC = """\
kernels:
  - name: g
    op: matmul
    shape: {{M: {m}, N: 64, K: 64}}
    dtype: {{a: f16}}
    schedule: {{{schedule}}}
"""


@pytest.mark.parametrize("schedule,message", [
    ("swizzle: zigzag", "unknown schedule swizzle 'zigzag'"),
    ("swizzle: 1", "unknown schedule swizzle 1"),
    ("swizzle: [a]", "unknown schedule swizzle"),
    ("tile: [64, 64]", "schedule tile must be a list of positive integers (3: M, N, K)"),
    ("warps: [2, 2, 2]", "schedule warps must be a list of positive integers (2: M, N)"),
    # Knobs are i64 attributes: larger values are refused, not wrapped to negative numbers.
    ("stages: 18446744073709551615", "schedule stages 18446744073709551615 does not fit in a 64-bit integer"),
    ("tile: [9223372036854775808, 64, 32]", "schedule tile [9223372036854775808, 64, 32] does not fit in a 64-bit"),
])
def test_schedule_values(schedule: str, message: str) -> None:
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(_SPEC.format(m=64, schedule=schedule), "s.yaml")
    first = caught.value.render().splitlines()[0]
    assert first.startswith("error: s.yaml:6: kernel 'g': ") and message in first, first


@pytest.mark.parametrize("swizzle", ["auto", "xor", "none", "true", "false"])
def test_swizzle_values_accepted(swizzle: str) -> None:
    assert "func.func @g" in opspec_to_mlir(_SPEC.format(m=64, schedule=f"swizzle: {swizzle}"), "s.yaml")


def test_shape_whose_strides_would_overflow() -> None:
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(_SPEC.format(m=2 ** 62, schedule="stages: 2"), "s.yaml")
    assert caught.value.render().startswith("error: s.yaml:4: kernel 'g': shape spans ")
    assert "more than 2^56" in caught.value.message
    with pytest.raises(TircError, match="--shape makes it span"):
        opspec_to_mlir(_SPEC.format(m=64, schedule="stages: 2"), "s.yaml", {"M": 2 ** 60})


_PIPELINE = """\
name: p
target: {{{target}}}
stages:
  - name: linalg
    passes:
      - canonicalize: {{{options}}}
"""


@pytest.mark.parametrize("target,message", [
    ("opt_level: 4", "target opt_level must be 0, 1, 2 or 3, not 4"),
    ("opt_level: -1", "target opt_level must be 0, 1, 2 or 3"),
    ("opt_level: fast", "target opt_level must be 0, 1, 2 or 3, not 'fast'"),
    ("opt_level: true", "target opt_level must be 0, 1, 2 or 3, not True"),
    ("chip: sm_99", "unknown target chip 'sm_99'"),
    ("chip: ''", "unknown target chip ''"),
    ("chip: 80", "unknown target chip 80"),
    ("features: ptx80", "target features 'ptx80' is not a feature list"),
    ("features: '+ptx80,'", "is not a feature list"),
])
def test_pipeline_target_values(target: str, message: str) -> None:
    with pytest.raises(TircError) as caught:
        parse_pipeline(_PIPELINE.format(target=target, options=""), "p.yaml")
    first = caught.value.render().splitlines()[0]
    assert first.startswith("error: p.yaml:2: ") and message in first, first


def test_pipeline_target_values_accepted() -> None:
    spec = parse_pipeline(_PIPELINE.format(target="chip: sm_86, features: '+ptx80,-foo', opt_level: 0",
                                           options=""), "p.yaml")
    assert spec.target_overrides == {"chip": "sm_86", "features": "+ptx80,-foo", "opt_level": "0"}


@pytest.mark.parametrize("options", ["max-iterations: {a: 1}", "max-iterations: null", "x: [[1]]"])
def test_pass_option_values_are_scalars(options: str) -> None:
    with pytest.raises(TircError) as caught:
        parse_pipeline(_PIPELINE.format(target="chip: sm_80", options=options), "p.yaml")
    assert caught.value.render().startswith("error: p.yaml:6: option ")
    assert "of pass 'canonicalize' must be a number, text, true/false or a list of those" in caught.value.message
