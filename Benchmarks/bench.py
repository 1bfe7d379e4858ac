#!/usr/bin/env python3
"""`make bench`: builds release, prepares the corpora, measures everything in one run, prints a
table and writes BENCHMARKS.md.

Corpora (in a temporary directory, never in the repository):
  real/  Swift sources exported with `git archive` from the local package mirror (/opt/swift-packages)
  gen/   a generated SwiftUI app (Benchmarks/gen_swiftui.py, fixed seed), with one 10,000+-line file
The floor is `themelint-parse-floor` (Benchmarks/ParseFloor): read, parse and walk every file once on
all cores. Every command runs on the same files; repetitions are interleaved, and the median is kept.

    bench.py [--repeat 3] [--skip-build] [--work DIR] [--out BENCHMARKS.md] [--no-daemon] [--no-scaling]
"""
import argparse
import datetime
import json
import os
import pathlib
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
MIRROR = pathlib.Path("/opt/swift-packages")
# (owner/name, tag): real code, ≈40 MB of Swift.
REAL = [
    ("apple/swift-nio", "2.101.3"), ("swiftlang/swift-syntax", "603.0.1"), ("vapor/vapor", "4.122.3"),
    ("apple/swift-collections", "1.6.0"), ("groue/GRDB.swift", "7.10.0"), ("apple/swift-nio-http2", "1.46.0"),
    ("apple/swift-crypto", "4.5.2"), ("grpc/grpc-swift-2", "2.4.3"), ("hummingbird-project/hummingbird", "2.28.1"),
    ("apple/swift-certificates", "1.21.1"), ("vapor/fluent-kit", "1.57.0"), ("apple/swift-nio-ssl", "2.37.6"),
]
# Commands run once untimed before each timed run: the first of a repetition (it finds the files
# where the scaled corpora left them) and the warm run (its cache entries too).
WARMED_UP = {"floor", "warm"}
TARGETS = {"cold_vs_floor": 1.3, "warm_vs_cold": 0.1, "vs_swift_format": 10.0, "cli_rss_mb": 300,
           "edit_p50_ms": 5, "edit_p99_ms": 20, "daemon_rss_mb": 150}


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def ensure_time():
    if not os.path.exists("/usr/bin/time"):
        print("installing GNU time (Debian package `time`)", file=sys.stderr)
        sh(["apt-get", "install", "-y", "-qq", "time"], stdout=subprocess.DEVNULL)


def timed(cmd, cwd, env=None):
    """(wall seconds, peak RSS MB, exit status) of one run, from GNU time -v."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        proc = subprocess.run(["/usr/bin/time", "-v", "-o", report.name, *cmd], cwd=cwd, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        text = open(report.name).read()
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1)
    parts = [float(p) for p in wall.split(":")]
    seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024
    user = float(re.search(r"User time \(seconds\): (\S+)", text).group(1))
    system = float(re.search(r"System time \(seconds\): (\S+)", text).group(1))
    return {"wall": seconds, "rss": rss, "cpu": user + system, "status": proc.returncode}


def corpus_stats(path):
    files = [p for p in pathlib.Path(path).rglob("*.swift")]
    return len(files), sum(p.stat().st_size for p in files)


def export_real(dest):
    rows = []
    for repo, tag in REAL:
        target = dest / repo.split("/")[1]
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.Popen(["git", "-C", str(MIRROR / f"{repo}.git"), "archive", tag], stdout=subprocess.PIPE)
        sh(["tar", "-x", "-C", str(target)], stdin=archive.stdout)
        archive.wait()
        # Only Swift sources matter; everything else would only cost disk.
        for p in list(target.rglob("*")):
            if p.is_file() and not p.name.endswith(".swift"):
                p.unlink()
        count, size = corpus_stats(target)
        rows.append((repo, tag, count, size))
    return rows


def replicate(source, dest, copies):
    """`copies` hard-linked copies of the corpus side by side: the same files, linted as distinct paths."""
    dest.mkdir(parents=True, exist_ok=True)
    for i in range(copies):
        target = dest / f"copy{i}"
        if not target.exists():
            sh(["cp", "-al", str(source), str(target)])


def machine():
    cpu = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem = int(f.readline().split()[1]) / 1024 / 1024
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    return {"cores": os.cpu_count(), "memory_gib": round(mem, 1), "cpu": cpu, "kernel": platform.release(), "swift": swift}


def median_runs(runs):
    return {"wall": statistics.median(r["wall"] for r in runs), "rss": max(r["rss"] for r in runs),
            "cpu": statistics.median(r["cpu"] for r in runs), "walls": [round(r["wall"], 3) for r in runs],
            "status": runs[-1]["status"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-build", action="store_true")
    ap.add_argument("--work", help="corpus directory to reuse (default: a new temporary directory)")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    ap.add_argument("--json", help="also write the raw numbers here")
    ap.add_argument("--no-daemon", action="store_true")
    ap.add_argument("--no-scaling", action="store_true")
    ap.add_argument("--no-swift-format", action="store_true")
    ap.add_argument("--gen-megabytes", type=float, default=20)
    args = ap.parse_args()

    ensure_time()
    if not args.skip_build:
        sh(["swift", "build", "-c", "release", "--product", "themelint"], cwd=ROOT)
        sh(["swift", "build", "-c", "release", "--product", "themelint-parse-floor"], cwd=ROOT)
    bindir = pathlib.Path(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                         capture_output=True, text=True, check=True).stdout.strip())
    themelint = str(bindir / "themelint")
    floor = str(bindir / "themelint-parse-floor")
    swift_format = shutil.which("swift-format")

    work = pathlib.Path(args.work) if args.work else pathlib.Path(tempfile.mkdtemp(prefix="themelint-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    corpus = work / "corpus"
    real_rows_file = work / "real.json"
    if not (corpus / "real").exists():
        print(f"exporting real code into {corpus / 'real'}", file=sys.stderr)
        rows = export_real(corpus / "real")
        real_rows_file.write_text(json.dumps(rows))
    rows = json.loads(real_rows_file.read_text())
    gen = corpus / "gen"
    gen_info_file = work / "gen.json"
    if not gen.exists():
        print(f"generating SwiftUI code into {gen}", file=sys.stderr)
        out = subprocess.run([sys.executable, str(ROOT / "Benchmarks/gen_swiftui.py"), str(gen), "--megabytes", str(args.gen_megabytes)],
                             capture_output=True, text=True, check=True).stdout
        gen_info_file.write_text(out)
    gen_info = json.loads(gen_info_file.read_text())
    files, size = corpus_stats(corpus)
    gen_files, gen_size = corpus_stats(gen)
    cache = work / "cache"

    def check(*extra, target=corpus):
        return [themelint, "check", str(target), *extra]

    commands = {
        "floor": [floor, str(corpus)],
        "floor --jobs 1": [floor, "--jobs", "1", str(corpus)],
        "cold": check("--no-cache"),
        "warm": check("--cache-path", str(cache)),
        "jobs 1": check("--no-cache", "--jobs", "1"),
        "jobs 2": check("--no-cache", "--jobs", "2"),
    }
    if swift_format and not args.no_swift_format:
        commands["swift-format lint --parallel"] = [swift_format, "lint", "--parallel", "--recursive", str(corpus)]
    scaled = {}
    if not args.no_scaling:
        for factor in (2, 4):
            target = work / f"corpus{factor}x"
            replicate(corpus, target, factor)
            scaled[factor] = target
            commands[f"floor {factor}x"] = [floor, str(target)]
            commands[f"cold {factor}x"] = check("--no-cache", target=target)

    shutil.rmtree(cache, ignore_errors=True)
    print("filling the result cache", file=sys.stderr)
    filled = subprocess.run(check("--cache-path", str(cache)), cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    # Exit 2 means some file was not linted (refused or unreadable): the run would measure less work.
    if filled.returncode == 2:
        sys.exit("themelint did not lint every file of the corpus:\n" + filled.stderr)
    runs = {name: [] for name in commands}
    for rep in range(args.repeat):
        for name, cmd in commands.items():
            # The scaled corpora at the end of a repetition push the corpus and the cache out of the
            # page cache; an untimed run first puts them back, as they are for the other commands.
            if name in WARMED_UP:
                subprocess.run(cmd, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            result = timed(cmd, cwd=work)
            runs[name].append(result)
            print(f"[{rep + 1}/{args.repeat}] {name:32s} {result['wall']:8.2f} s  {result['rss']:7.1f} MB  exit {result['status']}", file=sys.stderr)
    m = {name: median_runs(r) for name, r in runs.items()}

    daemon = None
    if not args.no_daemon:
        print("daemon benchmark", file=sys.stderr)
        out = subprocess.run([sys.executable, str(ROOT / "Benchmarks/daemon_bench.py"), "--bin", themelint, "--project", str(gen),
                              "--big", gen_info["big_file"]], capture_output=True, text=True, check=True).stdout
        daemon = json.loads(out)

    ratios = {
        "cold_vs_floor": m["cold"]["wall"] / m["floor"]["wall"],
        "warm_vs_cold": m["warm"]["wall"] / m["cold"]["wall"],
        "jobs1_vs_floor1": m["jobs 1"]["wall"] / m["floor --jobs 1"]["wall"],
    }
    if "swift-format lint --parallel" in m:
        ratios["vs_swift_format"] = m["swift-format lint --parallel"]["wall"] / m["cold"]["wall"]
    cli_rss = max(m[name]["rss"] for name in ("cold", "warm", "jobs 1", "jobs 2"))

    def verdict(ok):
        return "met" if ok else "**not met**"

    targets = [
        ("cold ≤ 1.3 × floor", f"{ratios['cold_vs_floor']:.2f} × floor", verdict(ratios["cold_vs_floor"] <= TARGETS["cold_vs_floor"])),
        ("warm ≤ 0.1 × cold", f"{ratios['warm_vs_cold']:.3f} × cold", verdict(ratios["warm_vs_cold"] <= TARGETS["warm_vs_cold"])),
    ]
    if "vs_swift_format" in ratios:
        targets.append(("≥ 10 × faster than swift-format lint --parallel", f"{ratios['vs_swift_format']:.1f} × faster",
                        verdict(ratios["vs_swift_format"] >= TARGETS["vs_swift_format"])))
    targets.append(("peak RSS of a CLI run ≤ 300 MB", f"{cli_rss:.0f} MB", verdict(cli_rss <= TARGETS["cli_rss_mb"])))
    if daemon:
        targets += [
            ("edit → diagnostics p50 ≤ 5 ms (10,000-line file)", f"{daemon['edit_p50_ms']:.1f} ms", verdict(daemon["edit_p50_ms"] <= 5)),
            ("edit → diagnostics p99 ≤ 20 ms", f"{daemon['edit_p99_ms']:.1f} ms", verdict(daemon["edit_p99_ms"] <= 20)),
            ("daemon RSS ≤ 150 MB with 1,000 open files", f"{daemon['rss_open_files_mb']:.0f} MB", verdict(daemon["rss_open_files_mb"] <= 150)),
        ]

    mach = machine()
    mb = size / 1e6
    lines = ["# Benchmarks", "",
             "Written by `make bench` (Benchmarks/bench.py); every number below comes from one run on this machine.",
             "Absolute times are noisy here (2 shared cores, other builds running), so the targets are ratios",
             "measured side by side: each command ran on the same files, repetitions interleaved, the median kept.", "",
             f"- Date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
             f"- Machine: {mach['cores']} cores, {mach['memory_gib']} GiB memory, {mach['cpu']}, Linux {mach['kernel']}",
             f"- Toolchain: {mach['swift']}; themelint and the floor built with `swift build -c release`",
             f"- Corpus: {files} Swift files, {mb:.1f} MB ({mb - gen_size / 1e6:.1f} MB real code, {gen_size / 1e6:.1f} MB generated SwiftUI); repetitions: {args.repeat}",
             "", "## Targets", "", "| target | measured | |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in targets]
    lines += ["", "## CLI", "", "| command | wall (s, median) | MB/s | CPU (s) | peak RSS (MB) | runs (s) |", "|---|---:|---:|---:|---:|---:|"]
    notes = {
        "floor": "read + parse + walk, all cores",
        "cold": "`themelint check --no-cache`",
        "warm": "`themelint check` after a run that filled the cache (and an untimed one just before)",
        "jobs 1": "`--no-cache --jobs 1`", "jobs 2": "`--no-cache --jobs 2`",
        "swift-format lint --parallel": "toolchain's linter; different rules (formatting + style)",
    }
    for name, r in m.items():
        factor = 4 if name.endswith("4x") else 2 if name.endswith("2x") else 1
        label = name + (f" — {notes[name]}" if name in notes else "")
        lines.append(f"| {label} | {r['wall']:.2f} | {mb * factor / r['wall']:.1f} | {r['cpu']:.2f} | {r['rss']:.0f} | {', '.join(map(str, r['walls']))} |")
    lines += ["", "Ratios: " + ", ".join(f"{k} = {v:.3f}" for k, v in ratios.items())]
    if scaled:
        lines += ["", "### Scaling", "", "| corpus | floor (s) | cold (s) | cold / floor | cold s per 1× |", "|---|---:|---:|---:|---:|"]
        for factor, floor_name, cold_name in [(1, "floor", "cold"), (2, "floor 2x", "cold 2x"), (4, "floor 4x", "cold 4x")]:
            f, c = m[floor_name]["wall"], m[cold_name]["wall"]
            lines.append(f"| {factor}× ({mb * factor:.0f} MB) | {f:.2f} | {c:.2f} | {c / f:.2f} | {c / factor:.2f} |")
    if daemon:
        lines += ["", "## Daemon (`themelint serve` over stdio, debounceMs 0)", "", "| measurement | value |", "|---|---:|",
                  f"| initialize → first publishDiagnostics of the {daemon['big_file_lines']}-line file (discovery included) | {daemon['first_diagnostics_ms']:.0f} ms |",
                  f"| {daemon.get('big_file_diagnostics', 0)} findings in that file | |",
                  f"| {200} single-character edits → publishDiagnostics, p50 | {daemon['edit_p50_ms']:.2f} ms |",
                  f"| … p99 | {daemon['edit_p99_ms']:.2f} ms |",
                  f"| … mean / max | {daemon['edit_mean_ms']:.2f} / {daemon['edit_max_ms']:.2f} ms |"]
        if "code_action_p50_ms" in daemon:
            lines += [f"| textDocument/codeAction ({daemon['code_action_requests']} requests), p50 / p99 | {daemon['code_action_p50_ms']:.2f} / {daemon['code_action_p99_ms']:.2f} ms |"]
        if "fix_all_resolve_ms" in daemon:
            lines += [f"| codeAction/resolve of the fix-all action (fixes the whole file) | {daemon['fix_all_resolve_ms']:.0f} ms |"]
        lines += [f"| workspace/diagnostic over the generated corpus ({daemon['workspace_diagnostic_files']} files, {daemon['workspace_diagnostic_findings']} findings) | {daemon['workspace_diagnostic_ms']:.0f} ms |",
                  f"| RSS idle after initialize | {daemon['rss_idle_mb']:.0f} MB |",
                  f"| RSS with {daemon['open_files']} open files (all diagnosed) | {daemon['rss_open_files_mb']:.0f} MB (peak {daemon['rss_open_files_peak_mb']:.0f} MB) |"]
    lines += ["", "## Corpus", "", "| source | tag | Swift files | MB |", "|---|---|---:|---:|"]
    lines += [f"| {repo} (git archive from {MIRROR}) | {tag} | {count} | {s / 1e6:.1f} |" for repo, tag, count, s in rows]
    lines += [f"| generated SwiftUI app (gen_swiftui.py, seed 7) | — | {gen_files} | {gen_size / 1e6:.1f} |",
              f"| of which `{gen_info['big_file']}` | | 1 | {gen_info['big_lines']} lines |", ""]
    text = "\n".join(lines) + "\n"
    # The profile that explains the numbers, and what was optimised, is kept by hand beside the harness.
    profile = ROOT / "Benchmarks" / "PROFILE.md"
    if profile.exists():
        text += "\n" + profile.read_text()
    pathlib.Path(args.out).write_text(text)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"runs": m, "ratios": ratios, "daemon": daemon, "machine": mach}, indent=2))
    print(text)
    print(f"corpus kept in {work} (pass --work {work} to reuse it)", file=sys.stderr)


if __name__ == "__main__":
    main()
