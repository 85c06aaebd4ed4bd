"""Flatten a kernel for execution: inline `.func` calls and lay out its memory spaces.

Calls are inlined (callee registers renumbered, labels renamed, `ret` turned into a branch to
the return point) so that the executor only ever runs one flat instruction list per kernel,
and reconvergence analysis sees the whole control flow graph.  Call parameters (`.param`
declared inside a call sequence, callee params and return values) live in per-thread local
memory; callee params are aliased to the caller's argument variables.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .syntax import (Addr, Function, Instruction, Not, Operand, ParenList, PredPair, Reg, RegDecl,
                  Sym, VarDecl, Vec)
from .errors import EmulatorError, UnsupportedInstruction
from .parser import ParsedModule

# CUDA's device-side assert(): `__assertfail(message, file, line, function, char size)`, declared
# `.extern .func` (its body lives in the CUDA runtime).
ASSERT_FAIL = "__assertfail"


@dataclass
class LinkedKernel:
    name: str
    code: list[Instruction]
    regs: list[RegDecl]
    labels: dict[str, int]
    params: list[VarDecl]
    param_offsets: dict[str, int]
    param_size: int
    local_offsets: dict[str, int] = field(default_factory=dict)
    local_size: int = 0
    shared_offsets: dict[str, int] = field(default_factory=dict)
    static_shared: int = 0
    dynamic_shared_offset: int = 0
    reqntid: tuple[int, ...] | None = None


def _align(x: int, a: int) -> int:
    return -(-x // max(a, 1)) * max(a, 1)


def _remap_reg(reg: Reg, reg_base: int) -> Reg:
    return Reg(reg.index + reg_base, reg.bits, reg.is_pred, reg.name)


def _remap_sym(sym: Sym, syms: dict[str, str]) -> Sym:
    return Sym(syms.get(sym.name, sym.name))


def _remap(op: Operand, reg_base: int, syms: dict[str, str]) -> Operand:
    if isinstance(op, Reg):
        return _remap_reg(op, reg_base)
    if isinstance(op, Sym):
        return _remap_sym(op, syms)
    if isinstance(op, Addr):
        base = op.base
        if isinstance(base, Reg):
            base = _remap_reg(base, reg_base)
        elif isinstance(base, Sym):
            base = _remap_sym(base, syms)
        return Addr(base, op.offset)
    if isinstance(op, Vec):
        return Vec(tuple(_remap(o, reg_base, syms) for o in op.items))
    if isinstance(op, ParenList):
        return ParenList(tuple(_remap(o, reg_base, syms) for o in op.items))
    if isinstance(op, Not):
        return Not(_remap(op.operand, reg_base, syms))
    if isinstance(op, PredPair):
        return PredPair(_remap(op.first, reg_base, syms), _remap(op.second, reg_base, syms))
    return op


def _callee(ops: list[Operand]) -> str | None:
    """The function a call's operands name: `call (rets), name, (args)` or `call name, (args)`."""
    rest = ops[1:] if ops and isinstance(ops[0], ParenList) else ops
    return rest[0].name if rest and isinstance(rest[0], Sym) else None


class _Linker:
    def __init__(self, mod: ParsedModule) -> None:
        self.mod = mod
        self.code: list[Instruction] = []
        self.regs: list[RegDecl] = []
        self.labels: dict[str, int] = {}
        self.locals: list[VarDecl] = []
        self.shared: list[VarDecl] = []
        self.inline_count = 0

    def emit_function(self, fn: Function, syms: dict[str, str], stack: list[str],
                      ret_label: str | None) -> None:
        reg_base = len(self.regs)
        self.regs.extend(fn.regs)
        suffix = f"@{self.inline_count}" if ret_label is not None else ""
        local_syms = dict(syms)
        for label in fn.labels:
            local_syms[label] = label + suffix
        for v in fn.local_vars:
            if v.space in ("local", "param"):
                nm = v.name + suffix
                local_syms[v.name] = nm
                self.locals.append(replace(v, name=nm))
            elif v.space == "shared":
                self.shared.append(v)
            else:
                raise UnsupportedInstruction(
                    f"unsupported PTX function-scope .{v.space} variable {v.name} at line {v.line}")
        label_at: dict[int, list[str]] = {}
        for label, idx in fn.labels.items():
            label_at.setdefault(idx, []).append(local_syms[label])
        for idx, ins in enumerate(fn.body):
            for label in label_at.get(idx, []):
                self.labels[label] = len(self.code)
            ops = [_remap(o, reg_base, local_syms) for o in ins.operands]
            guard = _remap_reg(ins.guard, reg_base) if ins.guard is not None else None
            if ins.mods[0] == "call":
                self.inline_call(ins, ops, guard, stack)
                continue
            if ins.mods[0] == "ret" and ret_label is not None:
                self.code.append(replace(ins, opcode="bra.uni", mods=["bra", "uni"],
                                         operands=[Sym(ret_label)], guard=guard))
                continue
            self.code.append(replace(ins, operands=ops, guard=guard))
        for label in label_at.get(len(fn.body), []):
            self.labels[label] = len(self.code)

    def inline_call(self, ins: Instruction, ops: list[Operand], guard: Reg | None,
                    stack: list[str]) -> None:
        declared = self.mod.functions.get(ASSERT_FAIL)
        if _callee(ops) == ASSERT_FAIL and (declared is None or not declared.has_body):
            # CUDA's device assert: kept as a call, which ends the launch with the assertion's
            # message when a thread reaches it (instructions/control.py).
            self.code.append(replace(ins, operands=ops, guard=guard))
            return
        if guard is not None:
            raise UnsupportedInstruction(f"unsupported PTX instruction predicated call at line {ins.line}")
        rets: tuple[Operand, ...] = ()
        args: tuple[Operand, ...] = ()
        rest = list(ops)
        if rest and isinstance(head := rest[0], ParenList):
            rets = head.items
            rest.pop(0)
        if not rest or not isinstance(head := rest[0], Sym):
            raise UnsupportedInstruction(f"unsupported PTX instruction indirect call at line {ins.line}")
        callee_name = head.name
        rest.pop(0)
        if rest and isinstance(head := rest[0], ParenList):
            args = head.items
            rest.pop(0)
        callee = self.mod.functions.get(callee_name)
        if callee is None or not callee.has_body:
            raise UnsupportedInstruction(
                f"unsupported PTX instruction call to external function {callee_name} at line {ins.line}")
        if callee_name in stack:
            raise UnsupportedInstruction(f"unsupported PTX instruction recursive call at line {ins.line}")
        if len(args) != len(callee.params) or len(rets) != len(callee.ret_params):
            raise EmulatorError(f"call at line {ins.line}: argument count mismatch for {callee_name}")
        syms: dict[str, str] = {}
        for formal, actual in list(zip(callee.params, args)) + list(zip(callee.ret_params, rets)):
            if not isinstance(actual, Sym):
                raise UnsupportedInstruction(
                    f"unsupported PTX instruction call with non-.param argument at line {ins.line}")
            syms[formal.name] = actual.name
        self.inline_count += 1
        ret_label = f"$ret@{self.inline_count}"
        self.emit_function(callee, syms, stack + [callee_name], ret_label)
        self.labels[ret_label] = len(self.code)


def link_kernel(mod: ParsedModule, name: str) -> LinkedKernel:
    fn = mod.functions[name]
    lk = _Linker(mod)
    lk.emit_function(fn, {}, [name], None)
    param_offsets: dict[str, int] = {}
    off = 0
    for p in fn.params:
        off = _align(off, p.align)
        param_offsets[p.name] = off
        off += p.size
    local_offsets: dict[str, int] = {}
    loff = 0
    for v in lk.locals:
        loff = _align(loff, v.align)
        local_offsets[v.name] = loff
        loff += v.size
    shared_offsets: dict[str, int] = {}
    soff = 0
    dyn_align = 16
    module_shared = [v for v in mod.variables if v.space == "shared"]
    for v in module_shared + lk.shared:
        if v.extern or v.size == 0:
            dyn_align = max(dyn_align, v.align)
            continue
        soff = _align(soff, v.align)
        shared_offsets[v.name] = soff
        soff += v.size
    dyn_off = _align(soff, dyn_align)
    for v in module_shared + lk.shared:
        if v.extern or v.size == 0:
            shared_offsets[v.name] = dyn_off
    return LinkedKernel(name=name, code=lk.code, regs=lk.regs, labels=lk.labels, params=fn.params,
                        param_offsets=param_offsets, param_size=off, local_offsets=local_offsets,
                        local_size=_align(loff, 16), shared_offsets=shared_offsets,
                        static_shared=soff, dynamic_shared_offset=dyn_off, reqntid=fn.reqntid)
