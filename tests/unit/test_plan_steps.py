"""Launch-plan steps: typed dataclasses with one JSON form (tirc.plan), the manifest's format."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tirc.plan import (Alloc, Copy, Free, IntArg, Launch, PlanFormatError, PointerArg, ScalarArg, TensorMap, TensorMapArg,
                       buffers_named, launches, step_from_json, step_to_json, steps_of)

# One step of every kind, as MANIFEST_VERSION 3 writes them (key order included).
STEPS: list[dict[str, Any]] = [
    {"op": "alloc", "buffer": "buf0"},
    {"op": "tensormap", "name": "tmap0", "buffer": "arg0", "offset": "arg0_d0 * 64", "dtype": "f16",
     "shape": ["arg0_d0", 64], "strides": [64, 1], "box": [64, 64], "swizzle": 128, "l2_promotion": 256,
     "oob": "zero", "interleave": 0},
    {"op": "launch", "kernel": "k", "grid": ["ceildiv(arg0_d0, 64)", 1, 1], "block": [256, 1, 1],
     "dynamic_shared_memory": 66624,
     "args": [{"kind": "ptr", "buffer": "arg0"}, {"kind": "int", "type": "i64", "value": "arg0_d0"},
              {"kind": "scalar", "type": "f32", "value": 0.5}, {"kind": "scalar", "type": "f16", "value": "arg1"},
              {"kind": "tensormap", "tensormap": "tmap0"}, {"kind": "ptr", "buffer": "buf0"}]},
    {"op": "copy", "from": "buf0", "to": "buf1"},
    {"op": "free", "buffer": "buf0"},
]


@pytest.mark.parametrize("data", STEPS, ids=[step["op"] for step in STEPS])
def test_a_step_round_trips_its_json_byte_for_byte(data: dict[str, Any]) -> None:
    step = step_from_json(data)
    assert json.dumps(step_to_json(step)) == json.dumps(data)
    assert step_from_json(json.loads(json.dumps(step_to_json(step)))) == step


def test_steps_are_typed_and_say_which_buffers_they_name() -> None:
    alloc, tensor_map, launch, copy, free = steps_of({"steps": STEPS})
    assert (alloc, copy, free) == (Alloc("buf0"), Copy("buf0", "buf1"), Free("buf0"))
    assert isinstance(tensor_map, TensorMap) and tensor_map.box == (64, 64)
    assert isinstance(launch, Launch) and launch.args == (
        PointerArg("arg0"), IntArg("i64", "arg0_d0"), ScalarArg("f32", 0.5), ScalarArg("f16", "arg1"),
        TensorMapArg("tmap0"), PointerArg("buf0"))
    assert launches([alloc, tensor_map, launch, copy, free]) == [launch]
    assert buffers_named(launch) == {"arg0", "buf0"} and buffers_named(copy) == {"buf0", "buf1"}
    assert buffers_named(tensor_map) == {"arg0"}


def test_an_unknown_step_or_argument_is_refused() -> None:
    with pytest.raises(PlanFormatError, match="unknown launch plan step 'barrier'"):
        step_from_json({"op": "barrier"})
    with pytest.raises(PlanFormatError, match="unknown kernel argument kind 'struct'"):
        step_from_json({**STEPS[2], "args": [{"kind": "struct"}]})
