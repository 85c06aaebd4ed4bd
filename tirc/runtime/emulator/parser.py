"""Tokeniser and recursive-descent parser for the PTX subset emitted by NVPTX, NVRTC and Triton."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

from .syntax import (Addr, Function, Imm, Instruction, Not, Operand, ParenList, PredPair, Reg,
                  RegDecl, Sink, Special, Sym, TensorAddr, VarDecl, Vec)
from .errors import EmulatorError
from .ptxtypes import TYPES

_TOKEN = re.compile(
    r"""
    (?P<ws>[ \t\r\f]+)
   |(?P<nl>\n)
   |(?P<lcomment>//[^\n]*)
   |(?P<bcomment>/\*.*?\*/)
   |(?P<str>"[^"\n]*")
   |(?P<num>0[fF][0-9a-fA-F]{8}(?![\w])|0[dD][0-9a-fA-F]{16}(?![\w])|0[xX][0-9a-fA-F]+U?
        |0[bB][01]+U?|\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+U?)
   |(?P<id>[%$A-Za-z_.][\w$]*(?:(?:\.|::)[\w$]+)*)
   |(?P<punct>[{}\[\](),;:+\-|!@<>=*])
    """,
    re.VERBOSE | re.DOTALL,
)

# Directives whose operands run to the end of the line (no terminating ';').
_LINE_DIRECTIVES = {".version", ".target", ".address_size", ".file", ".loc", ".maxntid", ".reqntid",
                    ".minnctapersm", ".maxnreg", ".maxnctapersm", ".noreturn", ".explicitcluster",
                    ".reqnctapercluster", ".maxclusterrank", ".abi_preserve", ".abi_preserve_control"}
_SPACES = {".global", ".shared", ".const", ".local", ".param"}
_SPECIAL_BASES = {"%tid", "%ntid", "%ctaid", "%nctaid", "%laneid", "%warpid", "%nwarpid", "%smid",
                  "%nsmid", "%gridid", "%clock", "%clock64", "%globaltimer", "%globaltimer_lo",
                  "%globaltimer_hi", "%lanemask_lt", "%lanemask_le", "%lanemask_eq", "%lanemask_ge",
                  "%lanemask_gt", "%dynamic_smem_size", "%total_smem_size", "%clusterid",
                  "%nclusterid", "%cluster_ctarank", "%cluster_nctarank", "%is_explicit_cluster",
                  "%aggr_smem_size", "%reserved_smem_offset_begin"}


@dataclass
class Tok:
    kind: str
    text: str
    line: int


def tokenize(text: str) -> list[Tok]:
    toks: list[Tok] = []
    line = 1
    pos = 0
    n = len(text)
    match = _TOKEN.match
    while pos < n:
        m = match(text, pos)
        if m is None:
            raise EmulatorError(f"PTX parse error at line {line}: unexpected character {text[pos]!r}")
        kind = m.lastgroup
        assert kind is not None  # every alternative of _TOKEN is a named group
        s = m.group()
        if kind == "nl":
            toks.append(Tok("nl", s, line))
            line += 1
        elif kind == "bcomment":
            nls = s.count("\n")
            if nls:
                toks.append(Tok("nl", "\n", line))
            line += nls
        elif kind not in ("ws", "lcomment"):
            toks.append(Tok(kind, s, line))
        pos = m.end()
    toks.append(Tok("eof", "", line))
    return toks


def parse_number(s: str) -> Imm:
    low = s.lower()
    if low.startswith("0f") and len(s) == 10:
        return Imm(int(s[2:], 16), "f32bits")
    if low.startswith("0d") and len(s) == 18:
        return Imm(int(s[2:], 16), "f64bits")
    if low.endswith("u"):
        s = s[:-1]
        low = low[:-1]
    if low.startswith("0x"):
        return Imm(int(s, 16), "int")
    if low.startswith("0b"):
        return Imm(int(s[2:], 2), "int")
    if "." in s or "e" in low:
        return Imm(float(s), "float")
    if len(s) > 1 and s.startswith("0"):
        return Imm(int(s, 8), "int")
    return Imm(int(s), "int")


@dataclass
class ParsedModule:
    version: str = ""
    target: str = ""
    address_size: int = 64
    variables: list[VarDecl] = field(default_factory=list)
    functions: dict[str, Function] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)


class _Parser:
    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        self.toks = list(tokenize(text))
        self.i = 0
        self.mod = ParsedModule(lines=self.lines)
        self.fn: Function | None = None
        self.scopes: list[dict[str, Operand | str]] = []
        self.unique = 0

    # -- token helpers -------------------------------------------------------------------
    def peek(self, skip_nl: bool = True) -> Tok:
        if skip_nl:
            while self.toks[self.i].kind == "nl":
                self.i += 1
        return self.toks[self.i]

    def next(self, skip_nl: bool = True) -> Tok:
        t = self.peek(skip_nl)
        self.i += 1
        return t

    def error(self, msg: str, tok: Tok | None = None) -> EmulatorError:
        tok = tok or self.peek()
        return EmulatorError(f"PTX parse error at line {tok.line}: {msg} (near {tok.text!r})")

    def expect(self, text: str) -> Tok:
        t = self.next()
        if t.text != text:
            raise self.error(f"expected {text!r}", t)
        return t

    def accept(self, text: str) -> bool:
        if self.peek().text == text:
            self.i += 1
            return True
        return False

    def rest_of_line(self) -> list[Tok]:
        out = []
        while self.toks[self.i].kind not in ("nl", "eof"):
            out.append(self.toks[self.i])
            self.i += 1
        return out

    def directive_numbers(self) -> list[int]:
        """The comma-separated numbers after a function directive, on its line: `.maxntid 128, 1, 1`
        (none after `.noreturn`). The `;` of an extern declaration (`.noreturn;`) is left to the caller."""
        values: list[int] = []
        while self.toks[self.i].kind == "num" or self.toks[self.i].text == ",":
            if self.toks[self.i].kind == "num":
                values.append(int(parse_number(self.toks[self.i].text).value))
            self.i += 1
        return values

    def skip_statement(self) -> None:
        while self.peek().text != ";":
            if self.peek().kind == "eof":
                raise self.error("unexpected end of file")
            self.i += 1
        self.i += 1

    def skip_braced(self) -> None:
        self.expect("{")
        depth = 1
        while depth:
            t = self.next()
            if t.kind == "eof":
                raise self.error("unterminated block", t)
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1

    def int_value(self) -> int:
        neg = self.accept("-")
        t = self.next()
        if t.kind != "num":
            raise self.error("expected an integer", t)
        v = parse_number(t.text)
        if v.kind != "int":
            raise self.error("expected an integer", t)
        return -int(v.value) if neg else int(v.value)

    # -- module level --------------------------------------------------------------------
    def parse(self) -> ParsedModule:
        while True:
            t = self.peek()
            if t.kind == "eof":
                return self.mod
            self.module_item()

    def module_item(self) -> None:
        t = self.peek()
        text = t.text
        if text in _LINE_DIRECTIVES:
            self.i += 1
            args = self.rest_of_line()
            if text == ".version":
                self.mod.version = "".join(a.text for a in args)
            elif text == ".target":
                self.mod.target = "".join(a.text for a in args)
            elif text == ".address_size":
                self.mod.address_size = int(args[0].text)
            return
        if text == ".section":
            self.i += 1
            while self.peek().text != "{":
                self.i += 1
            self.skip_braced()
            return
        if text == ".pragma":
            self.skip_statement()
            return
        linkage = []
        while text in (".visible", ".extern", ".weak", ".common"):
            linkage.append(text)
            self.i += 1
            text = self.peek().text
        if text in (".entry", ".func"):
            self.function(text == ".entry", ".extern" in linkage)
            return
        if text in _SPACES:
            self.mod.variables.append(self.var_decl(extern=".extern" in linkage))
            return
        raise self.error("unexpected token at module level", t)

    def var_decl(self, extern: bool = False) -> VarDecl:
        """Parse `.space [.align N] [.vN] .type name[dims] [= init];`, consuming the ';'."""
        decl = self.var_head(extern)
        if self.accept("="):
            decl.init = self.initializer()
        self.expect(";")
        return decl

    def var_head(self, extern: bool = False) -> VarDecl:
        start = self.next()
        space = start.text[1:]
        align = 0
        vec = 1
        type_name = None
        pointer = False
        while True:
            t = self.peek()
            if t.text == ".align":
                self.i += 1
                align = self.int_value()
            elif t.text in (".v2", ".v4", ".v8"):
                self.i += 1
                vec = int(t.text[2:])
            elif t.text in (".ptr", ".global", ".shared", ".const", ".local", ".volatile"):
                self.i += 1  # pointer attributes on params: irrelevant to execution, kept for --args
                pointer = pointer or t.text == ".ptr"
            elif t.text.startswith(".") and t.text[1:] in TYPES:
                self.i += 1
                type_name = t.text[1:]
            elif t.text == ".attribute":
                self.i += 1
                self.expect("(")
                while not self.accept(")"):
                    self.i += 1
            else:
                break
        if type_name is None:
            raise self.error("variable declaration without a type")
        name_tok = self.next()
        if name_tok.kind != "id":
            raise self.error("expected a variable name", name_tok)
        elem = TYPES[type_name].nbytes * vec
        count = 1
        array_len: int | None = None
        while self.accept("["):
            if self.accept("]"):
                count = 0
                array_len = 0
                continue
            dim = self.int_value()
            self.expect("]")
            count *= dim
            array_len = count
        return VarDecl(space=space, name=name_tok.text, type_name=type_name, size=elem * count,
                       align=align or TYPES[type_name].nbytes * vec, extern=extern or array_len == 0,
                       array_len=array_len, line=name_tok.line, pointer=pointer)

    def initializer(self) -> list[int | float | str]:
        items: list[int | float | str] = []
        depth = 0
        while True:
            t = self.peek()
            if t.text == ";" and depth == 0:
                return items
            self.i += 1
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
            elif t.text in (",", "(", ")", "+"):
                continue
            elif t.text == "-":
                nt = self.next()
                v = parse_number(nt.text)
                items.append(-v.value if v.kind in ("int", "float") else v.value)
            elif t.kind == "num":
                v = parse_number(t.text)
                if v.kind == "f32bits":
                    items.append(struct.unpack("<f", struct.pack("<I", v.value))[0])
                elif v.kind == "f64bits":
                    items.append(struct.unpack("<d", struct.pack("<Q", v.value))[0])
                else:
                    items.append(v.value)
            elif t.kind == "id":
                if t.text in ("generic", "mask"):
                    continue
                items.append(t.text)
            else:
                raise self.error("unsupported initializer", t)

    # -- functions -----------------------------------------------------------------------
    def param_list(self) -> list[VarDecl]:
        params: list[VarDecl] = []
        self.expect("(")
        while not self.accept(")"):
            if self.peek().text == ",":
                self.i += 1
                continue
            if self.peek().text == ".reg":
                # `.reg` params appear in some .func signatures; treat them like .param.
                self.toks[self.i] = Tok("id", ".param", self.peek().line)
            params.append(self.var_head())
        return params

    def function(self, is_entry: bool, extern: bool) -> None:
        start = self.next()
        ret_params: list[VarDecl] = []
        if self.peek().text == "(":
            ret_params = self.param_list()
        name = self.next()
        params = self.param_list() if self.peek().text == "(" else []
        fn = Function(name=name.text, is_entry=is_entry, params=params, ret_params=ret_params,
                      line=start.line)
        while True:
            t = self.peek()
            if t.text in (".maxntid", ".reqntid", ".minnctapersm", ".maxnreg", ".noreturn",
                          ".maxnctapersm", ".explicitcluster", ".reqnctapercluster",
                          ".maxclusterrank", ".pragma"):
                self.i += 1
                if t.text == ".pragma":
                    self.skip_statement()
                    continue
                vals = self.directive_numbers()
                if t.text == ".reqntid":
                    fn.reqntid = tuple(vals)
                elif t.text == ".maxntid":
                    fn.maxntid = tuple(vals)
            else:
                break
        if self.accept(";"):
            fn.has_body = False
            if name.text not in self.mod.functions:
                self.mod.functions[name.text] = fn
            return
        self.fn = fn
        self.scopes = [{}]
        for p in params + ret_params:
            self.scopes[0][p.name] = p.name
        self.body()
        self.fn = None
        self.mod.functions[name.text] = fn

    def body(self) -> None:
        self.expect("{")
        fn = self.fn
        assert fn is not None
        while True:
            t = self.peek()
            text = t.text
            if text == "}":
                self.i += 1
                if len(self.scopes) == 1:
                    return
                self.scopes.pop()
                continue
            if text == "{":
                self.i += 1
                self.scopes.append(self.scoped_labels())
                continue
            if t.kind == "eof":
                raise self.error("unterminated function body", t)
            if text == ".reg":
                self.reg_decl()
                continue
            if text in (".local", ".shared", ".param", ".global", ".const"):
                decl = self.var_decl()
                unique = decl.name
                if text in (".local", ".param") or any(decl.name in s for s in self.scopes):
                    self.unique += 1
                    unique = f"{decl.name}#{self.unique}"
                self.scopes[-1][decl.name] = unique
                decl.name = unique
                fn.local_vars.append(decl)
                continue
            if text in (".loc", ".file", ".maxntid", ".reqntid"):
                self.i += 1
                self.rest_of_line()
                continue
            if text == ".pragma":
                self.skip_statement()
                continue
            if t.kind == "id" and self.toks[self.i + 1].text == ":":
                self.i += 2
                if self.peek().text == ".callprototype":
                    self.skip_statement()
                    continue
                found = self.lookup(text)
                fn.labels[found if isinstance(found, str) else text] = len(fn.body)
                continue
            fn.body.append(self.instruction())

    def scoped_labels(self) -> dict[str, Operand | str]:
        """The labels defined directly in the ``{ }`` block starting at the current token, each
        renamed apart: a block's labels are its own (inline asm repeats ``LAB_WAIT:`` / ``DONE:`` in
        every copy of its block), and branches inside it, even before the label, reach them."""
        labels: dict[str, Operand | str] = {}
        depth = 0
        for position in range(self.i, len(self.toks) - 1):
            token = self.toks[position]
            if token.text == "{":
                depth += 1
            elif token.text == "}":
                if depth == 0:
                    break
                depth -= 1
            elif (depth == 0 and token.kind == "id" and self.toks[position + 1].text == ":"
                  and self.toks[position - 1].text in (";", "{", "}", ":", "\n")):
                self.unique += 1
                labels[token.text] = f"{token.text}#{self.unique}"
        return labels

    def reg_decl(self) -> None:
        fn = self.fn
        assert fn is not None
        self.i += 1
        vec = 1
        type_name = None
        while self.peek().text.startswith("."):
            t = self.next().text
            if t in (".v2", ".v4"):
                vec = int(t[2:])
            elif t[1:] in TYPES:
                type_name = t[1:]
        if type_name is None:
            raise self.error("register declaration without a type")
        if vec != 1:
            raise self.error("vector registers are not supported")
        is_pred = type_name == "pred"
        bits = 1 if is_pred else TYPES[type_name].bits
        while True:
            name = self.next()
            if name.kind != "id":
                raise self.error("expected a register name", name)
            if self.accept("<"):
                count = self.int_value()
                self.expect(">")
                names = [f"{name.text}{k}" for k in range(count)]
            else:
                names = [name.text]
            for nm in names:
                reg = Reg(len(fn.regs), bits, is_pred, nm)
                fn.regs.append(RegDecl(nm, bits, is_pred))
                self.scopes[-1][nm] = reg
            if self.accept(";"):
                return
            self.expect(",")

    def lookup(self, name: str) -> Operand | str | None:
        for scope in reversed(self.scopes):
            v = scope.get(name)
            if v is not None:
                return v
        return None

    def instruction(self) -> Instruction:
        guard = None
        neg = False
        first = self.peek()
        line = first.line
        if self.accept("@"):
            neg = self.accept("!")
            g = self.operand()
            if not isinstance(g, Reg) or not g.is_pred:
                raise self.error("guard must be a predicate register", first)
            guard = g
        op = self.next()
        if op.kind != "id" or op.text.startswith((".", "%")):
            raise self.error("expected an instruction", op)
        line = op.line
        operands: list[Operand] = []
        if not self.accept(";"):
            while True:
                operands.append(self.operand())
                if self.accept(";"):
                    break
                self.expect(",")
        text = self.lines[line - 1].strip() if line - 1 < len(self.lines) else op.text
        return Instruction(line=line, text=text, opcode=op.text, mods=op.text.split("."),
                           operands=operands, guard=guard, guard_neg=neg)

    def operand(self) -> Operand:
        t = self.peek()
        if t.text == "{":
            self.i += 1
            items = []
            while not self.accept("}"):
                if self.accept(","):
                    continue
                items.append(self.operand())
            return Vec(tuple(items))
        if t.text == "(":
            self.i += 1
            items = []
            while not self.accept(")"):
                if self.accept(","):
                    continue
                items.append(self.operand())
            return ParenList(tuple(items))
        if t.text == "[":
            self.i += 1
            return self.address()
        if t.text == "!":
            self.i += 1
            return Not(self.operand())
        if t.text == "-":
            self.i += 1
            nt = self.next()
            if nt.kind != "num":
                raise self.error("expected a number after '-'", nt)
            v = parse_number(nt.text)
            if v.kind in ("int", "float"):
                return Imm(-v.value, v.kind)
            raise self.error("cannot negate a hex float literal", nt)
        if t.kind == "num":
            self.i += 1
            return parse_number(t.text)
        if t.kind == "id":
            self.i += 1
            op = self.name_operand(t)
            if self.peek(skip_nl=True).text == "|":
                self.i += 1
                second = self.operand()
                return PredPair(op, second)
            return op
        raise self.error("unexpected operand", t)

    def name_operand(self, t: Tok) -> Operand:
        name = t.text
        if name == "_":
            return Sink()
        found = self.lookup(name)
        if isinstance(found, Reg):
            return found
        if isinstance(found, str):
            return Sym(found)
        if name.startswith("%"):
            base = name.split(".")[0]
            if base in _SPECIAL_BASES or base.startswith(("%envreg", "%pm")):
                return Special(name)
            raise self.error(f"undeclared register {name}", t)
        return Sym(name)

    def address(self) -> Addr | TensorAddr:
        base: Reg | Sym | Imm | None = None
        offset = 0
        t = self.peek()
        if t.kind == "num":
            self.i += 1
            base = parse_number(t.text)
        elif t.kind == "id":
            self.i += 1
            b = self.name_operand(t)
            if not isinstance(b, (Reg, Sym)):
                raise self.error("bad address base", t)
            base = b
            if self.accept(","):  # a tensor address: [tensormap, {coordinates}]
                coords = self.operand()
                self.expect("]")
                if not isinstance(coords, Vec):
                    raise self.error("expected {coordinates} in a tensor address", t)
                return TensorAddr(b, coords.items)
        while not self.accept("]"):
            sign = 1
            if self.accept("+"):
                if self.accept("-"):
                    sign = -1
            elif self.accept("-"):
                sign = -1
            else:
                raise self.error("malformed address")
            offset += sign * self.int_value()
        return Addr(base, offset)


def parse_ptx(text: str) -> ParsedModule:
    return _Parser(text).parse()
