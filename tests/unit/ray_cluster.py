"""A real Ray cluster on loopback, for the tests of ``--executor ray``: nothing mocked.

``ray_cluster`` (module-scoped fixture) starts a head node with ``ray start --head --block`` on
127.0.0.1 and a free port, 2 CPUs, no dashboard and no usage statistics, in a temporary folder of its
own, yields its address (``127.0.0.1:PORT``) and stops it afterwards, whatever became of the tests.
Use it with ``from tests.unit.ray_cluster import ray_cluster`` in a test module. Each module that
imports it gets its own cluster (a fixture is shared across modules only from a conftest.py).

The cluster runs in Ray's loopback mode (``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0``: otherwise Ray
replaces 127.0.0.1 by the machine's network address and listens on every interface), from this
interpreter's virtual environment, with this checkout and tests/unit first on ``PYTHONPATH``, so
that its workers import the tirc under test and the test modules whose functions they run (pytest
imports a module of tests/unit by its base name, ``test_x``, and a function travels to a Ray worker
as its module's name and its own).

It is stopped by its own processes only, never with ``ray stop`` (which ends every Ray cluster of
the user on the machine, another test's or a tune's included): SIGTERM to the ``ray start --block``
process, which drains the node and ends the processes it started, then SIGKILL for any process of
the cluster's tree (workers included, noted while they ran) that outlived it. Should the test process
die without a teardown (killed, a timeout), ``ray start`` gets SIGTERM from the kernel all the same.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parents[1]
STARTED_LINE = "Ray runtime started."
START_TIMEOUT_S = 90.0
STOP_TIMEOUT_S = 30.0
PR_SET_PDEATHSIG = 1   # prctl(2): the signal a process gets when its parent dies


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _parent_of(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rpartition(")")[2].split()[1])   # the field after the state; the name may hold spaces


def _start_time(pid: int) -> str | None:
    """The process's start time in clock ticks since boot: with the pid, it names one process, even
    after the pid is reused."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[19]
    except (OSError, IndexError):
        return None


def descendants(root: int) -> set[int]:
    """The processes below ``root`` (children, their children ...), from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            parent = _parent_of(int(entry.name))
            if parent is not None:
                children.setdefault(parent, []).append(int(entry.name))
    found: set[int] = set()
    frontier = [root]
    while frontier:
        for child in children.get(frontier.pop(), []):
            if child not in found:
                found.add(child)
                frontier.append(child)
    return found


class RayCluster:
    """One Ray head node on loopback: ``start()`` returns its address, ``stop()`` ends every process
    of it, ``alive()`` lists those still running."""

    def __init__(self, num_cpus: int = 2, num_gpus: int = 0) -> None:
        self.num_cpus = num_cpus
        self.num_gpus = num_gpus   # the GPUs the node declares (Ray counts them as a resource, and no more)
        self.folder = Path(tempfile.mkdtemp(prefix="tirc-ray-"))   # short: Ray puts unix sockets in it
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        self.head: subprocess.Popen[bytes] | None = None
        self.processes: dict[int, str | None] = {}   # pid -> start time, of every process seen in the tree

    def environment(self) -> dict[str, str]:
        path = os.environ.get("PYTHONPATH", "")
        return dict(os.environ, RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER="0", RAY_USAGE_STATS_ENABLED="0",
                    PYTHONPATH=os.pathsep.join(part for part in (str(REPO), str(TESTS), path) if part))

    def start(self) -> str:
        ray = Path(sys.executable).parent / "ray"
        log = self.folder / "ray-start.log"
        with open(log, "wb") as output:
            self.head = subprocess.Popen(
                [str(ray), "start", "--head", "--block", "--node-ip-address=127.0.0.1", f"--port={self.port}",
                 f"--num-cpus={self.num_cpus}", f"--num-gpus={self.num_gpus}", "--include-dashboard=false",
                 "--disable-usage-stats", f"--temp-dir={self.folder}"],
                stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=self.environment(),
                cwd=self.folder, start_new_session=True, preexec_fn=_end_with_parent)
        deadline = time.monotonic() + START_TIMEOUT_S
        while STARTED_LINE not in log.read_text(errors="replace"):
            if self.head.poll() is not None or time.monotonic() > deadline:
                text = log.read_text(errors="replace")
                self.stop()
                raise RuntimeError(f"ray start --head did not start a cluster:\n{text[-4000:]}")
            time.sleep(0.2)
        self.note_processes()
        return self.address

    def note_processes(self) -> None:
        """Remember the cluster's processes now (workers come and go; ``stop`` kills the ones seen)."""
        if self.head is not None:
            for pid in descendants(self.head.pid) | {self.head.pid}:
                self.processes.setdefault(pid, _start_time(pid))

    def alive(self) -> set[int]:
        """The processes of the cluster seen so far that still run (zombies do not count)."""
        running = set()
        for pid, started in self.processes.items():
            if started is not None and _start_time(pid) == started and not _is_zombie(pid):
                running.add(pid)
        return running

    def stop(self) -> None:
        if self.head is not None:
            self.note_processes()
            if self.head.poll() is None:
                self.head.send_signal(signal.SIGTERM)
                try:
                    self.head.wait(timeout=STOP_TIMEOUT_S)
                except subprocess.TimeoutExpired:
                    self.head.kill()
                    self.head.wait()
            deadline = time.monotonic() + 10
            while self.alive() and time.monotonic() < deadline:
                time.sleep(0.2)
            for pid in self.alive():
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        shutil.rmtree(self.folder, ignore_errors=True)


def _end_with_parent() -> None:
    """In the ``ray start`` child before it runs: SIGTERM when the test process dies, also by SIGKILL
    or a timeout, when no teardown runs (its own session keeps it from the terminal's signals)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def _is_zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] == "Z"
    except OSError:
        return False


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[str]:
    """The address (``127.0.0.1:PORT``) of a real Ray cluster started on loopback for this module."""
    cluster = RayCluster()
    try:
        yield cluster.start()
    finally:
        cluster.stop()
