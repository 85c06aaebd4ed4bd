#!/usr/bin/env bash
# tirc on a machine with an NVIDIA GPU, end to end, in under 8 minutes:
#
#   bash bench/gpu_check.sh            # run every step, write bench/results/<gpu>-<date>.md
#   bash bench/gpu_check.sh --dry-run  # print every step (name, timeout, command) and run none
#
# Steps: the README's setup (make setup), tirc doctor (its load-and-launch test), the
# examples/cmake host program built and run (the C launcher on hardware), tirc run on the GPU,
# tirc bench for 4096^3 f16/bf16 NN/NT and s8 NT and for the LLM prefill/decode shapes (each next to
# cuBLAS and Triton), the tirc.torch smoke test (an f16 MLP and transformer block against eager
# PyTorch, on the GPU) and the scheduling DSL's seed matmul on torch CUDA tensors. On an H100/H200
# (sm_90a) the GEMMs of the C launcher, tirc run and tirc bench are the sm90a pipeline's wgmma
# kernels, with their TMA tensor maps encoded on the device's driver. Every step has a
# timeout (and all of them share the 8-minute budget); a failing step does not stop the others.
# Run it from anywhere; it works in the repository that holds it.

set -u

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO" || exit 2

DRY_RUN=0
for argument in "$@"; do
    case "$argument" in
        --dry-run) DRY_RUN=1 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "gpu_check.sh: unknown option '$argument' (use --dry-run)" >&2; exit 2 ;;
    esac
done

BUDGET_S=470                      # the whole run: under 8 minutes, with room for the report
WORK="build/gpu-check"            # specs, the CMake build, logs (not committed)
TIRC=".venv/bin/tirc"             # what make setup installs
PYTHON=".venv/bin/python"
if [ ! -x "$TIRC" ] && command -v tirc >/dev/null 2>&1; then TIRC="tirc"; PYTHON="python3"; fi
# tirc bench --json, printed as its table (one timed run gives both)
SHOW="$PYTHON -c 'import json, sys; from tirc.runtime.bench import print_gpu_bench; print_gpu_bench(json.load(open(sys.argv[1])))'"
export COLUMNS=200                # rich tables in the logs: no wrapping at 80 columns
export PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}"   # this checkout's tirc, whichever tirc runs it

# name | timeout (s) | command. The commands run with bash -c in the repository root.
STEPS=(
    "setup|240|make setup"
    "doctor|60|$TIRC doctor"
    "cmake-build|120|cmake -S examples/cmake -B $WORK/cmake -Dtirc_DIR=\$($TIRC --cmake-dir) && cmake --build $WORK/cmake"
    "cmake-run|30|$WORK/cmake/gemm_host"
    "run-gpu|90|$TIRC run examples/specs/gemm.yaml --remarks off"
    "bench-4096|120|$TIRC bench $WORK/square.yaml --remarks off --repeat 20 --warmup 5 --json > $WORK/bench-4096.json && $SHOW $WORK/bench-4096.json"
    "bench-llm|150|$TIRC bench $WORK/llm.yaml --remarks off --repeat 20 --warmup 5 --json > $WORK/bench-llm.json && $SHOW $WORK/bench-llm.json"
    "torch-smoke|120|$PYTHON -m tirc.torch.smoke --device cuda"
    "tensorir-gpu|90|$PYTHON examples/tensorir/matmul.py --device cuda"
)

if [ "$DRY_RUN" = 1 ]; then
    echo "gpu_check.sh --dry-run: the steps it would run (budget ${BUDGET_S}s in all), in $REPO:"
    for step in "${STEPS[@]}"; do
        IFS='|' read -r name limit command <<<"$step"
        echo "step $name (timeout ${limit}s): $command"
    done
    echo "report: bench/results/<gpu>-<date>.md"
    exit 0
fi

mkdir -p "$WORK" bench/results

# The bench inputs: op specs with one GEMM kernel each (B stored [K, N] for NN, [N, K] for NT).
gemm_kernel() {  # name M N K a/b-type c-type acc-type b-layout
    printf '  - name: %s\n    op: matmul\n    shape: {M: %s, N: %s, K: %s}\n' "$1" "$2" "$3" "$4"
    printf '    dtype: {a: %s, b: %s, c: %s, acc: %s}\n    layout: {a: row, b: %s}\n' "$5" "$5" "$6" "$7" "$8"
}
{
    echo "kernels:"
    gemm_kernel f16_nn_4096 4096 4096 4096 f16 f16 f32 row
    gemm_kernel f16_nt_4096 4096 4096 4096 f16 f16 f32 col
    gemm_kernel bf16_nn_4096 4096 4096 4096 bf16 bf16 f32 row
    gemm_kernel bf16_nt_4096 4096 4096 4096 bf16 bf16 f32 col
    gemm_kernel s8_nt_4096 4096 4096 4096 s8 s32 s32 col
} > "$WORK/square.yaml"
{
    echo "kernels:"  # LLM prefill (M = 4096, 128) and decode (M = 16, 1) against a model's N x K weights
    for m in 1 16 128 4096; do
        for nk in 4096x4096 12288x4096 11008x4096 4096x11008; do
            n="${nk%x*}"; k="${nk#*x}"
            gemm_kernel "f16_nt_m${m}_n${n}_k${k}" "$m" "$n" "$k" f16 f16 f32 col
        done
    done
} > "$WORK/llm.yaml"

GPU_NAME="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)"
GPU_NAME="${GPU_NAME:-no-gpu}"
SLUG="$(echo "$GPU_NAME" | tr '[:upper:]' '[:lower:]' | tr -cs 'a-z0-9' '-' | sed 's/^-//; s/-$//')"
DATE="$(date -u +%Y-%m-%d)"
REPORT="bench/results/${SLUG}-${DATE}.md"

START=$SECONDS
NAMES=(); STATUSES=(); TIMES=()
for step in "${STEPS[@]}"; do
    IFS='|' read -r name limit command <<<"$step"
    left=$((BUDGET_S - (SECONDS - START)))
    log="$WORK/$name.log"
    if [ "$left" -le 5 ]; then
        echo "not run: the ${BUDGET_S}s budget is spent" > "$log"
        NAMES+=("$name"); STATUSES+=("not run (budget)"); TIMES+=("0"); continue
    fi
    [ "$limit" -gt "$left" ] && limit=$left
    echo "== $name (timeout ${limit}s): $command"
    began=$SECONDS
    timeout --kill-after=10 "$limit" bash -c "$command" > "$log" 2>&1
    code=$?
    case "$code" in
        0) status="ok" ;;
        124|137) status="timed out (${limit}s)" ;;
        *) status="failed (exit $code)" ;;
    esac
    NAMES+=("$name"); STATUSES+=("$status"); TIMES+=("$((SECONDS - began))")
    echo "   $status in $((SECONDS - began))s"
    tail -n 5 "$log" | sed 's/^/   | /'
done

{
    echo "# gpu_check on $GPU_NAME, $DATE"
    echo
    driver="$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "\`bash bench/gpu_check.sh\` at commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)${driver:+, NVIDIA driver $driver}"
    echo
    echo "| step | status | seconds | last line |"
    echo "|------|--------|---------|-----------|"
    for index in "${!NAMES[@]}"; do
        last="$(grep -v '^[[:space:]]*$' "$WORK/${NAMES[$index]}.log" | tail -n 1 | tr '|' '/' | cut -c1-120)"
        echo "| ${NAMES[$index]} | ${STATUSES[$index]} | ${TIMES[$index]} | ${last} |"
    done
    for index in "${!NAMES[@]}"; do
        echo
        echo "## ${NAMES[$index]}: ${STATUSES[$index]}"
        echo
        echo '```'
        tail -n 40 "$WORK/${NAMES[$index]}.log"
        echo '```'
    done
} > "$REPORT"
echo "wrote $REPORT ($((SECONDS - START))s)"
for status in "${STATUSES[@]}"; do
    case "$status" in ok|skipped) ;; *) exit 1 ;; esac
done
exit 0
