"""Fuzz cases for tirc: mutated op specs, .mlir inputs, pipelines, schedule files, command-line
arguments, and op specs with random Hopper (wgmma) schedules compiled for sm_90a.

Every case is a pure function of (seed, case number): the same seed gives the same cases in the
same order whatever the number of workers, so a failure's reproducer is stable. A case is a
``tirc`` command line plus the files (and FIFOs / symlinks) it runs against, all in a private
folder; ``watched`` names the paths that must be unchanged after tirc ran.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from collections.abc import Callable

import yaml

from tests.fuzz import cache_cases, input_range_cases, python_api_cases, stdout_cases, zero_kernel_cases
from tests.fuzz.case import REPO, Case


# Values that break parsers and schemas: zero, signs, width limits, overflow, non-numbers.
INTERESTING_NUMBERS = ("0", "-1", "1", "3", "7", "31", "33", "127", "255", "65536", "2147483647", "2147483648",
                       "4294967296", "9223372036854775807", "9223372036854775808", "18446744073709551616",
                       "1" + "0" * 40, "9" * 5000, "1e999", "-0", "3.5", "1e-9", ".nan", ".inf", "0x10", "1_000")
INTERESTING_WORDS = ("?", "", "null", "true", "~", "[]", "{}", "[1, 2]", "{a: 1}", "ñ", "✓", "\u202e", "\\x00",
                     "f16", "f64", "s8", "bf16", "i1", "u8", "col", "row", "sm_90a", "sm_99", "auto", "none",
                     "m16n8k16", "m16n8k8", "m64n64k16", "relu", "'", '"', "%", "@", "#", "&a", "*a", "!!binary",
                     # op: attention's values and keys
                     "attention", "bottom_right", "top_left", "mma_sync", "split_kv", "wgmma", "H_kv", "S_kv", "D_v")
YAML_INJECTIONS = (
    "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
    "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
    "g: [*f, *f, *f, *f, *f, *f, *f, *f, *f]\n",
    "deep: " + "[" * 5000 + "]" * 5000 + "\n",
    "deep: " + "{a: " * 3000 + "1" + "}" * 3000 + "\n",
    "cycle: &c [1, *c]\n",
    "? [complex, key]\n: 1\n",
    "? {complex: key}\n: 1\n",
    "base: &base {x: 1}\nmerged:\n  <<: *base\n",
    "obj: !!python/object/apply:os.system [echo]\n",
    "tagged: !custom {a: 1}\n",
    "set: !!set {a, b}\n",
    "---\nsecond: document\n",
    "big: " + "9" * 5000 + "\n",
)
MLIR_INJECTIONS = (
    "tensor<" * 2000 + "f32" + ">" * 2000,
    "(" * 5000 + ")" * 5000,
    "memref<9223372036854775807x9223372036854775807xf32>",
    "tensor<4294967296x4294967296x4294967296xf16>",
    "vector<0xf32>",
    "affine_map<(d0) -> (d0 floordiv 0)>",
    '"unregistered.op"() : () -> ()',
    "#gpu.address_space<workgroup>",
    "%undefined",
    "^bb99",
    "}}}}",
    "\x00",
    "loc(\"x\":99999999999:99999999999)",
)


def _sources(pattern: str) -> list[Path]:
    return sorted(REPO.glob(pattern))


def _is_pipeline(path: Path) -> bool:
    return re.search(rb"^stages\s*:", path.read_bytes(), re.M) is not None


SPEC_SOURCES = [p for p in _sources("examples/specs/*.yaml") + _sources("tests/lit/Inputs/*.yaml")
                if not _is_pipeline(p)]
PIPELINE_SOURCES = _sources("pipelines/*.yaml") + [p for p in _sources("tests/lit/Inputs/*.yaml") if _is_pipeline(p)]
MLIR_SOURCES = _sources("examples/mlir/*.mlir") + _sources("tests/lit/Inputs/*.mlir")
# Schedule files (tirc compile --schedule), valid and invalid, and the input each is written for.
SCHEDULE_SOURCES = _sources("tests/lit/Inputs/schedules/*.yaml")
SCHEDULE_INPUTS = {"reduce-options": "examples/mlir/row_sum.mlir", "bad-option": "examples/mlir/row_sum.mlir"}
SCHEDULE_INPUT = "tests/lit/Inputs/sched-matmul.mlir"   # the others name block C of its @matmul
# The input each pipeline is meant for, so that a pipeline mutation is tried on code it can compile.
PIPELINE_INPUTS = {"gpu": "examples/mlir/vector_add.mlir", "simt": "examples/mlir/gelu_tanh.mlir",
                   "sm80": "tests/lit/Inputs/gemm_f16.yaml"}
# The stages a case stops after: all cheap (no emulation); ptx runs the whole compiler.
EMITS = ("ptx", "ptx", "ptx", "linalg", "gpu", "nvvm", "mlir")


# ---------------------------------------------------------------------------------------------
# Text mutations (on bytes, so that invalid UTF-8 can be produced)


def _span(rng: random.Random, data: bytes) -> tuple[int, int]:
    start = rng.randrange(len(data) + 1)
    return start, min(len(data), start + rng.randint(1, 64))


def _flip_byte(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    if not data:
        return b"\xff", "flip (empty)"
    position = rng.randrange(len(data))
    value = rng.choice((0x00, 0x09, 0x0A, 0x7F, 0x80, 0xC3, 0xFF, rng.randrange(256)))
    return data[:position] + bytes([value]) + data[position + 1:], f"byte {position} := 0x{value:02x}"


def _delete_span(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    start, end = _span(rng, data)
    return data[:start] + data[end:], f"delete bytes {start}..{end}"


def _duplicate_span(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    start, end = _span(rng, data)
    return data[:end] + data[start:end] * rng.randint(1, 50) + data[end:], f"repeat bytes {start}..{end}"


def _truncate(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    position = rng.randrange(len(data) + 1)
    return data[:position], f"truncate at {position}"


def _line_edit(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    lines = data.split(b"\n")
    index = rng.randrange(len(lines))
    how = rng.choice(("delete", "duplicate", "swap", "tab-indent", "dedent", "crlf"))
    if how == "delete":
        del lines[index]
    elif how == "duplicate":
        lines.insert(index, lines[index])
    elif how == "swap":
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
    elif how == "tab-indent":
        lines[index] = b"\t" + lines[index]
    elif how == "dedent":
        lines[index] = lines[index].lstrip()
    else:
        return data.replace(b"\n", b"\r\n"), "CRLF line ends"
    return b"\n".join(lines), f"{how} line {index + 1}"


_NUMBER = re.compile(rb"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_.]*")


def _replace_number(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    matches = list(_NUMBER.finditer(data))
    if not matches:
        return _flip_byte(rng, data)
    match = rng.choice(matches)
    value = rng.choice(INTERESTING_NUMBERS).encode()
    return data[:match.start()] + value + data[match.end():], f"number at {match.start()} := {value[:20]!r}"


def _replace_word(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    matches = list(_WORD.finditer(data))
    if not matches:
        return _flip_byte(rng, data)
    match = rng.choice(matches)
    if rng.random() < 0.5:
        value = rng.choice(matches).group(0)          # another word of the same file
    else:
        value = rng.choice(INTERESTING_WORDS).encode()
    return data[:match.start()] + value + data[match.end():], f"word at {match.start()} := {value[:20]!r}"


def _inject(injections: tuple[str, ...]) -> Callable[[random.Random, bytes], tuple[bytes, str]]:
    def inject(rng: random.Random, data: bytes) -> tuple[bytes, str]:
        which = rng.randrange(len(injections))
        snippet = injections[which].encode()
        if rng.random() < 0.5:
            return snippet, f"replace all by injection {which}"
        lines = data.split(b"\n")
        index = rng.randrange(len(lines) + 1)
        lines.insert(index, snippet)
        return b"\n".join(lines), f"insert injection {which} at line {index + 1}"
    return inject


_ELEMENT_TYPE = re.compile(rb"\b(?:f16|bf16|f32|f64|i1|i8|i16|i32|i64|index)\b")
ELEMENT_TYPES = (b"f16", b"bf16", b"f32", b"f64", b"i1", b"i8", b"i16", b"i32", b"i64", b"index", b"f8E4M3FN",
                 b"complex<f32>", b"tf32", b"ui8")
_DIMENSION = re.compile(rb"(?<=[<x])(?:\d+|\?)(?=x)")
DIMENSIONS = (b"?", b"0", b"1", b"3", b"17", b"4097", b"2147483648", b"9223372036854775807")


def _replace_type(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    """An element type somewhere in the IR becomes another: valid syntax, new semantics."""
    matches = list(_ELEMENT_TYPE.finditer(data))
    if not matches:
        return _replace_word(rng, data)
    match, value = rng.choice(matches), rng.choice(ELEMENT_TYPES)
    return data[:match.start()] + value + data[match.end():], f"type at {match.start()} := {value.decode()}"


def _replace_dimension(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    """A static or dynamic size of a shaped type becomes another."""
    matches = list(_DIMENSION.finditer(data))
    if not matches:
        return _replace_number(rng, data)
    match, value = rng.choice(matches), rng.choice(DIMENSIONS)
    return data[:match.start()] + value + data[match.end():], f"size at {match.start()} := {value.decode()}"


# Words a schedule file is made of, right and wrong: passes (optional or not), schedule knobs,
# pipelines, functions and blocks of the schedules' inputs and ones they lack.
SCHEDULE_WORDS = ("tir-mma", "tir-async-copy", "tir-pipeline", "tir-swizzle", "tir-epilogue", "tir-tile",
                  "tir-schedule", "tir-reduce", "canonicalize", "tile", "warps", "stages", "mma", "swizzle",
                  "split_k", "raster_group", "vector_bytes", "threads-per-block", "allow-tf32", "sm80", "gpu",
                  "simt", "pipeline", "without", "options", "functions", "matmul", "row_sum", "C", "D", "@matmul",
                  "m16n8k8", "m16n8k32", "false")


def _replace_schedule_word(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    """A word of a schedule file becomes another word schedule files use (often in the wrong place)."""
    matches = list(_WORD.finditer(data))
    if not matches:
        return _flip_byte(rng, data)
    match, value = rng.choice(matches), rng.choice(SCHEDULE_WORDS).encode()
    return data[:match.start()] + value + data[match.end():], f"word at {match.start()} := {value.decode()}"


_GENERIC = (_flip_byte, _delete_span, _duplicate_span, _truncate, _line_edit, _replace_number, _replace_number,
            _replace_word, _replace_word)
YAML_MUTATORS = _GENERIC + (_inject(YAML_INJECTIONS), _inject(YAML_INJECTIONS))
SCHEDULE_MUTATORS = YAML_MUTATORS + (_replace_schedule_word, _replace_schedule_word)
MLIR_MUTATORS = _GENERIC + (_inject(MLIR_INJECTIONS), _inject(MLIR_INJECTIONS), _replace_type, _replace_type,
                             _replace_type, _replace_dimension, _replace_dimension, _replace_dimension)


# Mutations that keep the syntax valid, so that a case gets past the parser into the schema,
# the schedule layer and the passes.
_SEMANTIC_YAML = (_replace_number, _replace_number, _replace_word)
_SEMANTIC_SCHEDULE = (_replace_number, _replace_number, _replace_schedule_word, _replace_schedule_word)
_SEMANTIC_MLIR = (_replace_number, _replace_type, _replace_type, _replace_dimension, _replace_dimension)


def mutate(rng: random.Random, data: bytes, mutators: tuple[Callable[..., tuple[bytes, str]], ...],
           semantic: tuple[Callable[..., tuple[bytes, str]], ...]) -> tuple[bytes, str]:
    """Half the time one syntax-preserving mutation, else one to three stacked mutations of any kind."""
    if rng.random() < 0.5:
        return rng.choice(semantic)(rng, data)
    notes = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data, note = rng.choice(mutators)(rng, data)
        notes.append(note)
    return data, "; ".join(notes)


# ---------------------------------------------------------------------------------------------
# Cases per group


Mutators = tuple[Callable[..., tuple[bytes, str]], ...]


def _input_case(number: int, rng: random.Random, group: str, sources: list[Path], mutators: Mutators,
                semantic: Mutators, name: str) -> Case:
    """A mutated op spec or .mlir input, compiled to a randomly chosen stage."""
    source = rng.choice(sources)
    data, note = mutate(rng, source.read_bytes(), mutators, semantic)
    emit = rng.choice(EMITS)
    return Case(number, group, f"{source.relative_to(REPO)}: {note}",
                ["compile", name, f"--emit={emit}", "-o", f"out.{'ptx' if emit == 'ptx' else 'mlir'}"],
                files={name: data}, watched=[name])


def _pipeline_case(number: int, rng: random.Random) -> Case:
    source = rng.choice(PIPELINE_SOURCES)
    data, note = mutate(rng, source.read_bytes(), YAML_MUTATORS, _SEMANTIC_YAML)
    input_path = REPO / PIPELINE_INPUTS.get(source.stem, "examples/mlir/vector_add.mlir")
    name = "input" + input_path.suffix
    return Case(number, "pipeline", f"{source.relative_to(REPO)} on {input_path.name}: {note}",
                ["compile", name, "--pipeline", "pipeline.yaml", "--emit=ptx", "-o", "out.ptx"],
                files={"pipeline.yaml": data, name: input_path.read_bytes()}, watched=["pipeline.yaml", name])


def _schedule_case(number: int, rng: random.Random) -> Case:
    """A mutated schedule file given to ``tirc compile --schedule`` on the input it is written for."""
    source = rng.choice(SCHEDULE_SOURCES)
    data, note = mutate(rng, source.read_bytes(), SCHEDULE_MUTATORS, _SEMANTIC_SCHEDULE)
    input_path = REPO / SCHEDULE_INPUTS.get(source.stem, SCHEDULE_INPUT)
    name = "input" + input_path.suffix
    emit = rng.choice(EMITS + ("tensorir",))
    return Case(number, "schedule", f"{source.relative_to(REPO)} on {input_path.name}: {note}",
                ["compile", name, "--schedule", "schedule.yaml", f"--emit={emit}",
                 "-o", f"out.{'ptx' if emit == 'ptx' else 'mlir'}"],
                files={"schedule.yaml": data, name: input_path.read_bytes()}, watched=["schedule.yaml", name])


# Command lines the CLI cases start from: one option value of one of them is replaced.
_PTX_KERNEL = ("run", "kernel.ptx", "--emulate", "--kernel", "vector_add", "--grid", "2", "--block", "32",
               "--args", "f32[64],i64=64,f32[64],i64=64,out:f32[64],i64=64")
_BASES: tuple[tuple[str, ...], ...] = (
    ("compile", "input.mlir", "-o", "out.ptx", "--target", "sm_80", "--emit", "ptx", "--remarks", "on"),
    ("compile", "spec.yaml", "-o", "out.ptx", "--shape", "M=64,N=64,K=64", "--target", "sm_86"),
    ("compile", "input.mlir", "-o", "out.ptx", "--manifest", "--depfile", "out.d", "--pipeline", "gpu"),
    ("compile", "input.mlir", "-o", "out.ptx", "--dump-after", "canonicalize", "--dump-dir", "dumps"),
    ("compile", "input.mlir", "--emit", "c", "-o", "out", "--target", "sm_80,sm_90a"),
    ("opt", "input.mlir", "--passes", "canonicalize,cse", "--target", "sm_80", "-o", "out.mlir"),
    ("pipelines", "show", "gpu", "--target", "sm_89"),
    _PTX_KERNEL,
    _PTX_KERNEL + ("--seed", "7", "--dynamic-smem", "0"),
    ("run", "small.yaml", "--emulate", "--shape", "M=16,N=16,K=16", "--seed", "3"),
    ("compile", "input.mlir", "--schedule", "schedule.yaml", "-o", "out.ptx", "--depfile", "out.d"),
)
# Values for an option: empty, huge, negative, unicode, malformed lists, and paths that are a
# folder, a FIFO, a symlink, the input itself, or a character device (a null device made in the
# case's folder, where the system allows it).
CLI_VALUES = ("", " ", "0", "-1", "-0", "1" * 30, "99999999999999999999", "2147483648", "65536", "1025", "ñ✓",
              "\u202e", "sm_80,", ",", ",,", "sm_80,,sm_90a", "sm_", "M=", "=4", "M=0", "M=-3", "M=1.5", "M=1,M=2",
              "Q=4", "M=1e3", "X=2,Y=3", "1,0", "1,1,1,1", "0,0,0", "1024,2", "64,64,64", "a" * 5000, "-", ".",
              "dir", "fifo", "link", "device", "INPUT", "f32[]", "f32[0]", "f32[1,,2]", "i32=1.5", "u32=-1",
              "i8=300", "f32=1e999", "out:f32[99999999999999]", "canonicalize{", "gpu.module(", "nosuch-pass",
              "builtin.module(gpu.module(convert-gpu-to-nvvm{index-bitwidth=7}))")
OUTPUT_OPTIONS = ("-o", "--depfile", "--dump-dir")
# Output paths that must not be clobbered or are not writable files.
OUTPUT_VALUES = ("INPUT", "fifo", "link", "device", "target.txt", "dir", ".", "", "-", "missing/out.ptx",
                 "a" * 300 + ".ptx", "dir/")
_SMALL_SPEC = (b"kernels:\n  - name: small\n    op: matmul\n    shape: {M: 16, N: 16, K: 16}\n"
               b"    dtype: {a: f16, b: f16, c: f16, acc: f32}\n")


def _cli_case(number: int, rng: random.Random, ptx: bytes) -> Case:
    base = list(rng.choice(_BASES))
    positions = [i for i, word in enumerate(base) if i >= 2 and word.startswith("-")]
    option_index = rng.choice(positions)
    output = base[option_index] in OUTPUT_OPTIONS
    value = rng.choice(OUTPUT_VALUES if output and rng.random() < 0.6 else CLI_VALUES)
    takes_value = option_index + 1 < len(base) and not base[option_index + 1].startswith("-")
    input_name = base[1] if base[0] != "pipelines" else "input.mlir"
    if value == "INPUT":
        value = input_name
    if value == "fifo" and base[option_index] not in OUTPUT_OPTIONS + ("--schedule",):
        # Reading a FIFO nobody writes waits forever, in tirc as in cat: only outputs (and schedule
        # files, which must be regular files) get one.
        value = "dir"
    if takes_value:
        base[option_index + 1] = value
        what = f"{base[option_index]} {value[:40]!r}"
    else:
        base.insert(option_index + 1, value)   # a flag followed by a stray argument
        what = f"after {base[option_index]}: stray {value[:40]!r}"
    files = {"input.mlir": (REPO / "examples/mlir/vector_add.mlir").read_bytes(),
             "spec.yaml": (REPO / "tests/lit/Inputs/gemm_f16.yaml").read_bytes(),
             "small.yaml": _SMALL_SPEC,
             "kernel.ptx": ptx,
             "schedule.yaml": b"pipeline: gpu\n"}
    watched = ["input.mlir", "spec.yaml", "small.yaml", "kernel.ptx", "schedule.yaml", "fifo", "link", "device"]
    if not (output and value in ("target.txt", "link")):
        watched.append("target.txt")   # an output named target.txt, or written through the link, may change it
    return Case(number, "cli", f"{' '.join(base[:2])}: {what}", base, files=files, fifos=["fifo"],
                symlinks={"link": "target.txt"}, devices=["device"], watched=watched)


# Hopper cases: a GEMM op spec with a wgmma schedule near a valid one (any tile N the instruction
# has, one or two warpgroups, 2-4 stages, with or without a producer warpgroup, knobs left to the
# heuristics) and now and then one to two knobs broken (tiles off the 64-row and 64-deep grid,
# warps that are no warpgroups, wgmma names of other N and K, too many stages, split-K,
# warp_specialize of the wrong type), on shapes, element types and layouts the wgmma kernel takes
# or does not, compiled with --target sm_90a.
HOPPER_M = (1, 16, 64, 200, 256, 4096, "?")
HOPPER_N = (8, 16, 64, 136, 256, 4096) * 2 + (36, "?")
HOPPER_K = (64, 72, 256, 4096) * 3 + (36, 1, "?")
HOPPER_TILE_N = (8, 16, 24, 32, 40, 64, 96, 128, 192, 256)
HOPPER_BREAKS: dict[str, tuple[object, ...]] = {
    "tile": ([64, 36, 64], [128, 512, 64], [512, 64, 64], [192, 128, 64], [128, 256, 32], [128, 128, 128],
             [8, 64, 64], [64, 64], [0, 64, 64], [64, -8, 64]),
    "warps": ([12, 1], [16, 1], [32, 1], [2, 2], [4, 2], [1, 4], [0, 1], [4]),
    "mma": ("m64n{n}k8", "m64n{n}k32", "m64n256k16", "m64n8k16", "m64n512k16", "m64n0k16",
            "m64n99999999999999999999k16", "m64nNk16", "m16n8k16", "m16n8k8", 64),
    "stages": (1, 5, 8, 9, 0, -1, True, "4"),
    "split_k": (2, 0, -3, 9223372036854775807),
    "warp_specialize": (1, 0, "yes", "true", None, [True], 2.5),
    "swizzle": ("none", "xor", False, "128B"),
}
HOPPER_DTYPES = ({"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}, {"a": "bf16", "b": "bf16", "c": "bf16"},
                 {"a": "f16", "b": "f16", "c": "f32", "acc": "f32"}, {"a": "f16", "b": "f16", "c": "f16", "acc": "f16"},
                 {"a": "f32", "b": "f32", "c": "f32"}, {"a": "s8", "b": "s8", "c": "s32"})
HOPPER_EMITS = ("ptx", "ptx", "ptx", "ptx", "tensorir", "gpu", "nvvm")


def _hopper_schedule(rng: random.Random, b_layout: str) -> dict[str, object]:
    """Op spec schedule knobs: a wgmma schedule with some knobs left out and some broken. B stored
    [K, N] (``b_layout`` row) is read in 64-column boxes, so its tile N starts as a multiple of 64."""
    tile_n = rng.choice([n for n in HOPPER_TILE_N if b_layout == "col" or n % 64 == 0])
    groups = rng.choice((1, 2))
    schedule: dict[str, object] = {"tile": [64 * groups * rng.choice((1, 1, 2)), tile_n, 64], "warps": [4 * groups, 1],
                                   "mma": f"m64n{tile_n}k16", "stages": rng.choice((2, 3, 4)),
                                   "warp_specialize": rng.choice((True, False))}
    # Knobs for the heuristics to choose (the tile and the instruction together: one wgmma is the tile's N).
    for keys in (("tile", "mma"), ("warps",), ("stages",), ("warp_specialize",)):
        if rng.random() < 0.2:
            for key in keys:
                del schedule[key]
    for _ in range(rng.choice((0, 0, 0, 0, 1, 1, 2))):
        key = rng.choice(list(HOPPER_BREAKS))
        value = rng.choice(HOPPER_BREAKS[key])
        schedule[key] = value.format(n=tile_n) if isinstance(value, str) else value
    return schedule


def _hopper_case(number: int, rng: random.Random) -> Case:
    """A GEMM op spec with a random wgmma-ish schedule, compiled for sm_90a to a random stage."""
    op = rng.choice(("matmul",) * 11 + ("batch_matmul",))
    shape: dict[str, object] = {"B": rng.choice((1, 2))} if op == "batch_matmul" else {}
    shape.update({"M": rng.choice(HOPPER_M), "N": rng.choice(HOPPER_N), "K": rng.choice(HOPPER_K)})
    layout = {"a": rng.choice(("row",) * 11 + ("col",)), "b": rng.choice(("row", "col"))}
    dtype = rng.choice(HOPPER_DTYPES[:2] * 6 + HOPPER_DTYPES[2:])
    schedule = _hopper_schedule(rng, layout["b"])
    kernel: dict[str, object] = {"name": "gemm", "op": op, "shape": shape, "layout": layout, "dtype": dtype,
                                 "schedule": schedule}
    if rng.random() < 0.3:
        kernel["epilogue"] = rng.choice(([{"bias": "n"}, {"activation": "relu"}], [{"activation": "gelu_tanh"}],
                                         [{"scale": {"alpha": 0.5}}, {"residual": True}]))
    data = yaml.safe_dump({"kernels": [kernel]}, sort_keys=False, default_flow_style=None, width=200).encode()
    note = f"{op} {shape} {dtype['a']} {layout}, schedule {schedule}"
    if rng.random() < 0.1:   # now and then a mutation on top, past the schema
        data, mutation = rng.choice(_SEMANTIC_YAML)(rng, data)
        note += f"; {mutation}"
    emit = rng.choice(HOPPER_EMITS)
    return Case(number, "hopper", note,
                ["compile", "spec.yaml", "--target", "sm_90a", f"--emit={emit}",
                 "-o", f"out.{'ptx' if emit == 'ptx' else 'mlir'}"],
                files={"spec.yaml": data}, watched=["spec.yaml"])


Maker = Callable[[int, random.Random, bytes], Case]   # (number, rng, vector_add's PTX) -> the case
# The groups: name, weight in the mix, and the function that makes one case of it.
GROUPS: tuple[tuple[str, int, Maker], ...] = (
    ("spec", 3, lambda number, rng, _ptx: _input_case(number, rng, "spec", SPEC_SOURCES, YAML_MUTATORS,
                                                       _SEMANTIC_YAML, "spec.yaml")),
    ("mlir", 3, lambda number, rng, _ptx: _input_case(number, rng, "mlir", MLIR_SOURCES, MLIR_MUTATORS,
                                                       _SEMANTIC_MLIR, "input.mlir")),
    ("pipeline", 2, lambda number, rng, _ptx: _pipeline_case(number, rng)),
    ("schedule", 2, lambda number, rng, _ptx: _schedule_case(number, rng)),
    ("cli", 3, _cli_case),
    ("hopper", 2, lambda number, rng, _ptx: _hopper_case(number, rng)),
    ("stdout", 2, stdout_cases.make),
    ("cache", 2, cache_cases.make),
    ("input-range", 2, input_range_cases.make),
    ("python-api", 2, python_api_cases.make),
    ("zero-kernel", 2, zero_kernel_cases.make),
)


def make_case(seed: int, number: int, ptx: bytes) -> Case:
    """Case ``number`` of the run with ``seed``, from a group drawn by GROUPS' weights.

    ``ptx`` is the vector_add kernel the ``tirc run FILE.ptx`` cases launch.
    """
    rng = random.Random(f"tirc-fuzz:{seed}:{number}")
    _name, _weight, maker = rng.choices(GROUPS, [weight for _, weight, _ in GROUPS])[0]
    return maker(number, rng, ptx)
