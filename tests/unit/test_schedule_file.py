"""Schedule files (tirc/schedule/file.py): the format round trip, the YAML hardening, the lines
errors name, and the compile cache with ``--schedule`` (tirc/driver.py, tirc/cache.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.unit.test_yaml_hardening import MALFORMED
from tirc.cache import Cache
from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.schedule.file import ScheduleFile, format_schedule_file, parse_schedule_file, read_schedule_file

REPO = Path(__file__).resolve().parents[2]
INPUTS = REPO / "tests" / "lit" / "Inputs"
MATMUL = INPUTS / "sched-matmul.mlir"
SCHEDULES = INPUTS / "schedules"

FULL = """\
pipeline: sm80
without: [tir-swizzle, tir-epilogue]
options:
  tir-reduce: {threads-per-block: 128, warp-row-limit: 1024}
  tir-schedule: {allow-tf32: true}
functions:
  matmul:
    C: {tile: [256, 128, 32], warps: [4, 2], stages: 2, swizzle: false, mma: m16n8k16}
    D: {split_k: 2}
  other:
    E: {raster_group: 4}
"""


@pytest.mark.parametrize("text", [FULL, "pipeline: simt\n", "without: [tir-mma]\n", "{}\n",
                                  "options:\n  tir-x: {a: '007', b: 'true', c: '1.5', d: x y, e: -3}\n",
                                  *(path.read_text() for path in sorted(SCHEDULES.glob("matmul*.yaml")))])
def test_format_reads_back_as_the_same_schedule(text: str) -> None:
    schedule = parse_schedule_file(text, "in.yaml")
    written = format_schedule_file(schedule, header="written by a test\n\nround trip")
    assert written.startswith("# written by a test\n#\n# round trip\n")
    assert parse_schedule_file(written, "in.yaml") == schedule


def test_an_empty_schedule_formats_as_a_file_that_reads_back() -> None:
    written = format_schedule_file(ScheduleFile("in.yaml"), header="nothing scheduled")
    assert parse_schedule_file(written, "in.yaml") == ScheduleFile("in.yaml")


def test_the_parsed_schedule_keeps_values_and_lines() -> None:
    schedule = parse_schedule_file(FULL, "in.yaml")
    assert schedule.pipeline == "sm80"
    assert schedule.without == ("tir-swizzle", "tir-epilogue")
    assert dict(schedule.options)["tir-schedule"] == (("allow-tf32", "true"),)
    assert schedule.blocks()["matmul"]["C"]["tile"] == (256, 128, 32)
    assert schedule.blocks()["other"] == {"E": {"raster_group": 4}}
    assert str(schedule.location("functions/matmul/D")) == "in.yaml:9"
    assert str(schedule.location("options/tir-schedule")) == "in.yaml:5"
    assert str(schedule.location("without/tir-epilogue")) == "in.yaml:2"


@pytest.mark.parametrize("text,line,message", [case[1:] for case in MALFORMED], ids=[case[0] for case in MALFORMED])
def test_malformed_yaml_is_one_located_error(text: str, line: int, message: str) -> None:
    """The schedule reader goes through tirc.yamlload like op specs and pipelines do."""
    with pytest.raises(TircError) as caught:
        parse_schedule_file(text, "in.yaml")
    first = caught.value.render().splitlines()[0]
    assert first.startswith(f"error: in.yaml:{line}"), first
    assert message in first, first


@pytest.mark.parametrize("text,line,message", [
    ("functions:\n  matmul:\n    C: {tile: [64, 64, 32]}\n    C: {tile: [32, 32, 32]}\n", 4,
     "duplicate key 'C' (first on line 3)"),
    ("without: &w [tir-mma]\noptions: *w\n", 2, "options must map pass names to their options"),
    ("functions:\n  matmul:\n    C: {tile: [32, 32, 32], stages: 0}\n", 3, "stages"),
    ("functions:\n  matmul:\n    C: [32, 32, 32]\n", 3, "must be a mapping of schedule knobs"),
    ("functions:\n  matmul: [C]\n", 2, "@matmul must map block names to schedules"),
    ("options:\n  tir-reduce: {threads-per-block: [1]}\n", 2, "options of tir-reduce must map option names to values"),
    ("without: tir-mma\n", 1, "without must be a list of pass names"),
    ("pipeline: 3\n", 1, "pipeline must be a pipeline name or file"),
    ("without: [[tir-mma]]\n", 1, "['tir-mma'] is not a pass a schedule may leave out"),
    ("options:\n  null: {threads-per-block: 128}\n", 2, "null is not a pass name"),
    ("options:\n  tir-reduce: {1: 128}\n", 2, "options of tir-reduce must map option names to values"),
    ("functions:\n  true:\n    C: {tile: [32, 32, 32]}\n", 2, "true is not a function name"),
    ("functions:\n  matmul:\n    7: {tile: [32, 32, 32]}\n", 3, "7 is not a block name"),
])
def test_schema_errors_name_the_line(text: str, line: int, message: str) -> None:
    with pytest.raises(TircError) as caught:
        parse_schedule_file(text, "in.yaml")
    first = caught.value.render().splitlines()[0]
    assert first.startswith(f"error: in.yaml:{line}: "), first
    assert message in first, first


# ---------------------------------------------------------------------------------------------
# The compile cache


def _compile(cache: Cache, path: Path, schedule: Path | None = None, **options: object) -> tuple[bytes, list[str]]:
    """The PTX and what the cache said (hit/miss lines)."""
    said: list[str] = []
    cache.say = said.append  # type: ignore[method-assign]
    result = compile_input(str(path), CompileOptions(schedule=str(schedule) if schedule else None,
                                                     **options), cache)  # type: ignore[arg-type]
    return result.payload, said


def test_a_compile_with_a_schedule_never_hits_an_entry_made_without_it(tmp_path: Path) -> None:
    cache = Cache(tmp_path / "cache")
    plain, said = _compile(cache, MATMUL)
    assert said == ["cache miss"]
    assert _compile(cache, MATMUL)[1][0].startswith("cache hit")
    scheduled, said = _compile(cache, MATMUL, SCHEDULES / "matmul.yaml")
    assert said == ["cache miss"]
    wide, said = _compile(cache, MATMUL, SCHEDULES / "matmul-wide.yaml")
    assert said == ["cache miss"]
    assert len({plain, scheduled, wide}) == 3, "each schedule is another kernel"
    again, said = _compile(cache, MATMUL, SCHEDULES / "matmul.yaml")
    assert said[0].startswith("cache hit") and again == scheduled


def test_the_key_covers_which_op_a_block_names(tmp_path: Path) -> None:
    """Two inputs whose text differs only in which matmul is block C (locations, which the
    module's text leaves out): the second must not get the first's kernels."""
    swapped = tmp_path / MATMUL.name   # the same name: the manifest records it
    text = MATMUL.read_text()
    swapped.write_text(text.replace('loc("C"("mm.py":5:9))', 'loc("mm.py":5:9)')
                       .replace('loc("mm.py":9:9)', 'loc("C"("mm.py":9:9))'))
    cache = Cache(tmp_path / "cache")
    first, _ = _compile(cache, MATMUL, SCHEDULES / "matmul.yaml", remarks="off")
    second, said = _compile(cache, swapped, SCHEDULES / "matmul.yaml", remarks="off")
    assert said == ["cache miss"]
    assert first != second


def test_run_of_a_ptx_with_a_schedule_is_a_usage_error(tmp_path: Path) -> None:
    ptx = tmp_path / "kernel.ptx"
    ptx.write_text("// not read: the options are checked first\n")
    result = CliRunner().invoke(main, ["run", str(ptx), "--emulate", "--kernel", "k",
                                       "--schedule", str(SCHEDULES / "matmul.yaml")])
    assert result.exit_code == 2
    assert "--schedule is a compile option; a .ptx input is already compiled" in result.output


@pytest.mark.parametrize("name,message", [("a" * 5000, "no such schedule file"), ("missing.yaml", "no such schedule file"),
                                          (".", "is not a file")])
def test_a_schedule_path_that_is_no_file_is_an_error(name: str, message: str) -> None:
    with pytest.raises(TircError, match=message):
        read_schedule_file(name)


def test_a_pipeline_file_name_the_system_refuses_is_an_error_at_its_line(tmp_path: Path) -> None:
    schedule = tmp_path / "long.yaml"
    schedule.write_text("without: [tir-mma]\npipeline: " + "a" * 5000 + ".yaml\n")
    with pytest.raises(TircError) as caught:
        compile_input(str(MATMUL), CompileOptions(schedule=str(schedule)))
    assert caught.value.render().startswith(f"error: {schedule}:2: no pipeline 'aaa")


@pytest.mark.parametrize("output", ["schedule.yaml", "mine.yaml"])
def test_compile_never_writes_over_the_schedule_or_its_pipeline_file(tmp_path: Path, output: str) -> None:
    pipeline = tmp_path / "mine.yaml"
    pipeline.write_bytes((REPO / "tirc" / "pipelines" / "sm80.yaml").read_bytes())
    schedule = tmp_path / "schedule.yaml"
    schedule.write_text("pipeline: mine.yaml\nwithout: [tir-mma]\n")
    before = {path: path.read_bytes() for path in (pipeline, schedule)}
    result = CliRunner().invoke(main, ["compile", str(MATMUL), "--schedule", str(schedule), "--emit=ptx",
                                       "-o", str(tmp_path / output)])
    assert result.exit_code == 1
    assert "which tirc never overwrites" in result.output
    assert {path: path.read_bytes() for path in before} == before


def test_the_documented_schedule_file_compiles(tmp_path: Path) -> None:
    """The example schedule file of the site (docs/op-specs.md, "Schedule files") is valid and does
    what it says."""
    text = (REPO / "docs" / "op-specs.md").read_text()
    section = text[text.index("A *schedule file* changes how an input compiles"):]
    example = section[section.index("```yaml\n") + len("```yaml\n"):section.index("```\n", section.index("```yaml"))]
    path = tmp_path / "documented.schedule.yaml"
    path.write_text(example)
    schedule = read_schedule_file(str(path))
    assert schedule.without == ("tir-swizzle", "tir-epilogue")
    result = compile_input(str(REPO / "tests" / "lit" / "Inputs" / "sched-matmul.mlir"),
                           CompileOptions(emit="tensorir", remarks="off", schedule=str(path)))
    text = result.payload.decode()
    assert "tile = array<i64: 128, 128, 32>" in text and "tir.block_schedules" not in text
    assert all(spec.name not in ("tir-swizzle", "tir-epilogue") for _, spec in result.pipeline.passes())
