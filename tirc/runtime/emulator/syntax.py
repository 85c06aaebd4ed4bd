"""Syntax tree produced by the PTX parser.

Registers are resolved to function-local indices at parse time so that `{ }` scopes (which
NVRTC and inline asm use to redeclare names) are handled once, here, and never at run time.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reg:
    index: int  # function-local index (predicates and data registers share the numbering)
    bits: int  # declared width; 1 for predicates
    is_pred: bool
    name: str


@dataclass(frozen=True)
class Special:
    name: str  # e.g. "%tid.x", "%laneid"


@dataclass(frozen=True)
class Imm:
    value: int | float
    kind: str  # 'int', 'f32bits', 'f64bits', 'float'


@dataclass(frozen=True)
class Sym:
    name: str  # a label, variable or function name (function-local names are made unique)


@dataclass(frozen=True)
class Addr:
    base: Reg | Sym | Imm | None
    offset: int


@dataclass(frozen=True)
class TensorAddr:
    """`[tensormap, {c0, c1, ...}]`: a tensor map address and the tile's coordinates (innermost first)."""
    base: Operand
    coords: tuple[Operand, ...]


@dataclass(frozen=True)
class Vec:
    items: tuple[Operand, ...]


@dataclass(frozen=True)
class Sink:
    pass


@dataclass(frozen=True)
class Not:
    operand: Operand


@dataclass(frozen=True)
class PredPair:
    first: Operand
    second: Operand


@dataclass(frozen=True)
class ParenList:
    items: tuple[Operand, ...]


Operand = Reg | Special | Imm | Sym | Addr | TensorAddr | Vec | Sink | Not | PredPair | ParenList


@dataclass
class Instruction:
    line: int
    text: str
    opcode: str
    mods: list[str]  # opcode split on '.', first element is the base name
    operands: list[Operand]
    guard: Reg | None = None
    guard_neg: bool = False


@dataclass
class VarDecl:
    space: str  # 'global', 'const', 'shared', 'local', 'param'
    name: str
    type_name: str
    size: int  # bytes; 0 for extern unsized arrays
    align: int
    init: list[int | float | str] | None = None
    extern: bool = False
    array_len: int | None = None
    line: int = 0
    pointer: bool = False  # a kernel parameter declared .ptr (an address)


@dataclass
class RegDecl:
    name: str
    bits: int
    is_pred: bool


@dataclass
class Function:
    name: str
    is_entry: bool
    params: list[VarDecl]
    ret_params: list[VarDecl]
    regs: list[RegDecl] = field(default_factory=list)
    body: list[Instruction] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)  # label -> index into body
    local_vars: list[VarDecl] = field(default_factory=list)
    reqntid: tuple[int, ...] | None = None
    maxntid: tuple[int, ...] | None = None
    line: int = 0
    has_body: bool = True
