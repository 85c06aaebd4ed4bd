"""The GPU bundle: what ``bash bench/gpu_check.sh prepare`` compiles on a CPU machine (with MLIR),
and what its run half executes on a GPU machine (without MLIR). This module is the format both
halves share; it imports neither MLIR nor torch.

``bundle.json``, written last, indexes the folder::

    format, tirc_version, commit, created_utc, mlir, chips
    programs: name -> {source, group, chips: {chip: {cubin, manifest, weights?}}, errors?: {chip: message},
                       functions: {name: {symbols, gemm?, reference?: {chip: file}, kernels: {chip: {...}},
                                          problem?, attention?: {chip: {...}}}}}
    torch: folder of the tirc.torch smoke models (python -m tirc.torch.smoke --load)
    tensorir: folder of the DSL's seed matmul plans (examples/tensorir/matmul.py --load)
    cmake: folder of the C launcher, its host program and CMakeLists.txt
    sanitize: ["program:function", ...], one of each kernel family
    profile: ["program:function", ...], the GEMMs ncu profiles
    files: path -> {sha256, bytes}, every other file of the bundle

A program is one input (op spec or .mlir) compiled for each chip: its cubin, launch-plan manifest and
weights, as ``tirc compile IN -o P.cubin --manifest`` writes them. A function's ``gemm`` (a plain
GEMM, no epilogue) is checked on the GPU against torch's float64 matmul; a function with a
``reference`` against the inputs, values and error bounds tirc's float64 reference computed here
(``.npz``: ``input:NAME``, ``value:NAME``, ``bound:NAME``). ``kernels`` holds each Tensor Core
kernel's schedule, problem, SASS facts and static-model estimate (tirc.emit.report.kernel_estimates).
An attention program (group ``attention``) has one function whose ``problem`` is the
AttentionProblem (views as [offset, *strides]; bench/gpu/attention.py) and whose ``attention``
holds its kernels' schedule, FLOP, SASS facts and attention estimate per chip
(tirc.emit.report.attention_estimates); a chip it did not compile for is in ``errors``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FORMAT = "tirc.gpu-bundle/1"
INDEX = "bundle.json"
DEFAULT_FOLDER = Path("build/gpu-bundle")
MAX_BYTES = 48 * 1024 * 1024
CHIPS = ("sm_90a", "sm_80")     # the H100/H200's, then the A100's as the fallback
ATTENTION_GROUP = "attention"   # the fused attentions, checked against torch's SDPA and timed
GROUPS = ("check", "bench-square", "bench-llm", ATTENTION_GROUP)   # the run steps that execute programs


class BundleError(Exception):
    """A bundle that is missing, of another format, or whose files do not match their hashes."""


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def target_of(name: str) -> tuple[str, str]:
    """``program:function`` -> (program, function)."""
    program, _, function = name.partition(":")
    return program, function


@dataclass(frozen=True)
class Bundle:
    folder: Path
    index: dict[str, Any]

    @classmethod
    def load(cls, folder: str | Path, verify: bool = True) -> Bundle:
        """Read ``folder``'s index; ``verify``: every file is there with its recorded hash."""
        root = Path(folder)
        index_path = root / INDEX
        if not index_path.is_file():
            raise BundleError(f"{index_path}: no bundle index (run 'bash bench/gpu_check.sh prepare' "
                              "on a machine with tirc's setup, then carry the folder)")
        try:
            index = json.loads(index_path.read_text())
        except json.JSONDecodeError as error:
            raise BundleError(f"{index_path}: not JSON ({error})") from None
        if index.get("format") != FORMAT:
            raise BundleError(f"{index_path}: format {index.get('format')!r}, this checkout reads {FORMAT!r}; "
                              "prepare the bundle again with this checkout")
        bundle = cls(root, index)
        if verify:
            bundle.verify()
        return bundle

    def verify(self) -> None:
        bad = []
        for relative, recorded in self.index["files"].items():
            path = self.folder / relative
            if not path.is_file():
                bad.append(f"{relative}: missing")
            elif path.stat().st_size != recorded["bytes"] or sha256(path) != recorded["sha256"]:
                bad.append(f"{relative}: differs from the prepared file")
        if bad:
            raise BundleError(f"{self.folder}: {len(bad)} file(s) do not match {INDEX}: " + "; ".join(bad[:5]))

    def path(self, relative: str) -> Path:
        return self.folder / relative

    def programs(self, group: str | None = None) -> dict[str, dict[str, Any]]:
        return {name: program for name, program in self.index["programs"].items()
                if group is None or program["group"] == group}

    def program_files(self, program: str, chip: str) -> tuple[dict[str, Any], bytes, bytes]:
        """(the manifest, the cubin, the weights file's bytes) of ``program`` for ``chip``."""
        programs = self.index["programs"]
        if program not in programs:
            raise BundleError(f"no program {program!r} in the bundle (it has {', '.join(programs)})")
        files = programs[program]["chips"].get(chip)
        if files is None:
            raise BundleError(f"program {program!r} was not compiled for {chip} "
                              f"(only {', '.join(programs[program]['chips'])})")
        weights = self.path(files["weights"]).read_bytes() if files.get("weights") else b""
        return json.loads(self.path(files["manifest"]).read_text()), self.path(files["cubin"]).read_bytes(), weights

    @property
    def total_bytes(self) -> int:
        return sum(entry["bytes"] for entry in self.index["files"].values()) + self.path(INDEX).stat().st_size
