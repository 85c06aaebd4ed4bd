"""Fuzz group ``cache``: ``$TIRC_CACHE_DIR`` pointing at a folder tirc did not make.

The folder (``project/`` in the case's folder) holds, drawn at random: files of its own in
``entries/``, ``requests/`` and at its top (watched: tirc must never change them), tirc's marker
or not, files with tirc's names (valid entries, corrupted ones, requests naming no entry, the
temporary files of a killed write), links named like entries, and files where tirc expects
folders. The command is ``cache clear``, ``cache info``, ``cache`` or a compile that uses the cache.
"""

from __future__ import annotations

import random

from tests.fuzz.case import REPO, Case
from tirc.cache import Entry

_KEYS = ("0" * 64, "ab" * 32, "f" * 64, "0123456789abcdef" * 4)
_MARKER = b"Signature: 8a477f597d28d172789f06886806bc55\n# a cache directory tag\n"
# Names a project's own files may have: like tirc's but not (upper case, short, long, a suffix),
# and ordinary ones.
_FOREIGN_NAMES = ("notes.txt", "README.md", "AB" * 32, "ab" * 31, "ab" * 33, "ab" * 32 + ".txt", ".hidden",
                  ".gitkeep", "-", "ñ✓", ".tmp", "." + "ab" * 32 + ".tmp", "CACHEDIR.TAG")
_FOREIGN_DATA = (b"", b"precious\n", b"tirc-cache-entry 2 " + b"0" * 64 + b"\n{}\n", b"\x00" * 64, b"ab" * 32)
_COMMANDS = (["cache", "clear"], ["cache", "clear"], ["cache", "clear"], ["cache", "info"], ["cache"],
             ["compile", "input.mlir", "-o", "out.ptx"], ["compile", "input.mlir", "-o", "out.ptx", "--verbose"])


def _tirc_files(rng: random.Random) -> dict[str, bytes]:
    """Files tirc could have written there: entries, requests and leftovers of killed writes."""
    files: dict[str, bytes] = {}
    for _ in range(rng.randrange(4)):
        key = rng.choice(_KEYS)
        kind = rng.randrange(4)
        if kind == 0:
            files[f"project/entries/{key}"] = Entry(kind="ptx", payload=b"// ptx\n").encode()
        elif kind == 1:
            files[f"project/entries/{key}"] = rng.choice([b"", b"garbage", b"tirc-cache-entry 2 x\n"])
        elif kind == 2:
            files[f"project/requests/{key}"] = rng.choice([key.encode() + b"\n", b"not a key\n", b""])
        else:
            files[f"project/{rng.choice(['entries', 'requests'])}/.{key}.x1y2z3_a.tmp"] = b"half written"
    return files


def make(number: int, rng: random.Random, ptx: bytes) -> Case:
    files: dict[str, bytes] = {"input.mlir": (REPO / "examples" / "mlir" / "vector_add.mlir").read_bytes()}
    watched = ["input.mlir"]
    symlinks: dict[str, str] = {}
    what: list[str] = []
    layout = rng.randrange(6)
    if layout == 0:    # the cache folder is a file
        files["project"] = b"not a folder\n"
        watched.append("project")
        what.append("a file")
    elif layout == 1:  # entries/ or requests/ is a file
        name = f"project/{rng.choice(['entries', 'requests'])}"
        files[name] = rng.choice(_FOREIGN_DATA)
        watched.append(name)
        what.append(f"{name[8:]} a file")
    else:
        foreign = 0 if layout == 2 else rng.randrange(1, 4)   # layout 2: only tirc's names
        for _ in range(foreign):
            folder = rng.choice(["project/entries/", "project/requests/", "project/"])
            name = folder + rng.choice(_FOREIGN_NAMES)
            if name == "project/CACHEDIR.TAG":
                continue   # the marker is drawn below
            files[name] = rng.choice(_FOREIGN_DATA)
            watched.append(name)
        files.update({name: data for name, data in _tirc_files(rng).items() if name not in files})
        what.append(f"{foreign} foreign files")
        if rng.random() < 0.3 and files.keys() & {f"project/entries/{name}" for name in _FOREIGN_NAMES}:
            # A link named like an entry, to a file of the project's: the link may go, its target not.
            target = next(name for name in files if name.startswith("project/entries/") and name in watched)
            free = [key for key in _KEYS if f"project/entries/{key}" not in files]
            if free:
                symlinks[f"project/entries/{rng.choice(free)}"] = target.rsplit("/", 1)[1]
                what.append("a linked entry")
    if layout != 0 and rng.random() < 0.5:
        files["project/CACHEDIR.TAG"] = rng.choice([_MARKER, b"Signature: wrong\n", b""])
        watched.append("project/CACHEDIR.TAG")
        what.append("a marker")
    command = rng.choice(_COMMANDS)
    return Case(number, "cache", f"{' '.join(command)} in a folder with {', '.join(what)}", list(command),
                files=files, symlinks=symlinks, watched=watched,
                environment={"TIRC_CACHE_DIR": "{folder}/project"})
