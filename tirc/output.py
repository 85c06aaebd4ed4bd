"""``tirc compile``'s work after its arguments are parsed: the cache first, then the compile, then
the files (all or none, never over an input: tirc.files), the depfile and the report.

It imports the driver (and MLIR) only on a cache miss: a hit costs a few file reads.
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import click

from tirc.cache import Cache, Entry, Request, pipeline_files, replay_remarks
from tirc.diagnostics import REMARKS, TircError
from tirc.files import OutputFile, manifest_path, naming_weights_file, weights_path, write_outputs
from tirc.frontend import is_opspec
from tirc.options import CompileOptions

if TYPE_CHECKING:
    from tirc.driver import CompiledFiles


def check_compile_request(input: str, options: CompileOptions, depfile: str | None) -> None:
    """What the command line may not combine (click.UsageError)."""
    if options.manifest and options.output in (None, "-"):
        raise click.UsageError("--manifest needs an output file (-o OUT): the plan is written to OUT.json")
    if options.sizes and not is_opspec(input):
        raise click.UsageError("--shape replaces the sizes of an op spec (.yaml); a .mlir input has its sizes "
                               "in its types (dynamic sizes are set at run time: tirc run --shape)")
    if options.target and "," in options.target and options.emit != "c":
        raise click.UsageError(f"--target takes one chip, got '{options.target}': a list is only for --emit=c")
    if depfile and options.output in (None, "-") and options.emit != "c":
        raise click.UsageError("--depfile needs an output file (-o OUT)")
    if options.emit == "c" and options.manifest:
        raise click.UsageError("--emit=c compiles the launch plan into OUT.c; for the JSON use --emit=cubin --manifest")


def compile_command(input: str, options: CompileOptions, use_cache: bool, verbose: bool, depfile: str | None,
                    isolated: bool) -> None:
    """``tirc compile INPUT``: write what ``options`` ask for (``isolated``: compile in a forked child)."""
    check_compile_request(input, options, depfile)
    if options.emit == "c":
        _emit_c(input, options, depfile, isolated)
    else:
        cache = command_cache(use_cache, options.dumping(), verbose)
        # A depfile names the pipeline's files, which only a compile knows.
        entry = cache.lookup_request(Request(input, options)) if cache and not depfile else None
        if entry is not None:
            REMARKS.configure(options.remarks)
            replay_remarks(entry)
            write_compiled(entry, input, options)
        else:
            from tirc.driver import compile_files
            from tirc.pipeline.runner import format_timings
            result = compile_files(input, options, cache, isolated)
            write_compiled(result, input, options, depfile, result.pipeline_file)
            if options.timing:
                print(format_timings(result.timings), file=sys.stderr)
    print_json_remarks(options.remarks)


def command_cache(use_cache: bool, dumping: bool, verbose: bool) -> Cache | None:
    """The compile cache, unless --no-cache or a dump or --timing (which need the passes to run)."""
    if not use_cache or dumping:
        if verbose:
            why = "--no-cache" if not use_cache else "--dump-* and --timing need the passes to run"
            click.echo(f"cache: not used ({why})", err=True)
        return None
    return Cache.open(verbose)


# The options --emit=c honours: it compiles once per chip, and prints one report per chip itself.
_C_OPTIONS = ("output", "emit", "target", "pipeline", "remarks", "allow_tf32", "weights", "sizes", "schedule")


def _emit_c(input: str, options: CompileOptions, depfile: str | None, isolated: bool) -> None:
    """--emit=c: OUT.h and OUT.c with one cubin per target of --target."""
    from tirc.driver import compile_c_files
    honoured = CompileOptions(**{name: getattr(options, name) for name in _C_OPTIONS})
    compiled = compile_c_files(input, honoured, options.report, isolated)
    files = [OutputFile(path, data, "C " + ("source" if path.endswith(".c") else "header"))
             for path, data in compiled.files.items()]
    inputs = [input, *compiled.pipeline_files, *([options.schedule] if options.schedule else [])]
    if depfile:
        files.append(OutputFile(depfile, depfile_text(list(compiled.files), inputs).encode(), "depfile"))
    write_outputs(files, inputs)
    if compiled.reports:
        print("\n".join(compiled.reports))


def write_compiled(result: CompiledFiles | Entry, input: str, options: CompileOptions, depfile: str | None = None,
                   pipeline_file: str | None = None) -> None:
    """Write the payload (to the output, stdout or INPUT.cubin), the manifest next to it and the
    depfile (which names ``pipeline_file`` and the schedule file), all or none and never over an
    input (tirc.files); then print the report."""
    destination = options.output
    if destination is None:
        destination = "-" if result.kind != "cubin" else str(Path(Path(input).name).with_suffix(".cubin"))
    if destination == "-":
        if result.kind == "cubin" and sys.stdout.isatty():
            raise TircError("refusing to write a cubin to a terminal", hint="use -o FILE.cubin")
        sys.stdout.buffer.write(result.payload)
        sys.stdout.flush()
    else:
        schedule = options.schedule
        files = [OutputFile(destination, result.payload)]
        if result.manifest is not None:
            text = json.dumps(naming_weights_file(result.manifest, destination), indent=2, sort_keys=False) + "\n"
            files.append(OutputFile(manifest_path(destination), text.encode(), "manifest"))
            if result.manifest.get("weights"):
                files.append(OutputFile(weights_path(destination), result.weights, "weights"))
        if depfile:
            assert pipeline_file is not None   # a depfile is only written after a compile (MLIR is loaded)
            prerequisites = [input, pipeline_file, *([schedule] if schedule else [])]
            text = depfile_text([file.path for file in files], prerequisites)
            files.append(OutputFile(depfile, text.encode(), "depfile"))
        # The schedule file and the pipeline file it names are inputs too.
        scheduled = [schedule, *([pipeline_file] if pipeline_file else [])] if schedule else []
        write_outputs(files, [input, *map(str, pipeline_files(options.pipeline)), *scheduled])
    if result.report is not None:
        print(result.report, file=sys.stderr if destination == "-" else sys.stdout)


def print_json_remarks(mode: str) -> None:
    """--remarks json: every remark of the command, as JSON (stderr)."""
    if mode == "json":
        print(json.dumps([asdict(r) for r in REMARKS.collected], indent=2), file=sys.stderr)


# ---------------------------------------------------------------------------------------------
# --depfile

# Characters a depfile path escapes with a backslash: the separator, a comment, the target's end.
# GNU make and ninja both read back ``\\ ``, ``\\#`` and ``\\:`` (and ``$$``) in targets and prerequisites.
_DEPFILE_ESCAPED = " #:"


def depfile_text(outputs: list[str], inputs: list[str]) -> str:
    """A Makefile-syntax depfile (``OUT...: IN...``), as make, ninja and CMake's DEPFILE read it.
    Raises TircError for a path no depfile can name (see :func:`depfile_path`)."""
    return f"{' '.join(map(depfile_path, outputs))}: {' '.join(map(depfile_path, inputs))}\n"


def depfile_path(path: str) -> str:
    """``path`` escaped for a depfile. Refuses what the format cannot hold: control characters (a
    newline ends the rule, a tab or NUL ends the name), a backslash where it would read as an escape
    (before a space, ``#``, ``:`` or ``$``, or at the end), and a final ``:`` (ninja keeps ``\\:`` there)."""
    bad = next((char for char in path if ord(char) < 0x20 or ord(char) == 0x7F), None)
    escape_like = any(f"\\{char}" in path for char in _DEPFILE_ESCAPED + "$")
    why = (f"a control character ({bad!r})" if bad is not None
           else "a backslash before a space, '#', ':' or '$'" if escape_like
           else "a backslash at its end" if path.endswith("\\")
           else "a ':' at its end" if path.endswith(":") else None)
    if why is not None:
        raise TircError(f"cannot write a depfile naming {path!r}: a Makefile-syntax depfile cannot express {why}",
                        hint="rename the file, or choose an output path without it")
    escaped = path.replace("$", "$$")
    for char in _DEPFILE_ESCAPED:
        escaped = escaped.replace(char, "\\" + char)
    return escaped
