"""The roles of ops that the gpu passes hand each other, and the contract on them.

The passes hand each other upstream IR (scf, memref, vector, gpu, nvgpu, nvvm, arith). A few ops
carry a discardable ``tir.role`` attribute so that a later pass finds what an earlier one made
without pattern-matching index arithmetic. ``Role`` names every role; only this module reads or
writes the attribute (its spelling is part of the IR that tests check in).

Roles are discardable: an upstream pass that rebuilds an op drops them (fold-memref-alias-ops
rebuilds the accesses it folds, copies included, whose role no later pass needs). The roles the
passes after it read sit on ops it keeps: loops, allocs, ``scf.if`` and the block origin. Other
values a later pass needs, such as lane coordinates, are recomputed, not looked up.

``CONTRACTS`` says, per gpu pass, which roles each tiled contraction kernel holds before the pass
(the pass reads them) and after it, and which ops may use the values of a role's ops. The
pipeline runner checks it around each pass, so a pass that leaves the IR off the contract, or a
pass fed IR without the roles it reads, fails naming the pass, the role and the op.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum, StrEnum

from mlir import ir

from tirc.diagnostics import TircError
from tirc.ir.locations import located
from tirc.ir.walk import walk_ops
from tirc.schedule.model import SCHEDULE_ATTR, Schedule

_ROLE_ATTR = "tir.role"
KERNEL_ATTR = "tir.kernel"  # on tir-tile's scf.forall: the kernel its launch becomes


class Role(StrEnum):
    """A role an op plays in a tiled contraction kernel (the pass that names it in brackets)."""

    # Tensor Core (mma.sync) kernels.
    K_LOOP = "k-loop"                # the scf.for over K tiles (tir-tile)
    OPERAND_A = "operand-a"          # the shared-memory tile of A (memref.alloc, tir-promote; a slot view, tir-tma)
    OPERAND_B = "operand-b"          # the shared-memory tile of B, likewise
    COPY = "copy"                    # a thread's part of a global -> shared tile copy (tir-map-warps, tir-async-copy)
    FRAGMENT_A = "fragment-a"        # the warp's view of one mma operand tile of A (tir-map-warps)
    FRAGMENT_B = "fragment-b"        # likewise of B
    BLOCK_ROW = "block-row"          # the op computing the block tile's row origin (tir-map-warps, tir-wgmma)
    BLOCK_COL = "block-col"          # likewise its column origin
    OUTPUT_STORE = "output-store"    # a thread's bounds-checked store of two adjacent results (scf.if)
    STAGING = "staging"              # the shared-memory tile the epilogue stages the output in
    # Hopper (wgmma) kernels.
    TMA_K_LOOP = "tma-k-loop"        # the scf.for over K tiles in the launch (tir-tma)
    TMA_ISSUE = "tma-issue"          # the scf.for in which thread 0 issues a K step's TMA loads
    TMA_PROLOGUE = "tma-prologue"    # the copy that loads the first tiles before the K loop
    MBARRIERS = "mbarriers"          # the view of the full and empty mbarriers
    SLOT_RELEASE = "slot-release"    # the consumers' mbarrier.arrive on a slot's empty barrier
    BARRIERS_READY = "barriers-ready"  # the gpu.barrier after thread 0 initialised the mbarriers
    FIRST_STEP = "first-step"        # the first K step of a block's tile
    CONSUMER_BASE = "consumer-base"  # the constant subtracted from the thread id for the consumers' id
    WGMMA_WAIT = "wgmma-wait"        # the wgmma.wait_group after each K step's wgmmas
    SHARED_START = "shared-start"    # the first 1024-byte aligned byte of dynamic shared memory
    TENSOR_MAP = "tensor-map"        # a host TMA descriptor
    WARP_ROLES = "warp-roles"        # the scf.if that splits producer and consumer warpgroups


# The roles of the A and B operands' shared tiles and fragments, by operand name.
OPERAND_TILE = {"a": Role.OPERAND_A, "b": Role.OPERAND_B}
OPERAND_FRAGMENT = {"a": Role.FRAGMENT_A, "b": Role.FRAGMENT_B}


def role_of(op: ir.Operation) -> Role | None:
    """The role ``op`` plays, None where it has none."""
    if _ROLE_ATTR not in op.attributes:
        return None
    name = ir.StringAttr(op.attributes[_ROLE_ATTR]).value
    try:
        return Role(name)
    except ValueError:
        raise TircError(f"unknown op role '{name}' on '{op.name}'",
                        hint=f"the roles are {', '.join(role.value for role in Role)}") from None


def set_role(op: ir.Operation | ir.OpView, role: Role) -> None:
    op.operation.attributes[_ROLE_ATTR] = ir.StringAttr.get(role.value)


def copy_role(source: ir.Operation, target: ir.Operation) -> None:
    """Give ``target`` the role of ``source`` (an op rebuilt in its place), if it has one."""
    if _ROLE_ATTR in source.attributes:
        target.attributes[_ROLE_ATTR] = source.attributes[_ROLE_ATTR]


def with_role(root: ir.Operation, role: Role) -> list[ir.Operation]:
    """The ops nested in ``root`` that play ``role``."""
    return walk_ops(root, lambda op: role_of(op) == role)


# ---------------------------------------------------------------------------------------------
# The contract


class Family(Enum):
    """The tiled contraction kernels a contract is about, told apart by their schedule."""

    MMA_SYNC = "mma.sync"   # tir-promote ... tir-shared-memory (with or without tir-mma)
    WGMMA = "wgmma"         # tir-tma ... tir-tma-store
    ANY = "any"


@dataclass(frozen=True)
class Needed:
    """A role a pass reads, and the pass that makes it."""

    role: Role
    made_by: str


@dataclass(frozen=True)
class Readers:
    """The ops (by name) that may use the results of the ops of ``role``."""

    role: Role
    ops: tuple[str, ...]


@dataclass(frozen=True)
class RoleContract:
    """What a gpu pass expects of each tiled contraction kernel of ``family`` and leaves in it."""

    family: Family
    before: tuple[Needed, ...] = ()    # roles the pass reads: present before it runs
    after: tuple[Role, ...] = ()       # roles present after it runs
    readers: tuple[Readers, ...] = ()  # after it runs, who uses the roles' values


# Who may use the shared A/B tiles of an mma.sync kernel: the zero fill and the copies into them
# (synchronous stores or cp.async), their views, and the reads for mma (ldmatrix) or the SIMT FMAs.
_MMA_TILE_READERS = ("linalg.fill", "memref.subview", "memref.copy", "vector.store", "vector.load", "memref.load",
                     "nvgpu.device_async_copy", "nvgpu.ldmatrix")
# Who may use the A/B slots of a wgmma kernel: TMA loads and wgmma descriptors take their address;
# until tir-wgmma rewrites it, the tiled contraction reads them too.
_WGMMA_SLOT_READERS = ("memref.extract_aligned_pointer_as_index",)
_MMA_TILES = (Readers(Role.OPERAND_A, _MMA_TILE_READERS), Readers(Role.OPERAND_B, _MMA_TILE_READERS))
_MMA_KERNEL = (Role.K_LOOP, Role.OPERAND_A, Role.OPERAND_B)
# (tir-persistent consumes Role.FIRST_STEP: the passes after tir-tma may leave it out.)
_TMA_KERNEL = (Role.TMA_K_LOOP, Role.TMA_ISSUE, Role.MBARRIERS, Role.BARRIERS_READY, Role.SHARED_START,
               Role.SLOT_RELEASE, Role.OPERAND_A, Role.OPERAND_B)
_WGMMA_KERNEL = _TMA_KERNEL + (Role.CONSUMER_BASE, Role.WGMMA_WAIT)
_WGMMA_SLOTS = (Readers(Role.OPERAND_A, _WGMMA_SLOT_READERS), Readers(Role.OPERAND_B, _WGMMA_SLOT_READERS))
_K_LOOP = Needed(Role.K_LOOP, "tir-tile")
_MMA_OPERANDS = (Needed(Role.OPERAND_A, "tir-promote"), Needed(Role.OPERAND_B, "tir-promote"))
_TMA_LOOP = Needed(Role.TMA_K_LOOP, "tir-tma")

CONTRACTS: dict[str, RoleContract] = {
    "tir-tile": RoleContract(Family.ANY, after=(Role.K_LOOP,)),
    # mma.sync kernels (tir-promote ... tir-shared-memory)
    "tir-promote": RoleContract(Family.MMA_SYNC, before=(_K_LOOP,), after=_MMA_KERNEL, readers=_MMA_TILES),
    "tir-map-warps": RoleContract(Family.MMA_SYNC, before=(_K_LOOP, *_MMA_OPERANDS),
                                  after=_MMA_KERNEL + (Role.FRAGMENT_A, Role.FRAGMENT_B), readers=_MMA_TILES),
    "tir-mma": RoleContract(Family.MMA_SYNC, before=(Needed(Role.FRAGMENT_A, "tir-map-warps"),
                                                     Needed(Role.FRAGMENT_B, "tir-map-warps")),
                            after=_MMA_KERNEL, readers=_MMA_TILES),
    "tir-async-copy": RoleContract(Family.MMA_SYNC, before=(_K_LOOP, *_MMA_OPERANDS), after=_MMA_KERNEL,
                                   readers=_MMA_TILES),
    "tir-pipeline": RoleContract(Family.MMA_SYNC, before=(_K_LOOP, *_MMA_OPERANDS), after=_MMA_KERNEL,
                                 readers=_MMA_TILES),
    "tir-swizzle": RoleContract(Family.MMA_SYNC, before=_MMA_OPERANDS, after=_MMA_KERNEL, readers=_MMA_TILES),
    "tir-epilogue": RoleContract(Family.MMA_SYNC, before=(_K_LOOP, *_MMA_OPERANDS), after=_MMA_KERNEL,
                                 readers=_MMA_TILES),
    "tir-shared-memory": RoleContract(Family.MMA_SYNC, before=_MMA_OPERANDS, after=_MMA_KERNEL, readers=_MMA_TILES),
    # wgmma kernels (tir-tma ... tir-tma-store)
    "tir-tma": RoleContract(Family.WGMMA, before=(_K_LOOP,), after=_TMA_KERNEL + (Role.FIRST_STEP,),
                            readers=tuple(Readers(r.role, r.ops + ("linalg.generic",)) for r in _WGMMA_SLOTS)),
    "tir-wgmma": RoleContract(Family.WGMMA, before=(_TMA_LOOP, Needed(Role.OPERAND_A, "tir-tma"),
                                                    Needed(Role.OPERAND_B, "tir-tma")),
                              after=_WGMMA_KERNEL, readers=_WGMMA_SLOTS),
    "tir-mbarrier-pipeline": RoleContract(Family.WGMMA,
                                          before=(_TMA_LOOP, Needed(Role.TMA_ISSUE, "tir-tma"),
                                                  Needed(Role.SLOT_RELEASE, "tir-tma"),
                                                  Needed(Role.MBARRIERS, "tir-tma"),
                                                  Needed(Role.WGMMA_WAIT, "tir-wgmma")),
                                          after=_WGMMA_KERNEL + (Role.TMA_PROLOGUE,), readers=_WGMMA_SLOTS),
    "tir-warp-specialize": RoleContract(Family.WGMMA,
                                        before=(_TMA_LOOP, Needed(Role.TMA_ISSUE, "tir-tma"),
                                                Needed(Role.BARRIERS_READY, "tir-tma"),
                                                Needed(Role.CONSUMER_BASE, "tir-wgmma")),
                                        after=_WGMMA_KERNEL, readers=_WGMMA_SLOTS),
    "tir-persistent": RoleContract(Family.WGMMA,
                                   before=(_TMA_LOOP, Needed(Role.TMA_ISSUE, "tir-tma"),
                                           Needed(Role.BARRIERS_READY, "tir-tma"), Needed(Role.FIRST_STEP, "tir-tma")),
                                   after=_WGMMA_KERNEL, readers=_WGMMA_SLOTS),
    "tir-tma-store": RoleContract(Family.WGMMA,
                                  before=(Needed(Role.SHARED_START, "tir-tma"),
                                          Needed(Role.CONSUMER_BASE, "tir-wgmma")),
                                  after=_WGMMA_KERNEL, readers=_WGMMA_SLOTS),
}


def _kernels(module: ir.Module, family: Family) -> Iterator[tuple[ir.Operation, str]]:
    """The tiled contraction kernels of ``family``, each with its name: tir-tile's ``scf.forall``
    (the contraction inside carries the schedule) or the ``gpu.launch`` made of it."""
    for op in walk_ops(module.operation, lambda op: op.name in ("scf.forall", "gpu.launch")):
        if op.name == "scf.forall":
            if KERNEL_ATTR not in op.attributes:
                continue
            name = ir.StringAttr(op.attributes[KERNEL_ATTR]).value
            scheduled = walk_ops(op, lambda inner: inner.name == "linalg.generic" and SCHEDULE_ATTR in inner.attributes)
            if not scheduled:
                continue
            schedule = scheduled[0].attributes[SCHEDULE_ATTR]
        else:
            if SCHEDULE_ATTR not in op.attributes:
                continue
            name = ir.FlatSymbolRefAttr(op.attributes["function"]).value
            schedule = op.attributes[SCHEDULE_ATTR]
        wgmma = Schedule.from_attr(schedule).is_wgmma
        if family is Family.ANY or (family is Family.WGMMA) == wgmma:
            yield op, name


def _off_contract(pass_name: str, what: str, op: ir.Operation, input_file: str, hint: str) -> TircError:
    location, source_line = located(op, input_file)
    return TircError(f"{pass_name}: the IR is off the role contract: {what}", location=location,
                     source_line=source_line, hint=hint)


def check_before(pass_name: str, module: ir.Module, input_file: str) -> None:
    """The roles ``pass_name`` reads are in every kernel it is about, or a TircError located in
    ``input_file`` (the input's name)."""
    contract = CONTRACTS.get(pass_name)
    if contract is None:
        return
    for kernel, name in _kernels(module, contract.family):
        for needed in contract.before:
            if not with_role(kernel, needed.role):
                raise _off_contract(pass_name, f"no op in kernel '{name}' has role '{needed.role}' "
                                    f"({needed.made_by} makes it)", kernel, input_file,
                                    f"run {needed.made_by} before {pass_name}, on IR it produced (a role is a "
                                    "tir.role attribute)")


def check_after(pass_name: str, module: ir.Module, input_file: str) -> None:
    """The roles ``pass_name`` leaves are in every kernel it is about, used only by the ops
    allowed to, or a TircError located in ``input_file`` (the input's name)."""
    contract = CONTRACTS.get(pass_name)
    if contract is None:
        return
    for kernel, name in _kernels(module, contract.family):
        for role in contract.after:
            if not with_role(kernel, role):
                raise _off_contract(pass_name, f"no op in kernel '{name}' has role '{role}' after it", kernel,
                                    input_file, f"{pass_name} must leave the role for the passes after it")
        for readers in contract.readers:
            for op in with_role(kernel, readers.role):
                for result in op.results:
                    for use in result.uses:
                        user = use.owner
                        if user.name not in readers.ops:
                            raise _off_contract(
                                pass_name, f"'{user.name}' uses the op with role '{readers.role}' in kernel "
                                f"'{name}'", user, input_file, f"only {', '.join(readers.ops)} may use it")
