"""The schedule of a contraction: how a GEMM is tiled and mapped onto Tensor Cores.

Carried as the ``tir.schedule`` dictionary attribute on the payload linalg op, so it prints at the
``tensorir`` stage, can be checked with FileCheck and overridden from a spec or by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from tirc.diagnostics import TircError
from tirc.dtypes import itemsize
from tirc.yamlload import describe_value

if TYPE_CHECKING:   # MLIR where attributes are read or built only: a machine without it imports this module
    from mlir import ir

SCHEDULE_ATTR = "tir.schedule"
KERNEL_SCHEDULES_ATTR = "tir.kernel_schedules"  # kernel name -> schedule text, set by tir-tile on the module

# Tensor Core instructions: (M, N, K) and the input element types they take.
MMA_SHAPES: dict[str, tuple[int, int, int]] = {"m16n8k16": (16, 8, 16), "m16n8k8": (16, 8, 8), "m16n8k32": (16, 8, 32)}

# Hopper's warpgroup instruction wgmma.mma_async m64nNkK: a warpgroup (4 warps) multiplies a 64 x K
# tile of A by a K x N tile of B, N a multiple of 8 up to 256 (of 16 for 8-bit inputs), K 16 for
# f16/bf16, 8 for tf32 (f32 inputs), 32 for s8: 32 bytes of each row. Its schedule names the N it
# uses: mma = "m64n256k16".
WGMMA_M = 64
WGMMA_MAX_N = 256
# Input element -> K of one instruction (32 bytes of a row: the 8-bit floats take k32 like i8).
WGMMA_K: dict[str, int] = {"f16": 16, "bf16": 16, "f32": 8, "i8": 32, "f8E4M3FN": 32, "f8E5M2": 32}
# Input element -> accumulator element of the wgmma kernel.
WGMMA_ACCUMULATORS: dict[str, str] = {"f16": "f32", "bf16": "f32", "f32": "f32", "i8": "i32", "f8E4M3FN": "f32",
                                      "f8E5M2": "f32"}
WARPGROUP_THREADS = 128
_WGMMA_NAME = re.compile(r"^m64n(\d+)k(\d+)$")


def add_kernel_schedules(module: ir.Module, schedules: dict[str, str]) -> None:
    """Record ``schedules`` (kernel -> schedule text) in the module's ``tir.kernel_schedules``,
    beside the ones an earlier pass recorded."""
    from mlir import ir
    attributes = module.operation.attributes
    earlier = ({named.name: ir.StringAttr(named.attr).value for named in ir.DictAttr(attributes[KERNEL_SCHEDULES_ATTR])}
               if KERNEL_SCHEDULES_ATTR in attributes else {})
    attributes[KERNEL_SCHEDULES_ATTR] = ir.DictAttr.get(
        {name: ir.StringAttr.get(text) for name, text in {**earlier, **schedules}.items()})


def wgmma_shape(mma: str) -> tuple[int, int, int] | None:
    """(M, N, K) of a wgmma instruction name such as m64n256k16; None for other names."""
    match = _WGMMA_NAME.match(mma)
    return (WGMMA_M, int(match.group(1)), int(match.group(2))) if match else None

# Bytes per element of the MLIR element types a Tensor Core kernel reads or writes (the sizes are tirc.dtypes').
ELEMENT_BYTES: dict[str, int] = {name: itemsize(name)
                                 for name in ("f16", "bf16", "f32", "f64", "i8", "i16", "i32", "i64", "f8E4M3FN",
                                              "f8E5M2")}


def staging_pad(out_bytes: int) -> int:
    """Elements of padding per staged output row: at least 16 bytes, so that every row stays
    16-byte aligned for the vector loads that read it back, and rows land 4 or 8 banks apart,
    so the fragment stores of the 8 rows a warp writes at once hit distinct banks."""
    return max(8, 16 // out_bytes)


@dataclass(frozen=True)
class Schedule:
    tile_m: int = 128
    tile_n: int = 128
    tile_k: int = 32
    warps_m: int = 2
    warps_n: int = 2
    mma: str = "m16n8k16"
    stages: int = 3
    swizzle: bool = True          # XOR-swizzled shared-memory tiles (bank-conflict-free ldmatrix)
    vector_bytes: int = 16        # bytes per copy: cp.async's 16, 8 or 4; one 1- or 2-byte element: synchronous
    raster_group: int = 8         # CTAs along M per group (L2 reuse); 1 = row-major order
    split_k: int = 1              # K split over this many blocks; a second kernel sums the partials
    # Hopper (wgmma schedules) only: a producer warpgroup issues the TMA loads while the warps of
    # ``warps`` (whole warpgroups) issue wgmma; without it one thread of those warps issues them.
    warp_specialize: bool = False
    # Hopper only: as many blocks as the GPU holds at once, each looping over block tiles (in the
    # grouped order), so that one tile's loads overlap the previous tile's epilogue.
    persistent: bool = False

    @property
    def threads(self) -> int:
        """Threads that compute (the warps of ``warps``)."""
        return 32 * self.warps_m * self.warps_n

    @property
    def is_wgmma(self) -> bool:
        return wgmma_shape(self.mma) is not None

    @property
    def warpgroups(self) -> int:
        """Consumer warpgroups of a wgmma schedule (warps are whole warpgroups along M)."""
        return self.warps_m * self.warps_n * 32 // WARPGROUP_THREADS

    @property
    def block_threads(self) -> int:
        """Threads per block: the computing warps, plus the producer warpgroup when warp-specialised."""
        return self.threads + (WARPGROUP_THREADS if self.is_wgmma and self.warp_specialize else 0)

    @property
    def warp_tile(self) -> tuple[int, int]:
        return self.tile_m // self.warps_m, self.tile_n // self.warps_n

    def pipeline_bytes(self, in_bytes: int) -> int:
        """Shared memory of the software pipeline: ``stages`` buffers of the A and B tiles."""
        return self.stages * (self.tile_m * self.tile_k + self.tile_k * self.tile_n) * in_bytes

    def staging_stride(self, out_bytes: int) -> int:
        """Elements per row of the output tile staged in shared memory (padded)."""
        return self.tile_n + staging_pad(out_bytes)

    def staging_bytes(self, out_bytes: int) -> int:
        """Shared memory of the output tile, staged for 16-byte global stores."""
        return self.tile_m * self.staging_stride(out_bytes) * out_bytes

    def shared_bytes(self, in_bytes: int, out_bytes: int) -> int:
        """Dynamic shared memory the kernel allocates: the staging buffer reuses (aliases) the
        pipeline's buffers once the main loop is done, so the larger of the two. A wgmma kernel
        stages its output in its slots (tir-tma-store, where it fits) and aligns them to 1024
        bytes itself."""
        if self.is_wgmma:   # and a full and an empty mbarrier (8 bytes) per stage
            return self.pipeline_bytes(in_bytes) + 16 * self.stages + TMA_SHARED_ALIGNMENT
        return max(self.pipeline_bytes(in_bytes), self.staging_bytes(out_bytes))

    def describe(self) -> str:
        if self.is_wgmma:
            producer = (" + a TMA producer warpgroup" if self.warp_specialize else "") + \
                (", persistent" if self.persistent else "")
            return (f"tile {self.tile_m}x{self.tile_n}x{self.tile_k}, {self.warpgroups} wgmma warpgroup"
                    f"{'s' if self.warpgroups != 1 else ''}{producer}, {self.mma}, {self.stages} stage"
                    f"{'s' if self.stages != 1 else ''}, TMA 128B swizzle, raster group {self.raster_group}")
        return (f"tile {self.tile_m}x{self.tile_n}x{self.tile_k}, warps {self.warps_m}x{self.warps_n}, "
                f"{self.mma}, {self.stages} stage{'s' if self.stages != 1 else ''}, "
                f"{'swizzled' if self.swizzle else 'plain'} smem, "
                f"{self.vector_bytes}-byte copies, raster group {self.raster_group}"
                + (f", split-K {self.split_k}" if self.split_k > 1 else ""))

    def to_attr(self) -> ir.Attribute:
        from mlir import ir
        i64 = ir.IntegerType.get_signless(64)
        # warp_specialize only means something for wgmma; Ampere schedules print as they always did.
        hopper = {"warp_specialize": ir.BoolAttr.get(self.warp_specialize),
                  "persistent": ir.BoolAttr.get(self.persistent)} if self.is_wgmma else {}
        return ir.DictAttr.get({
            "tile": ir.DenseI64ArrayAttr.get([self.tile_m, self.tile_n, self.tile_k]),
            "warps": ir.DenseI64ArrayAttr.get([self.warps_m, self.warps_n]),
            "mma": ir.StringAttr.get(self.mma),
            "stages": ir.IntegerAttr.get(i64, self.stages),
            "swizzle": ir.BoolAttr.get(self.swizzle),
            "vector_bytes": ir.IntegerAttr.get(i64, self.vector_bytes),
            "raster_group": ir.IntegerAttr.get(i64, self.raster_group),
            "split_k": ir.IntegerAttr.get(i64, self.split_k),
            **hopper,
        })

    @staticmethod
    def from_attr(attr: ir.Attribute) -> Schedule:
        values = schedule_fields_from_attr(attr)
        return Schedule(**values)

    def knobs(self) -> dict[str, Any]:
        """The schedule as an op spec writes it (JSON-able; the tuning database's value): every
        knob, the Hopper-only ``warp_specialize`` and ``persistent`` for wgmma schedules only (as
        ``to_attr`` prints them). ``Schedule.from_knobs`` inverts it."""
        knobs: dict[str, Any] = {
            "tile": [self.tile_m, self.tile_n, self.tile_k], "warps": [self.warps_m, self.warps_n], "mma": self.mma,
            "stages": self.stages, "swizzle": self.swizzle, "vector_bytes": self.vector_bytes,
            "raster_group": self.raster_group, "split_k": self.split_k}
        if self.is_wgmma:
            knobs.update(warp_specialize=self.warp_specialize, persistent=self.persistent)
        return knobs

    @staticmethod
    def from_knobs(knobs: dict[str, Any]) -> Schedule:
        """The schedule ``knobs`` (``Schedule.knobs``'s dictionary, e.g. read back from a tuning
        database) describes; a TircError naming the knob where it is not one: an unknown or missing
        knob, a value of the wrong kind (``knob_problem``'s rules), or a Hopper-only knob set on an
        mma.sync schedule (which ``knobs`` would not give back). Whether it suits a problem and a
        target is for ``validate_schedule`` to say."""
        if not isinstance(knobs, dict):
            raise TircError(f"a schedule is a dictionary of knobs, not {describe_value(knobs)}")
        if unknown := sorted(set(knobs) - set(SCHEDULE_KEYS)):
            raise TircError(f"unknown schedule knob '{unknown[0]}'", hint=f"schedule keys: {', '.join(SCHEDULE_KEYS)}")
        if missing := [key for key in SCHEDULE_KEYS[:8] if key not in knobs]:
            raise TircError(f"the schedule has no '{missing[0]}'",
                            hint=f"a tuned schedule names every one of {', '.join(SCHEDULE_KEYS[:8])}")
        values: dict[str, Any] = {key: list(value) if isinstance(value, tuple) else value
                                  for key, value in knobs.items()}
        for key, value in values.items():
            problem = knob_problem(key, value)
            if problem is not None:
                raise TircError(problem[0], hint=problem[1])
        tile, warps, swizzle = values["tile"], values["warps"], values["swizzle"]
        schedule = Schedule(tile_m=tile[0], tile_n=tile[1], tile_k=tile[2], warps_m=warps[0], warps_n=warps[1],
                            mma=values["mma"], stages=values["stages"],
                            swizzle=SWIZZLE_NAMES[swizzle] if isinstance(swizzle, str) else swizzle,
                            vector_bytes=values["vector_bytes"], raster_group=values["raster_group"],
                            split_k=values["split_k"], warp_specialize=values.get("warp_specialize", False),
                            persistent=values.get("persistent", False))
        if not schedule.is_wgmma and (schedule.warp_specialize or schedule.persistent):
            raise TircError(f"warp_specialize and persistent are wgmma knobs; {schedule.mma} is an mma.sync "
                            "instruction", hint="leave them out, or name a wgmma instruction such as m64n256k16")
        return schedule


SCHEDULE_KEYS = ("tile", "warps", "mma", "stages", "swizzle", "vector_bytes", "raster_group", "split_k",
                 "warp_specialize", "persistent")
# The 128-byte swizzle of TMA tiles and wgmma descriptors repeats every 1024 bytes: tiles start at
# multiples of it (the kernel rounds the dynamic shared memory's start up, so it asks for this much more).
TMA_SHARED_ALIGNMENT = 1024
# swizzle: a bool, or one of these names (auto = the kernel's XOR swizzle), in op specs and attributes.
SWIZZLE_NAMES = {"auto": True, "xor": True, "none": False}


# XOR-swizzled shared tiles: auto/xor (= true, the default) or none (= false: plain row-major tiles).
SWIZZLES: tuple[str | bool, ...] = (*SWIZZLE_NAMES, True, False)
MAX_KNOB = 2 ** 63 - 1   # schedule knobs become i64 attributes


def _is_positive_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def knob_problem(key: str, value: Any) -> tuple[str, str | None] | None:
    """What is wrong with schedule knob ``key: value`` as written in YAML (op specs, schedule
    files), with a hint; None when it is well-formed. Whether it suits the problem and the target
    is for ``tirc.schedule.heuristics.validate_schedule`` to say."""
    if any(_is_positive_int(v) and v > MAX_KNOB for v in (value if isinstance(value, list) else [value])):
        return (f"schedule {key} {describe_value(value)} does not fit in a 64-bit integer",
                f"schedule values are at most 2^63-1 ({MAX_KNOB})")
    if key in ("tile", "warps"):
        count, sizes = (3, "M, N, K") if key == "tile" else (2, "M, N")
        if not isinstance(value, list) or len(value) != count or not all(_is_positive_int(v) for v in value):
            example = "[128, 128, 32]" if key == "tile" else "[2, 2]"
            return (f"schedule {key} must be a list of positive integers ({count}: {sizes}), "
                    f"not {describe_value(value)}",
                    f"e.g. {key}: {example}")
    elif key in ("stages", "vector_bytes", "raster_group") and not _is_positive_int(value):
        return f"schedule {key} must be a positive integer, not {describe_value(value)}", None
    elif key == "split_k" and (type(value) is not int or value < -MAX_KNOB):
        # 0 and negative values get through: the schedule layer says what to use instead.
        return f"schedule split_k must be an integer (K chunks), not {describe_value(value)}", "e.g. split_k: 4"
    elif key == "mma" and not isinstance(value, str):
        return f"schedule mma must be an instruction shape such as m16n8k16, not {describe_value(value)}", None
    elif key in ("warp_specialize", "persistent") and not isinstance(value, bool):
        hint = {"warp_specialize": "warp_specialize: true gives a wgmma kernel a TMA producer warpgroup; false lets "
                                   "its consumers load",
                "persistent": "persistent: true makes a warp-specialised wgmma kernel's blocks loop over tiles"}[key]
        return f"schedule {key} must be true or false, not {describe_value(value)}", hint
    elif key == "swizzle" and not any(type(value) is type(choice) and value == choice for choice in SWIZZLES):
        return (f"unknown schedule swizzle {describe_value(value)}",
                f"swizzle: {' | '.join(SWIZZLE_NAMES)} | true | false")
    return None


def knob_attr(value: Any) -> ir.Attribute:
    """A schedule knob as an MLIR attribute: ints i64, int lists array<i64>, text strings."""
    from mlir import ir
    if isinstance(value, bool):
        return ir.BoolAttr.get(value)
    if isinstance(value, int):
        return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), value)
    if isinstance(value, (tuple, list)):
        return ir.DenseI64ArrayAttr.get(list(value))
    return ir.StringAttr.get(str(value))


def schedule_fields_from_attr(attr: ir.Attribute) -> dict[str, Any]:
    """Schedule fields present in a dictionary attribute (spec overrides or a full schedule)."""
    from mlir import ir
    if not isinstance(attr, ir.DictAttr):
        raise TircError(f"a schedule is a dictionary such as {{tile = array<i64: 128, 128, 32>}}, not {attr}")
    table = attr
    names = [table[i].name for i in range(len(table))]
    for name in names:
        if name not in SCHEDULE_KEYS:
            raise TircError(f"unknown schedule key '{name}'", hint=f"schedule keys: {', '.join(SCHEDULE_KEYS)}")
    values: dict[str, Any] = {}

    def ints(name: str, count: int, what: str) -> list[int]:
        item = table[name]
        if isinstance(item, ir.DenseI64ArrayAttr):
            found = list(item)
        elif isinstance(item, ir.ArrayAttr) and all(isinstance(x, ir.IntegerAttr) for x in item):
            found = [ir.IntegerAttr(x).value for x in item]
        else:
            raise TircError(f"schedule {name} must be {count} integers ({what}), not {item}")
        if len(found) != count:
            raise TircError(f"schedule {name} needs {count} sizes ({what}), got {found}")
        return found

    def integer(name: str) -> int:
        item = table[name]
        if not isinstance(item, ir.IntegerAttr):
            raise TircError(f"schedule {name} must be an integer, not {item}")
        return ir.IntegerAttr(item).value

    for name in names:
        item = table[name]
        if name == "tile":
            values["tile_m"], values["tile_n"], values["tile_k"] = ints(name, 3, "M, N, K")
        elif name == "warps":
            values["warps_m"], values["warps_n"] = ints(name, 2, "M, N")
        elif name == "mma":
            if not isinstance(item, ir.StringAttr):
                raise TircError(f"schedule mma must be an instruction name such as \"m16n8k16\", not {item}")
            values["mma"] = ir.StringAttr(item).value
        elif name == "swizzle":
            if isinstance(item, ir.BoolAttr):
                values["swizzle"] = ir.BoolAttr(item).value
            elif isinstance(item, ir.StringAttr) and ir.StringAttr(item).value in SWIZZLE_NAMES:
                values["swizzle"] = SWIZZLE_NAMES[ir.StringAttr(item).value]
            else:
                raise TircError(f"schedule swizzle must be auto, xor, none, true or false, not {item}")
        elif name in ("warp_specialize", "persistent"):
            if not isinstance(item, ir.BoolAttr):
                raise TircError(f"schedule {name} must be true or false, not {item}")
            values[name] = ir.BoolAttr(item).value
        else:
            values[name] = integer(name)
    return values


def with_overrides(base: Schedule, overrides: dict[str, Any]) -> Schedule:
    known = {f.name for f in fields(Schedule)}
    return replace(base, **{k: v for k, v in overrides.items() if k in known})
