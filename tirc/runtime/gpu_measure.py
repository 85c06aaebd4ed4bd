"""Timing single kernels of a compiled program on the GPU (``tirc tune --measure gpu``).

Each function of the program runs once through its launch plan on random inputs, with every
launch recorded (``tirc.runtime.bench.RecordingDevice``); a kernel is then timed by replaying its
own launches alone (and, for a split-K GEMM, the reduction launch that follows each of them), with
``tirc bench``'s method: CUDA events around each repetition, ``warmup`` untimed runs first, and a
2x-L2 memset between repetitions so no repetition finds the last one's data in L2. The figures are
the median and the quartiles of the repetitions, in seconds.
"""

from __future__ import annotations

import statistics
from typing import Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.runtime.bench import RecordingDevice, time_on_stream
from tirc.runtime.plan import DEFAULT_DYNAMIC_SIZE, execute, resolve_symbols, weight_arrays


def time_kernels(result: Any, kernels: dict[str, str], *, repeat: int, warmup: int,
                 device_ordinal: int = 0, seed: int = 0) -> dict[str, dict[str, Any]]:
    """Key -> {median_s, q1_s, q3_s, repeat, warmup, device} for each ``kernels`` entry (key ->
    kernel name) of ``result`` (a compile with its cubin and manifest)."""
    from tirc.emit.report import kernel_problems
    from tirc.runtime.cuda_device import CudaDevice
    from tirc.runtime.gpu_run import random_inputs

    if result.manifest is None or result.link is None:
        raise TircError("timing kernels needs the cubin and the launch plan (emit=cubin, manifest=True)")
    split = {name: schedule.split_k for name, (schedule, _) in kernel_problems(result).items()}
    rng = np.random.default_rng(seed)
    timings: dict[str, dict[str, Any]] = {}
    with CudaDevice(device_ordinal) as device:
        device.load(result.manifest, result.link.cubin)
        resident = device.upload_weights(weight_arrays(result.manifest, result.weights))
        wanted = set(kernels.values())
        for plan in result.manifest["functions"]:
            recorder = RecordingDevice(device)
            symbols = resolve_symbols(plan, {}, DEFAULT_DYNAMIC_SIZE)
            try:
                flush = device.alloc(2 * device.l2_bytes)
                execute(plan, recorder, random_inputs(result, plan, symbols, rng, {}), symbols, resident=resident)
                recorded = recorder.launches
                for key, kernel in kernels.items():
                    if kernel not in wanted or key in timings:
                        continue
                    picked = kernel_launches(recorded, kernel, split.get(kernel, 1))
                    if picked:
                        timings[key] = time_launches(device, picked, repeat, warmup, flush)
            finally:
                device.release()
        for timing in timings.values():
            timing["device"] = device.name
    return timings


Launch = tuple[str, tuple[int, ...], tuple[int, ...], list[int | float], int]   # as RecordingDevice keeps them


def kernel_launches(recorded: list[Launch], kernel: str, split_k: int = 1) -> list[Launch]:
    """``kernel``'s launches among a plan's ``recorded`` ones, each followed by the split-K reduction
    launch when ``split_k`` > 1. (These and :func:`time_launches` read no compile result, so the GPU
    check times a bundle's precompiled kernels with them on a machine without MLIR.)"""
    picked = []
    for index, launch in enumerate(recorded):
        if launch[0] == kernel:
            picked.append(launch)
            if split_k > 1 and index + 1 < len(recorded):
                picked.append(recorded[index + 1])   # the split-K reduction
    return picked


def time_launches(device: Any, picked: list[Launch], repeat: int, warmup: int, flush: int) -> dict[str, Any]:
    """Replay ``picked`` ``repeat`` times between CUDA events after ``warmup`` untimed replays, the L2
    flushed (``flush``: 2x L2-size bytes) before each: {median_s, q1_s, q3_s, repeat, warmup}."""
    def body() -> None:
        for kernel, grid, block, args, dynamic_smem in picked:
            device.launch(kernel, grid, block, args, dynamic_smem)

    samples = [ms / 1e3 for ms in time_on_stream(device, body, repeat, warmup, flush).samples_ms]
    quartiles = statistics.quantiles(samples, n=4, method="inclusive") if len(samples) > 1 else [samples[0]] * 3
    return {"median_s": statistics.median(samples), "q1_s": quartiles[0], "q3_s": quartiles[2],
            "repeat": repeat, "warmup": warmup}
