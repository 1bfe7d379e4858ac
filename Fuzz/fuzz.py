#!/usr/bin/env python3
"""Runs the libFuzzer targets one after another, each for a set time, and prints a summary table.

  Fuzz/fuzz.py --seconds 600                 # what `make fuzz` runs (FUZZ_SECONDS)
  Fuzz/fuzz.py --seconds 20 --smoke --config debug   # `make fuzz-smoke`, part of `make test`
  Fuzz/fuzz.py --targets fuzz-engine --seconds 7200

The targets must be built first (`make fuzz-build`); seeds come from Fuzz/seed.py. Each target keeps
its growing corpus in fuzz-corpus/corpus/<target>/, writes crashing inputs to fuzz-corpus/crashes/
and libFuzzer's output to fuzz-corpus/logs/<target>/. With --jobs N, N fuzzer processes share the
target's corpus. Every run is appended to fuzz-corpus/runs.tsv, so the summary also shows the
executions accumulated over all runs. Exit status 1 when any target crashed (or failed to start).
--smoke starts from the seeds only, so a CI run does not depend on a corpus left by earlier runs,
with a fixed seed and number of runs per target (SMOKE_RUNS), so it is repeatable.
"""
import argparse
import datetime
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
CORPUS = ROOT / "fuzz-corpus"
TARGETS = ["fuzz-framing", "fuzz-json", "fuzz-positions", "fuzz-engine"]
# Per target libFuzzer options. The server's log goes to stderr, so fuzz-framing discards the
# target's stderr (libFuzzer's own report and the crash input are still written). Its server keeps
# threads and caches alive across inputs, so every input would look like a leak and pay for a
# LeakSanitizer scan (70 % of its time, 30 instead of 100 runs a second); the server's leaks are
# checked by the valgrind session in Tests/e2e/test_memcheck.py instead.
OPTIONS = {
    "fuzz-framing": ["-max_len=8192", "-close_fd_mask=2", "-detect_leaks=0"],
    "fuzz-json": ["-max_len=2048"],
    "fuzz-positions": ["-max_len=1024"],
    "fuzz-engine": ["-max_len=4096"],
}
# Smoke runs (CI) are repeatable: a fixed seed and a fixed number of runs per target, about 20 s
# each here, so CI explores exactly the inputs a developer's `make fuzz-smoke` explored (only
# fuzz-framing's server threads can make coverage differ). --seconds then only caps the time.
SMOKE_RUNS = {"fuzz-framing": 2_000, "fuzz-json": 40_000, "fuzz-positions": 50_000, "fuzz-engine": 2_500}
STAT = re.compile(r"^stat::(\w+):\s+(\d+)", re.M)


def run(target, seconds, smoke, config, jobs=1):
    binary = ROOT / "Fuzz/.build" / config / target
    if not binary.exists():
        return {"target": target, "error": f"{binary} is missing: run `make fuzz-build`"}
    seeds = CORPUS / "seeds" / target
    crashes = CORPUS / "crashes"
    crashes.mkdir(parents=True, exist_ok=True)
    if smoke:
        corpus = CORPUS / "smoke" / target
        if corpus.exists():
            for item in corpus.iterdir():
                item.unlink()
    else:
        corpus = CORPUS / "corpus" / target
    corpus.mkdir(parents=True, exist_ok=True)
    dictionary = CORPUS / "seeds" / f"{target}.dict"
    command = [
        # -rss_limit_mb: ASan's allocator keeps freed memory, so RSS grows over millions of runs
        # (the live heap stays small; see Fuzz/README.md). The default 2 GB would end long runs.
        str(binary), *OPTIONS[target], *([ "-seed=1", f"-runs={SMOKE_RUNS[target]}"] if smoke else []), f"-max_total_time={seconds}", "-print_final_stats=1", "-timeout=25", "-rss_limit_mb=6144",
        f"-artifact_prefix={crashes}/{target}-", *( [f"-dict={dictionary}"] if dictionary.exists() else [] ),
        str(corpus), str(seeds),
    ]
    # With jobs, that many fuzzer processes share the corpus; each writes fuzz-<n>.log in the log directory.
    if jobs > 1:
        command[1:1] = [f"-jobs={jobs}", f"-workers={jobs}"]
    print("$ " + " ".join(command), flush=True)
    log_directory = CORPUS / "logs" / target
    log_directory.mkdir(parents=True, exist_ok=True)
    for old_log in log_directory.glob("*.log"):
        old_log.unlink()
    log_path = log_directory / "libfuzzer.log"
    # libFuzzer reports crashes itself; Swift's backtracer would symbolicate for minutes first.
    # ASan records every allocation's stack; recursion (nested JSON, deep syntax trees) makes each
    # depth a new stack, and that store only grows. Eight frames bound it; to see the full stack of
    # a crash, run the target on the saved input directly.
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    environment.setdefault("ASAN_OPTIONS", "malloc_context_size=8")
    with open(log_path, "w") as log:
        status = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, cwd=log_directory, env=environment).returncode
    # With jobs, the parent's output repeats each job's log, so only the job logs are counted.
    logs = sorted(log_directory.glob("fuzz-*.log")) if jobs > 1 else [log_path]
    texts = [path.read_text(errors="replace") for path in logs]
    totals = {}
    for text in texts:
        for name, value in STAT.findall(text):
            totals[name] = max(totals.get(name, 0), int(value)) if name == "peak_rss_mb" else totals.get(name, 0) + int(value)
    written = [path for text in texts for path in re.findall(r"Test unit written to (\S+)", text)]
    # libFuzzer also saves inputs that ran over 10 s (`slow-unit-…`) and goes on: on a loaded machine a fuzzer at
    # nice 19 can be starved that long. They are reported to time again, not counted as crashes.
    crashes_found = [path for path in written if "slow-unit-" not in path]
    for path in written:
        if "slow-unit-" in path:
            print(f"{target}: slow input saved (time it alone: Fuzz/.build/{config}/{target} {path})", flush=True)
    if crashes_found or any("ERROR: libFuzzer" in text or "ERROR: AddressSanitizer" in text for text in texts):
        status = status or 1
    result = {
        "target": target, "seconds": seconds, "status": status, "log": log_directory,
        "execs": totals.get("number_of_executed_units", 0), "rate": totals.get("average_exec_per_sec", 0),
        "corpus": len(list(corpus.iterdir())), "rss": totals.get("peak_rss_mb", 0), "crash": crashes_found,
    }
    text = "\n".join(texts)
    if status != 0:
        tail = "\n".join(text.splitlines()[-40:])
        print(f"{target}: libFuzzer failed ({status}); last lines of {log_directory}/*.log:\n{tail}", flush=True)
        for path in crashes_found:
            print(f"{target}: {path} violates: {violation(binary, path, environment)}", flush=True)
    with open(CORPUS / "runs.tsv", "a") as runs:
        runs.write(f"{datetime.datetime.now().isoformat(timespec='seconds')}\t{target}\t{seconds}\t{result['execs']}\t"
                   f"{result['rate']}\t{len(result['crash'])}\t{'smoke' if smoke else 'fuzz'}\n")
    return result


def violation(binary, crash, environment):
    """The property a crash input violates, from a run without -close_fd_mask (which hides it)."""
    try:
        run = subprocess.run([str(binary), str(crash)], capture_output=True, text=True, errors="replace",
                             env=environment, timeout=120)
    except subprocess.TimeoutExpired:
        return "(no verdict: the reproduction timed out)"
    lines = (run.stdout + run.stderr).splitlines()
    found = [line for line in lines if "Fatal error" in line or "ERROR: AddressSanitizer" in line or "SUMMARY:" in line]
    return "\n  ".join(found[:3]) or "(no message; see the log)"


def accumulated():
    totals = {}
    runs = CORPUS / "runs.tsv"
    if runs.exists():
        for line in runs.read_text().splitlines():
            fields = line.split("\t")
            if len(fields) >= 4 and fields[3].isdigit():
                totals[fields[1]] = totals.get(fields[1], 0) + int(fields[3])
    return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=int(os.environ.get("FUZZ_SECONDS", "600")))
    parser.add_argument("--targets", nargs="+", default=TARGETS, choices=TARGETS)
    parser.add_argument("--smoke", action="store_true", help="start from the seeds only (CI)")
    parser.add_argument("--config", default="release", choices=["release", "debug"], help="which build of Fuzz/ to run")
    parser.add_argument("--jobs", type=int, default=1, help="fuzzer processes per target, sharing its corpus")
    args = parser.parse_args()

    results = [run(target, args.seconds, args.smoke, args.config, args.jobs) for target in args.targets]
    totals = accumulated()
    print()
    print(f"{'target':<16} {'seconds':>7} {'execs':>12} {'execs/s':>8} {'corpus':>7} {'rss MB':>7} {'crashes':>7} {'all runs':>12}")
    failed = False
    for result in results:
        if "error" in result:
            print(f"{result['target']:<16} {result['error']}")
            failed = True
            continue
        crashes = len(result["crash"]) if result["crash"] or result["status"] == 0 else "?"
        failed |= result["status"] != 0
        print(f"{result['target']:<16} {result['seconds']:>7} {result['execs']:>12,} {result['rate']:>8,} {result['corpus']:>7} "
              f"{result['rss']:>7} {crashes:>7} {totals.get(result['target'], 0):>12,}")
        for path in result["crash"]:
            print(f"  crash input: {path}  (reproduce: Fuzz/.build/{args.config}/{result['target']} {path})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
