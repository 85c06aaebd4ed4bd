"""The executors of ``tirc tune``: a process pool, and Ray tasks on a real local cluster (nothing mocked)."""

from __future__ import annotations

import os
import socket
import time

import pytest

import tirc
from tests.unit.ray_cluster import RayCluster, ray_cluster  # noqa: F401  (ray_cluster: a fixture)
from tirc.diagnostics import TircError
from tirc.tune.executor import LocalExecutor, RayExecutor, WorkerTraceback, executor_for


STUCK_S = 60.0        # far longer than the test waits for the workers to end
WORKERS_END_S = 20.0  # terminate + join on a loaded machine; a worker left running would live STUCK_S


def square(value: int) -> int:
    return value * value


def slow_square(value: int) -> int:
    time.sleep(0.02 * (5 - value % 5))   # later items finish first: the order of completion is not the input's
    return value * value


def first_quick_then_long(value: int) -> int:
    time.sleep(0 if value == 0 else STUCK_S)   # item 0 answers; the others would keep their worker busy
    return value


def refuse_seven(value: int) -> int:
    if value == 7:
        raise TircError("seven is refused", hint="pick another number")
    return value


def fail_with_key_error(value: int) -> int:
    raise KeyError(f"no key {value}")


def where(_: int) -> tuple[int, str]:
    time.sleep(0.2)   # long enough that both of the cluster's CPUs take items
    return os.getpid(), tirc.__file__


# -- LocalExecutor -------------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_local_yields_every_item_once(jobs: int) -> None:
    with LocalExecutor(jobs) as executor:
        results = list(executor.map(slow_square, list(range(10))))
        assert sorted(index for index, _ in results) == list(range(10))
        assert all(result == index * index for index, result in results)
        assert list(executor.map(square, [])) == []
        assert dict(executor.map(square, [3, 4])) == {0: 9, 1: 16}   # the pool serves a second map


def test_local_pool_runs_in_other_processes() -> None:
    with LocalExecutor(2) as executor:
        pids = {pid for _, (pid, _) in executor.map(where, list(range(4)))}
    assert os.getpid() not in pids


@pytest.mark.parametrize("jobs", [1, 2])
def test_local_error_keeps_its_type(jobs: int) -> None:
    with LocalExecutor(jobs) as executor:
        with pytest.raises(TircError) as caught:
            list(executor.map(refuse_seven, list(range(10))))
        assert caught.value.message == "seven is refused"
        assert caught.value.hint == "pick another number"
        with pytest.raises(KeyError, match="no key 0"):
            list(executor.map(fail_with_key_error, [0]))
        if jobs > 1:   # the worker's traceback comes along, for --debug
            assert isinstance(caught.value.__cause__, WorkerTraceback)
            assert "refuse_seven" in str(caught.value.__cause__)
        assert dict(executor.map(square, [5])) == {0: 25}   # usable after an error


def test_local_close_early_ends_the_workers() -> None:
    executor = LocalExecutor(2)
    results = executor.map(first_quick_then_long, list(range(6)))
    assert next(results) == (0, 0)
    pool = executor._pool
    assert pool is not None
    workers = list(pool._processes.values())   # type: ignore[union-attr]
    results.close()   # the caller stops reading (as an interrupt would)
    assert executor._pool is None
    # Polled to a deadline rather than read once: the pool's own manager thread also reaps its workers, and
    # a process reaped by that thread reads as alive to this one until the thread records its exit code.
    deadline = time.monotonic() + WORKERS_END_S
    while any(worker.is_alive() for worker in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(worker.is_alive() for worker in workers), "a worker still runs its 60 s item"
    executor.close()


def test_jobs_must_be_positive() -> None:
    with pytest.raises(TircError, match="at least 1"):
        LocalExecutor(0)


def test_executor_for() -> None:
    assert isinstance(executor_for("local", 3, None, gpu=False), LocalExecutor)
    assert executor_for("local", 3, None, gpu=True).jobs == 1   # GPU timings never overlap
    with pytest.raises(TircError, match="needs the cluster's address"):
        executor_for("ray", 2, None, gpu=False)
    with pytest.raises(TircError, match="--address is for --executor ray"):
        executor_for("local", 2, "127.0.0.1:1", gpu=False)
    with pytest.raises(TircError, match="unknown executor 'dask'"):
        executor_for("dask", 2, None, gpu=False)


# -- RayExecutor ---------------------------------------------------------------------------------------


def test_bad_address_is_a_quick_error() -> None:
    with socket.socket() as probe:   # a port that nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(TircError) as caught:
        executor_for("ray", 1, f"127.0.0.1:{port}", gpu=False)
    assert time.monotonic() - started < 10
    assert f"no Ray cluster at 127.0.0.1:{port}" in caught.value.message
    assert "ray start --head" in (caught.value.hint or "")
    with socket.socket() as server:   # a port where a server listens that is not Ray's: it never answers
        server.bind(("127.0.0.1", 0))
        server.listen()
        address = f"127.0.0.1:{server.getsockname()[1]}"
        started = time.monotonic()
        with pytest.raises(TircError, match=f"no Ray cluster at {address}: the server there does not answer"):
            RayExecutor(address)
        assert time.monotonic() - started < 10
    with pytest.raises(TircError, match="is not HOST:PORT"):
        RayExecutor("ray://127.0.0.1")


def test_ray_tasks_run_on_the_cluster(ray_cluster: str) -> None:  # noqa: F811
    with executor_for("ray", 1, ray_cluster, gpu=False) as executor:
        assert isinstance(executor, RayExecutor)
        assert executor.worker["file"] == tirc.__file__   # the workers import the driver's tirc
        results = dict(executor.map(where, list(range(6))))
        assert sorted(results) == list(range(6))
        pids = {pid for pid, _ in results.values()}
        assert os.getpid() not in pids and len(pids) >= 2   # other processes, both CPUs used
        assert {file for _, file in results.values()} == {tirc.__file__}
        assert dict(executor.map(slow_square, list(range(10)))) == {i: i * i for i in range(10)}
        with pytest.raises(TircError) as caught:
            list(executor.map(refuse_seven, list(range(10))))
        assert (caught.value.message, caught.value.hint) == ("seven is refused", "pick another number")
        assert "refuse_seven" in str(caught.value.__cause__)
        with pytest.raises(KeyError, match="no key 3"):
            list(executor.map(fail_with_key_error, [3]))
        assert dict(executor.map(square, [6])) == {0: 36}   # usable after an error


def test_ray_gpu_needs_a_gpu(ray_cluster: str) -> None:  # noqa: F811
    with pytest.raises(TircError, match=f"the Ray cluster at {ray_cluster} has no GPU"):
        executor_for("ray", 1, ray_cluster, gpu=True)
    with executor_for("ray", 1, ray_cluster, gpu=False) as executor:   # the failed one let go of Ray
        assert dict(executor.map(square, [2])) == {0: 4}


def gpu_slot(value: int) -> dict[str, object]:
    started = time.monotonic()
    time.sleep(0.05)
    return {"pid": os.getpid(), "devices": os.environ.get("CUDA_VISIBLE_DEVICES"), "value": value,
            "start": started, "end": time.monotonic()}


def test_ray_gpu_actors_take_one_item_at_a_time() -> None:
    """gpu=True on a node that declares two GPUs (Ray's GPU resource is the count a node declares, which is
    what its scheduling and CUDA_VISIBLE_DEVICES follow): one actor per GPU, each with a GPU of its own,
    running one item at a time. The cluster is this test's own: when it stops, none of its processes is left."""
    cluster = RayCluster(num_cpus=2, num_gpus=2)
    try:
        with RayExecutor(cluster.start(), gpu=True) as executor:
            slots = dict(executor.map(gpu_slot, list(range(8))))
            assert sorted(slots) == list(range(8)) and all(slots[i]["value"] == i for i in slots)
            by_actor: dict[object, list[dict[str, object]]] = {}
            for slot in slots.values():
                by_actor.setdefault(slot["pid"], []).append(slot)
            assert len(by_actor) == 2
            assert {runs[0]["devices"] for runs in by_actor.values()} == {"0", "1"}
            for runs in by_actor.values():
                assert len({run["devices"] for run in runs}) == 1
                runs.sort(key=lambda run: run["start"])  # type: ignore[arg-type, return-value]
                assert all(earlier["end"] <= later["start"]  # type: ignore[operator]
                           for earlier, later in zip(runs, runs[1:]))
            with pytest.raises(TircError, match="seven is refused"):
                list(executor.map(refuse_seven, list(range(10))))
            stopped = executor.map(gpu_slot, list(range(8)))
            next(stopped)
            stopped.close()   # the running measurement is abandoned: new actors serve the next map
            assert dict(executor.map(square, [1, 2, 3])) == {0: 1, 1: 4, 2: 9}
            cluster.note_processes()   # its workers too: all of them end with the cluster
            assert len(cluster.processes) > 5
    finally:
        cluster.stop()
    assert cluster.alive() == set()
