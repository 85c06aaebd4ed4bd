#!/usr/bin/env bash
# tirc on a machine with an NVIDIA GPU, in two halves:
#
#   bash bench/gpu_check.sh prepare [--out DIR] [--chips sm_90a,sm_80] [--tune-budget N] [--jobs J]
#       here, on the CPU: make setup, then compile everything the GPU run needs into a bundle
#       (build/gpu-bundle by default: cubins and launch plans for sm_90a and sm_80, float64
#       references, the tirc.torch models, the DSL's matmul, the C launcher, the LLM GEMMs tuned
#       with the static model and their candidates compiled for the GPU to time; at most 48 MiB)
#   bash bench/gpu_check.sh run [--dry-run] [--only STEP] [--results DIR] [--work DIR] [BUNDLE]
#       there, with that machine's own python3 (numpy, cuda-bindings, torch, triton; no MLIR, no
#       pip, no network): every step under its timeout, all within 6 minutes; a failing step does
#       not stop the others; --only reruns one step. Writes bench/results/<gpu>-<date>.md and the
#       tune-llm step's tuning-<gpu>-<date>.db and .jsonl (or in --results DIR) and prints the step
#       table last; logs go to build/gpu-check (--work).
#       --dry-run checks the bundle and lists the steps.
#
# PYTHON picks the interpreter of the run half (default: python3). Run it from anywhere.

set -u

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO" || exit 2

usage() { sed -n '2,/^$/p' "$0" | sed 's/^# \{0,1\}//'; }
fail_usage() { echo "gpu_check.sh: $1 (see bash bench/gpu_check.sh --help)" >&2; exit 2; }

[ $# -ge 1 ] || { usage; exit 2; }
MODE="$1"; shift
case "$MODE" in
    -h|--help) usage; exit 0 ;;
    prepare)
        make --no-print-directory setup >&2 || exit 1
        exec .venv/bin/python -m bench.gpu.prepare "$@" ;;
    run) ;;
    *) fail_usage "unknown command '$MODE' (prepare or run)" ;;
esac

DRY_RUN=0; ONLY=""; BUNDLE="build/gpu-bundle"; RESULTS="bench/results"
WORK="build/gpu-check"             # logs, the CMake build, each step's section of the report
while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY_RUN=1 ;;
        --only) [ $# -ge 2 ] || fail_usage "--only needs a step name"; ONLY="$2"; shift ;;
        --only=*) ONLY="${1#--only=}" ;;
        --results) [ $# -ge 2 ] || fail_usage "--results needs a folder"; RESULTS="$2"; shift ;;
        --work) [ $# -ge 2 ] || fail_usage "--work needs a folder"; WORK="$2"; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) fail_usage "unknown option '$1'" ;;
        *) BUNDLE="$1" ;;
    esac
    shift
done

PYTHON="${PYTHON:-python3}"
BUDGET_S=340                       # every step together: under 6 minutes, with room for the report
export PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 COLUMNS=200

# name|timeout|command|what, from the run half itself (which also checks the bundle's hashes).
LISTING="$("$PYTHON" -m bench.gpu.run steps "$BUNDLE" --work "$WORK" --python "$PYTHON" --results "$RESULTS")" || exit 1
mapfile -t STEPS <<<"$LISTING"
if [ -n "$ONLY" ] && ! printf '%s\n' "${STEPS[@]}" | grep -q "^$ONLY|"; then
    fail_usage "no step '$ONLY' (steps: $(printf '%s\n' "${STEPS[@]}" | cut -d'|' -f1 | tr '\n' ' '))"
fi

if [ "$DRY_RUN" = 1 ]; then
    echo "gpu_check.sh run --dry-run: bundle $BUNDLE checked; the steps it would run with $PYTHON (budget ${BUDGET_S}s):"
    for step in "${STEPS[@]}"; do
        IFS='|' read -r name limit command what <<<"$step"
        [ -z "$ONLY" ] || [ "$name" = "$ONLY" ] || continue
        echo "step $name (timeout ${limit}s): $command"
        echo "    $what"
    done
    echo "report: bench/results/<gpu>-<date>.md"
    exit 0
fi

mkdir -p "$WORK"
STATUSES="$WORK/statuses.txt"      # name|status|seconds| per step; --only replaces one line
[ -n "$ONLY" ] && [ -f "$STATUSES" ] || : > "$STATUSES"
START=$SECONDS
FAILED=0
for step in "${STEPS[@]}"; do
    IFS='|' read -r name limit command what <<<"$step"
    [ -z "$ONLY" ] || [ "$name" = "$ONLY" ] || continue
    left=$((BUDGET_S - (SECONDS - START)))
    log="$WORK/$name.log"
    rm -f "$WORK/$name.md"
    began=$SECONDS
    if [ "$left" -le 5 ]; then
        echo "not run: the ${BUDGET_S}s budget is spent" > "$log"
        status="not run (budget)"
    else
        [ "$limit" -gt "$left" ] && limit=$left
        echo "== $name (timeout ${limit}s): $what"
        timeout --kill-after=10 "$limit" bash -c "$command" > "$log" 2>&1
        code=$?
        case "$code" in
            0) status="ok" ;;
            124|137) status="timed out (${limit}s)" ;;
            *) status="failed (exit $code)" ;;
        esac
    fi
    [ "$status" = ok ] || FAILED=1
    echo "   $status in $((SECONDS - began))s"
    tail -n 3 "$log" | sed 's/^/   | /'
    grep -v "^$name|" "$STATUSES" > "$STATUSES.new"; mv "$STATUSES.new" "$STATUSES"
    echo "$name|$status|$((SECONDS - began))|" >> "$STATUSES"
done

# The report keeps the steps' order, whichever ran last.
for step in "${STEPS[@]}"; do grep "^${step%%|*}|" "$STATUSES"; done > "$STATUSES.new"; mv "$STATUSES.new" "$STATUSES"
echo
"$PYTHON" -m bench.gpu.run report "$BUNDLE" --work "$WORK" --statuses "$STATUSES" --results "$RESULTS" || FAILED=1
exit "$FAILED"
