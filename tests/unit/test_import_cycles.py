"""No import cycles between tirc's own modules.

Data flows frontend -> pipeline/passes -> emit -> runtime and imports point the same way, so the
graph of tirc's imports must have no cycle. The graph is read from the source with `ast`, not by
importing, so every import statement counts wherever it sits: at module level, inside a function
(a deferred import is still a dependency, only a hidden one), and under `if TYPE_CHECKING:` (a
type-only import still ties the two modules' designs together, and is a cycle the moment someone
needs the name at run time).

Edges go to the module an import names, and only to it:
- `import a.b.c` and `from a.b.c import x` point at `a.b.c` (or at `a.b.c.x` when that is itself
  a module, as in `from . import memory`);
- the parent packages `a` and `a.b`, whose `__init__` Python also runs, get no edge. A package
  that re-exports its children has edges package -> child, and an edge back child -> package for
  every child would make each such package a cycle with no design meaning. Importing a package
  by its own name (`from tirc.runtime.emulator import Emulator`) does make an edge to its
  `__init__`, since that is the module named.

`importlib.import_module` calls are not import statements and are not counted: they look up a
module named in a table (the pass registry's entries, the attention pass's lowerings), the way a
plug-in registry sits below the plug-ins that name it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "tirc"


def module_names(root: Path) -> dict[str, Path]:
    """Every module of the package under `root`, by dotted name (a package by its own name)."""
    modules: dict[str, Path] = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _package_of(name: str, path: Path) -> str:
    """The package a relative import in module `name` (at `path`) starts from."""
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def imported_modules(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's own modules that module `name` imports, anywhere in its file."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _package_of(name, path)
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:
                    targets.add(f"{base}.{alias.name}")
                elif base in modules:
                    targets.add(base)
    targets.discard(name)
    return targets


def import_graph(root: Path) -> nx.DiGraph:
    modules = module_names(root)
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        graph.add_edges_from((name, target) for target in imported_modules(name, path, modules))
    return graph


def cycles(graph: nx.DiGraph) -> list[list[str]]:
    """Each strongly connected component of more than one module, sorted, with its edges."""
    return sorted(sorted(component) for component in nx.strongly_connected_components(graph)
                  if len(component) > 1)


def describe(graph: nx.DiGraph, component: list[str]) -> str:
    members = set(component)
    edges = sorted((a, b) for a, b in graph.subgraph(members).edges)
    return "  " + ", ".join(component) + "\n" + "".join(f"    {a} -> {b}\n" for a, b in edges)


def test_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The reader follows relative, absolute, function-local and TYPE_CHECKING imports, and maps
    `from pkg import name` to the submodule when there is one."""
    pkg = tmp_path / PACKAGE / "sub"
    pkg.mkdir(parents=True)
    (tmp_path / PACKAGE / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .a import A\n")
    (pkg / "a.py").write_text("from typing import TYPE_CHECKING\n"
                              "if TYPE_CHECKING:\n    from .b import B\nA = 1\n")
    (pkg / "b.py").write_text("def f():\n    from . import c\n    return c\nB = 2\n")
    (pkg / "c.py").write_text("import tirc.sub.a\nfrom tirc import sub\n")
    graph = import_graph(tmp_path)
    assert set(graph.edges) == {("tirc.sub", "tirc.sub.a"), ("tirc.sub.a", "tirc.sub.b"),
                                ("tirc.sub.b", "tirc.sub.c"), ("tirc.sub.c", "tirc.sub.a"),
                                ("tirc.sub.c", "tirc.sub")}
    assert cycles(graph) == [["tirc.sub", "tirc.sub.a", "tirc.sub.b", "tirc.sub.c"]]


def test_no_import_cycles() -> None:
    graph = import_graph(ROOT)
    assert graph.number_of_nodes() > 100, "the reader found too few modules; is ROOT right?"
    found = cycles(graph)
    assert not found, ("import cycles between tirc's modules (each group imports itself, possibly "
                       "through a function-local or TYPE_CHECKING import):\n"
                       + "".join(describe(graph, component) for component in found))
