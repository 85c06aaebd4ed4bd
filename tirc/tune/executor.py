"""Where tune candidates run: a process pool on this machine, or Ray tasks and GPU actors on a cluster.

An executor takes a picklable module-level function and a list of items and yields ``(index,
result)`` pairs as the items complete (not in order). Both executors behave the same way to their
caller:

- An exception raised by the function comes back as the same exception (a ``TircError`` stays a
  ``TircError``, so the CLI prints it as one), with the worker's traceback as its ``__cause__``.
  It ends the ``map``: the items not started are cancelled.
- Closing the ``map`` generator early, or a ``KeyboardInterrupt`` while it waits, cancels the items
  not started and stops the ones running.

``LocalExecutor`` runs the items in a process pool started with "spawn": the tuner's process holds
threads (the progress bar's, the pool's own) when it starts workers, and a process forked from a
threaded one can inherit a lock some other thread held (see ``tirc.isolation``, which forks only
from a process without threads). The workers are started once per executor and kept for every
``map``, so the cost of importing tirc and MLIR in them is paid once. ``jobs=1`` runs in-process.

``RayExecutor`` connects to a running cluster (``ray start --head`` prints its address). Its workers
import tirc from their own ``sys.path``: the cluster is assumed to run the same tirc as the driver
(started from the same virtual environment and checkout, as ``ray start`` from that venv does), and
the executor refuses a cluster whose workers report another ``tirc.__version__``. A loopback address
(``127.0.0.1``, ``localhost``, ``::1``) means a one-machine cluster bound to loopback, started with
``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0 ray start --head --node-ip-address=127.0.0.1``: Ray turns a
loopback address into the machine's network address unless that variable is 0, in the cluster and in
the driver alike, so the executor sets it before it imports Ray.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import socket
import sys
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Generic, Protocol, TypeVar

import tirc
from tirc.diagnostics import TircError

Item = TypeVar("Item")
Result = TypeVar("Result")

EXECUTORS = ("local", "ray")
START_METHOD = "spawn"          # see the module docstring: the tuner's process has threads
CONNECT_TIMEOUT_S = 3.0         # how long a cluster address may take to accept a connection and answer
# Ray's switch for a one-machine cluster on loopback (it reads it when it is imported).
RAY_LOOPBACK_VARIABLE = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
# The HTTP/2 client connection preface and an empty SETTINGS frame; a gRPC server answers with its SETTINGS.
HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
HTTP2_FRAME_HEADER_BYTES = 9     # length (3), type (1), flags (1), stream (4)
HTTP2_SETTINGS = 4               # the frame type
START_HINT = ("start a cluster with `ray start --head` (from the same virtual environment as tirc) and pass the "
              "address it prints: --address HOST:PORT")


class Executor(Protocol):
    def map(self, work: Callable[[Any], Any], items: list[Any]) -> Iterator[tuple[int, Any]]: ...

    def close(self) -> None: ...

    def __enter__(self) -> Executor: ...

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None: ...


class WorkerTraceback(Exception):
    """The traceback of an exception raised in a worker process, attached as its ``__cause__``."""


@dataclass(frozen=True)
class _Raised:
    """What a worker sends back instead of a result when ``work`` raised: the pickled exception and
    the traceback text (which does not survive pickling)."""

    error: bytes
    trace: str


@dataclass(frozen=True)
class _Outcome(Generic[Result]):
    value: Result | None = None
    raised: _Raised | None = None


def run_item(work: Callable[[Item], Result], item: Item) -> _Outcome[Result]:
    """``work(item)`` in a worker: its result, or the exception it raised as a value, so that the
    driver re-raises the original exception (a pool or Ray would wrap it in one of their own)."""
    try:
        return _Outcome(value=work(item))
    except Exception as error:
        return _Outcome(raised=_Raised(_portable(error), traceback.format_exc()))


def _portable(error: BaseException) -> bytes:
    """The pickled exception, or, for a type that does not survive pickling, a RuntimeError that keeps
    its name and text."""
    try:
        data = pickle.dumps(error)
        pickle.loads(data)
        return data
    except Exception:
        return pickle.dumps(RuntimeError(f"{type(error).__name__}: {error}"))


def _unwrap(outcome: _Outcome[Result]) -> Result:
    if outcome.raised is not None:
        error = pickle.loads(outcome.raised.error)
        raise error from WorkerTraceback(outcome.raised.trace.rstrip())
    return outcome.value  # type: ignore[return-value]  # None only where work returned None


class LocalExecutor:
    """Items run in ``jobs`` worker processes on this machine ("spawn"ed, kept for the executor's
    life), or in-process with ``jobs=1``."""

    def __init__(self, jobs: int) -> None:
        if jobs < 1:
            raise TircError(f"--jobs must be at least 1, not {jobs}")
        self.jobs = jobs
        self._pool: ProcessPoolExecutor | None = None

    def map(self, work: Callable[[Item], Result], items: list[Item]) -> Iterator[tuple[int, Result]]:
        if self.jobs == 1:
            for index, item in enumerate(items):
                yield index, work(item)
            return
        if not items:
            return
        pool = self._started_pool()
        futures: dict[Future[_Outcome[Result]], int] = {
            pool.submit(run_item, work, item): index for index, item in enumerate(items)}
        finished = False
        try:
            for future in as_completed(futures):
                try:
                    outcome = future.result()
                except BrokenProcessPool as error:
                    raise TircError("a tune worker process died without an answer (killed, or a crash in "
                                    "native code)",
                                    hint="rerun with --jobs 1 to run the candidates in one process and see "
                                         "where") from error
                yield futures[future], _unwrap(outcome)
            finished = True
        finally:
            if not finished:  # an error, an interrupt, or the caller closed the generator
                for future in futures:
                    future.cancel()
                self._stop_pool()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> LocalExecutor:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if error is None:
            self.close()
        else:
            self._stop_pool()

    def _started_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.jobs,
                                             mp_context=multiprocessing.get_context(START_METHOD))
        return self._pool

    def _stop_pool(self) -> None:
        """Cancel what has not started and end the workers now: a running compile is not waited for.
        ProcessPoolExecutor has no public way to end its workers before Python 3.14
        (``terminate_workers``), hence its ``_processes``."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(timeout=10)


def parse_address(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) as (host, port), or a TircError."""
    host, colon, port_text = address.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if "://" in address or not colon or not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise TircError(f"--address {address!r} is not HOST:PORT", hint=START_HINT)
    return host, int(port_text)


def _check_cluster(host: str, port: int, address: str) -> None:
    """A TircError within seconds when no Ray cluster answers at the address: Ray itself retries for
    minutes, on a closed port and on a port where some other server listens. A cluster's address is
    its GCS, a gRPC server: it answers the HTTP/2 client preface with a SETTINGS frame."""
    try:
        with socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S) as connection:
            connection.sendall(HTTP2_PREFACE)
            reply = b""
            while len(reply) < HTTP2_FRAME_HEADER_BYTES:
                chunk = connection.recv(HTTP2_FRAME_HEADER_BYTES - len(reply))
                if not chunk:
                    break
                reply += chunk
    except TimeoutError:
        reply = b""
    except OSError as error:
        raise TircError(f"no Ray cluster at {address}: {error.strerror or error}", hint=START_HINT) from None
    if len(reply) < HTTP2_FRAME_HEADER_BYTES or reply[3] != HTTP2_SETTINGS:
        raise TircError(f"no Ray cluster at {address}: the server there does not answer as a Ray cluster's "
                        f"address (a gRPC server) does", hint=START_HINT)


def _import_ray(loopback: bool) -> Any:
    """Ray, imported quietly (no usage statistics) and in loopback mode for a loopback address."""
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    if loopback:
        os.environ.setdefault(RAY_LOOPBACK_VARIABLE, "0")
    import ray
    import ray._private.ray_constants as ray_constants

    if loopback and ray_constants.ENABLE_RAY_CLUSTER:
        raise TircError(f"Ray was imported in this process before it could be told that the cluster is on "
                        f"loopback ({RAY_LOOPBACK_VARIABLE}=0)",
                        hint=f"set {RAY_LOOPBACK_VARIABLE}=0 in the environment, or pass the cluster's network "
                             f"address instead of a loopback one")
    return ray


def worker_identity(_: object = None) -> dict[str, Any]:
    """Which tirc a worker imports, and where it runs: the version check's task (and the tests')."""
    return {"version": tirc.__version__, "file": tirc.__file__, "pid": os.getpid(),
            "host": socket.gethostname(), "python": sys.executable}


class _GpuRunner:
    """A Ray actor that holds one GPU (``num_gpus=1``) and runs the items it is given one at a time,
    so that timings on its GPU never overlap."""

    def run(self, work: Callable[[Item], Result], item: Item) -> _Outcome[Result]:
        return run_item(work, item)


class RayExecutor:
    """Items run as Ray tasks (one CPU each) on the cluster at ``address``, or, with ``gpu=True``, on
    one actor per GPU of the cluster (each holding ``num_gpus=1``)."""

    def __init__(self, address: str, gpu: bool = False) -> None:
        host, port = parse_address(address)
        _check_cluster(host, port, address)
        self.address = address
        self.gpu = gpu
        ray = _import_ray(host in LOOPBACK_HOSTS)
        self._ray = ray
        if ray.is_initialized():  # a previous executor of this process that was not closed
            ray.shutdown()
        try:
            ray.init(address=f"[{host}]:{port}" if ":" in host else f"{host}:{port}",
                     include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                     namespace="tirc-tune")
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise TircError(f"could not connect to a Ray cluster at {address}: {error}", hint=START_HINT) from None
        try:
            self._task = ray.remote(num_cpus=1, max_retries=0)(run_item)
            self.worker = self._check_worker()
            self._actors: list[Any] = self._start_actors() if gpu else []
        except BaseException:
            ray.shutdown()
            raise

    def _check_worker(self) -> dict[str, Any]:
        """The identity of a worker of the cluster; a TircError when it runs another tirc version."""
        identity: dict[str, Any] = _unwrap(self._ray.get(self._task.remote(worker_identity, None)))
        if identity["version"] != tirc.__version__:
            raise TircError(f"the Ray cluster at {self.address} runs tirc {identity['version']} "
                            f"({identity['file']}), this process tirc {tirc.__version__}",
                            hint="start the cluster from the virtual environment that runs tirc tune")
        return identity

    def _start_actors(self) -> list[Any]:
        gpus = int(self._ray.cluster_resources().get("GPU", 0))
        if gpus < 1:
            raise TircError(f"the Ray cluster at {self.address} has no GPU, and measuring on GPUs needs one",
                            hint="start its nodes on machines with GPUs (ray start ... --num-gpus N), or measure "
                                 "with the static model (--measure model)")
        runner = self._ray.remote(num_cpus=1, num_gpus=1, max_restarts=0)(_GpuRunner)
        return [runner.remote() for _ in range(gpus)]

    def map(self, work: Callable[[Item], Result], items: list[Item]) -> Iterator[tuple[int, Result]]:
        ray = self._ray
        pending: dict[Any, tuple[int, Any]] = {}   # object ref -> (item index, the actor running it or None)
        queue = list(enumerate(items))
        queue.reverse()                             # popped from the end: items start in order
        idle = list(reversed(self._actors))
        finished = False
        try:
            if not self._actors:
                while queue:
                    index, item = queue.pop()
                    pending[self._task.remote(work, item)] = (index, None)
            while pending or queue:
                while queue and idle:
                    index, item = queue.pop()
                    actor = idle.pop()
                    pending[actor.run.remote(work, item)] = (index, actor)
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    index, actor = pending.pop(ref)
                    if actor is not None:
                        idle.append(actor)
                    yield index, _unwrap(self._result(ref))
            finished = True
        finally:
            if not finished:
                for ref, (_, actor) in pending.items():
                    if actor is None:
                        ray.cancel(ref, force=True)
                if any(actor is not None for _, actor in pending.values()):
                    # An actor cannot cancel a running call: replace the actors, so that a next map
                    # does not wait behind a measurement nobody reads.
                    for actor in self._actors:
                        ray.kill(actor)
                    self._actors = self._start_actors()

    def _result(self, ref: Any) -> _Outcome[Any]:
        """The outcome a worker sent, or a TircError when the worker itself died."""
        try:
            outcome: _Outcome[Any] = self._ray.get(ref)
        except self._ray.exceptions.RayError as error:
            raise TircError(f"a Ray worker of the cluster at {self.address} failed without an answer: "
                            f"{str(error).splitlines()[0] if str(error) else type(error).__name__}",
                            hint="see the cluster's logs (the session folder `ray start` named)") from error
        return outcome

    def close(self) -> None:
        if self._ray.is_initialized():
            for actor in self._actors:
                self._ray.kill(actor)
            self._actors = []
            self._ray.shutdown()

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def executor_for(kind: str, jobs: int, address: str | None, gpu: bool) -> LocalExecutor | RayExecutor:
    """The executor of ``--executor KIND`` (``--jobs``, ``--address``); ``gpu``: the items measure on
    GPUs, so each needs one to itself (a Ray actor per GPU; locally, one at a time)."""
    if kind == "local":
        if address is not None:
            raise TircError("--address is for --executor ray", hint="drop --address, or add --executor ray")
        return LocalExecutor(1 if gpu else jobs)
    if kind == "ray":
        if address is None:
            raise TircError("--executor ray needs the cluster's address (--address HOST:PORT)", hint=START_HINT)
        return RayExecutor(address, gpu=gpu)
    raise TircError(f"unknown executor {kind!r}: expected one of {', '.join(EXECUTORS)}")
