#!/usr/bin/env python3
"""Soak test of `themelint serve`: an hour of editing, compressed in time, with the server's RSS
sampled throughout. Fails (exit 1) when memory grows after warm-up beyond the bound below.

    soak.py [--bin PATH] [--edits 12000] [--files 50] [--json OUT]

One editing hour is 12,000 didChange edits: a developer typing 200 keystrokes a minute without a
break. The session opens ~50 generated SwiftUI files (Benchmarks/gen_swiftui.py), touches each once,
then works mostly in a handful of them (switching files now and then, mostly between the last five),
editing in bursts the way an editor sends them: typing a modifier one character at a time, backspacing,
pasting a generated block and cutting it again later, undoing a burst in one edit, reverting a file
that doubled. After each burst it waits for that version's diagnostics (the pause). Along the way:
code actions, hovers, pulled diagnostics, the fix-all command, configuration changes (each re-lints
every open file), closing and reopening files, and the odd malformed message. RSS (VmRSS from /proc)
is sampled every few hundred edits once the server is idle.

The bound: after warm-up (every file open, linted and edited once, the first `--warmup` edits done
and every kind of request made at least once) the working set is reached, and RSS must stop
growing with edits. The trend after warm-up (the Theil-Sen slope: the median of the slopes between
every two samples), extrapolated to one editing hour, may be at most max(10% of the warm RSS,
8 MiB). A leak grows with every edit and shows in the trend: 700 bytes per edit is 8 MiB an hour,
and a server 10% bigger every hour would double in a working day. A one-off step, such as glibc
creating a malloc arena the first time a new thread allocates, moves the median little; it still
shows in the reported growth (final minus warm RSS), which is printed but not judged.
"""
import argparse
import json
import os
import pathlib
import random
import shutil
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from daemon_bench import Client  # noqa: E402  (the stdio client the daemon benchmark uses)
from gen_swiftui import Gen, theme_files  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
EDITS_PER_HOUR = 12_000
HOURLY_GROWTH_FRACTION = 0.10
HOURLY_GROWTH_FLOOR_MB = 8.0

TYPED = [".padding(12)", ".foregroundColor(Color(hex: \"#FF3B30\"))", ".background(Color.Branding.primary)",
         "Text(\"Total \\(count)\")", ".frame(width: 44, height: 44)", ".listRowSeparator(.hidden)",
         ".padding(.horizontal, 16)", ".font(.headline)", "// TODO: use a token here", ".opacity(isEnabled ? 1 : 0.4)"]
RECENT_FILES = 5  # the files of the task at hand
SETTINGS_CYCLE = [{"ignore": ["hardcoded-spacing"]}, {"ignore": []}, {"select": ["hardcoded-color", "hardcoded-padding"]}, {"select": None}]


def default_binary():
    for candidate in (ROOT / ".build/release/themelint", ROOT / ".build/debug/themelint"):
        if candidate.exists():
            return str(candidate)
    sys.exit("soak.py: no themelint binary; run `swift build -c release` or pass --bin")


def generate_project(root, files, seed):
    """A Swift package of `files` generated views plus the design system they lint against."""
    rng = random.Random(seed)
    gen = Gen(rng)
    sources = root / "Sources" / "GenApp"
    (root / ".git").mkdir(parents=True, exist_ok=True)
    (root / "Package.swift").write_text(
        '// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: "GenApp",\n'
        '    platforms: [.iOS(.v14)],\n    targets: [.target(name: "GenApp")]\n)\n')
    for rel, text in theme_files().items():
        (sources / rel).parent.mkdir(parents=True, exist_ok=True)
        (sources / rel).write_text(text)
    paths = []
    for index in range(files):
        name, text = gen.file(index)
        path = sources / "Features" / f"{name}.swift"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        paths.append(path)
    return paths


class OpenDocument:
    """The client's copy of one open document; positions are (line, UTF-16 column) over BMP text."""

    def __init__(self, path):
        self.path = path
        self.uri = path.as_uri()
        self.original = path.read_text(encoding="utf-8")
        assert all(ord(ch) <= 0xFFFF for ch in self.original), "generated text must stay in the BMP"
        self.text = self.original
        self.version = 1
        # The last burst, undoable in one edit: (start, end, text to put back). Only the last one is
        # kept, so its offsets are still right when it is undone.
        self.undo = None
        # Blocks pasted earlier, cut again later, so files keep their size over the session.
        self.pasted = []
        self.diagnostics = []

    def offset(self, line, character):
        lines = self.text.split("\n")
        return sum(len(l) + 1 for l in lines[:line]) + character

    def position(self, offset):
        before = self.text[:offset]
        return {"line": before.count("\n"), "character": offset - (before.rfind("\n") + 1)}

    def change(self, start, end, new_text):
        """Edits the local copy; returns the LSP content change (range relative to the text before)."""
        change = {"range": {"start": self.position(start), "end": self.position(end)}, "text": new_text}
        self.text = self.text[:start] + new_text + self.text[end:]
        return change


class Soak:
    def __init__(self, args, project, paths):
        self.args = args
        self.rng = random.Random(args.seed)
        self.project = project
        self.client = Client(args.bin, str(project))
        self.documents = {}
        self.paths = paths
        self.edits = 0
        self.requests = {"codeAction": 0, "hover": 0, "diagnostic": 0, "fixAll": 0, "configuration": 0, "reopen": 0, "malformed": 0}
        self.samples = []  # (edits, rss_kb)
        self.started = time.perf_counter()

    # --- protocol -------------------------------------------------------------------------------
    def initialize(self):
        uri = self.project.as_uri()
        rid = self.client.request("initialize", {
            "processId": os.getpid(), "rootUri": uri, "workspaceFolders": [{"uri": uri, "name": "soak"}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True}},
                "textDocument": {"publishDiagnostics": {"versionSupport": True}, "hover": {"contentFormat": ["markdown"]},
                                 "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "source.fixAll"]}}}}},
            "initializationOptions": {"debounceMs": 0},
        })
        self.client.response(rid)
        self.client.notify("initialized", {})

    def open(self, path):
        document = OpenDocument(path)
        self.client.notify("textDocument/didOpen", {"textDocument": {"uri": document.uri, "languageId": "swift", "version": 1, "text": document.text}})
        self.documents[document.uri] = document
        return document

    def settle(self, document):
        """Waits for the diagnostics of the document's current version: the pause after a burst."""
        _, message = self.client.diagnostics(document.uri, document.version)
        document.diagnostics = message["params"]["diagnostics"]

    def send(self, document, changes):
        for change in changes:
            document.version += 1
            self.client.notify("textDocument/didChange", {"textDocument": {"uri": document.uri, "version": document.version}, "contentChanges": [change]})
            self.edits += 1

    def call(self, method, params):
        _, reply = self.client.response(self.client.request(method, params))
        return reply

    # --- edits ----------------------------------------------------------------------------------
    def anchor(self, document):
        """The end of a random line inside a view body: where modifiers and views get typed."""
        lines = document.text.split("\n")
        candidates = [i for i, line in enumerate(lines) if line.strip().startswith((".", "Text(", "Image(", "VStack", "HStack"))]
        line = self.rng.choice(candidates) if candidates else self.rng.randrange(len(lines))
        return document.offset(line, len(lines[line])), lines[line]

    def type_burst(self, document):
        offset, line = self.anchor(document)
        indent = " " * (len(line) - len(line.lstrip()))
        snippet = self.rng.choice(TYPED)
        # Enter (with the editor's auto-indent) is one edit, then one edit per character.
        changes = [document.change(offset, offset, "\n" + indent)]
        cursor = offset + 1 + len(indent)
        for ch in snippet:
            changes.append(document.change(cursor, cursor, ch))
            cursor += 1
        self.send(document, changes)
        document.undo = (offset, cursor, "")

    def delete_burst(self, document):
        offset, line = self.anchor(document)
        count = min(len(line.strip()), self.rng.randint(1, 15))
        changes = []
        removed = ""
        for _ in range(count):
            removed = document.text[offset - 1] + removed
            changes.append(document.change(offset - 1, offset, ""))
            offset -= 1
        self.send(document, changes)
        document.undo = (offset, offset, removed)

    def paste(self, document):
        offset, _ = self.anchor(document)
        gen = Gen(self.rng)
        block = "\n" + "\n".join(gen.stack(8, 1))
        self.send(document, [document.change(offset, offset, block)])
        document.undo = (offset, offset + len(block), "")
        document.pasted.append(block)

    def cut(self, document):
        """Deletes a block pasted earlier (one edit); types instead when there is none left intact."""
        while document.pasted:
            block = document.pasted.pop(0)
            start = document.text.find(block)
            if start >= 0:
                self.send(document, [document.change(start, start + len(block), "")])
                document.undo = (start, start, block)
                return
        self.type_burst(document)

    def undo(self, document):
        """Undoes the last burst in one edit, as editors do; reverts the file when nothing is left to undo."""
        if document.undo is None:
            return self.revert(document)
        start, end, text = document.undo
        document.undo = None
        self.send(document, [document.change(start, end, text)])

    def revert(self, document):
        """Back to the text on disk (a whole-document change): keeps file sizes bounded over the hour."""
        document.undo = None
        document.pasted.clear()
        document.text = document.original
        document.version += 1
        self.client.notify("textDocument/didChange", {"textDocument": {"uri": document.uri, "version": document.version}, "contentChanges": [{"text": document.text}]})
        self.edits += 1

    # --- everything else an editor asks -------------------------------------------------------
    def inspect(self, document):
        if not document.diagnostics:
            return
        item = self.rng.choice(document.diagnostics)
        self.call("textDocument/codeAction", {"textDocument": {"uri": document.uri}, "range": item["range"], "context": {"diagnostics": [item]}})
        self.call("textDocument/hover", {"textDocument": {"uri": document.uri}, "position": item["range"]["start"]})
        self.call("textDocument/diagnostic", {"textDocument": {"uri": document.uri}})
        self.requests["codeAction"] += 1
        self.requests["hover"] += 1
        self.requests["diagnostic"] += 1

    def fix_all(self, document):
        # The client's reply to workspace/applyEdit is an empty one (daemon_bench.Client), so nothing
        # is applied: the server computes the whole-file fix and gets {"applied": false} back.
        self.call("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [document.uri]})
        self.requests["fixAll"] += 1

    def change_configuration(self, document):
        # A cycle in which each step changes the rule selection, so each one re-lints.
        settings = SETTINGS_CYCLE[self.requests["configuration"] % len(SETTINGS_CYCLE)]
        self.client.notify("workspace/didChangeConfiguration", {"settings": {"themelint": settings}})
        self.requests["configuration"] += 1
        # Every open document is re-linted; the current one's republished diagnostics end the pause.
        self.settle(document)

    def reopen(self, current):
        others = [uri for uri in self.documents if uri != current.uri]
        document = self.documents.pop(self.rng.choice(others))
        self.client.notify("textDocument/didClose", {"textDocument": {"uri": document.uri}})
        self.settle(self.open(document.path))
        self.requests["reopen"] += 1

    def malformed(self):
        with self.client.lock:
            self.client.proc.stdin.write(b"Content-Length: 9\r\n\r\n{\"jsonrpc")
            self.client.proc.stdin.flush()
        self.requests["malformed"] += 1

    # --- the session -----------------------------------------------------------------------------
    def sample(self):
        rss, _ = self.client.rss_kb()
        self.samples.append((self.edits, rss))

    def run(self):
        self.initialize()
        for path in self.paths:
            self.open(path)
        for document in list(self.documents.values()):
            self.settle(document)
        self.sample()
        opened_at = len(self.samples)
        current = self.rng.choice(list(self.documents.values()))
        bursts = 0
        next_sample = self.args.sample_every
        # Warm once every kind of request has been made and --warmup edits are done: the first sample then.
        warm_at = None
        first_pass = list(self.documents.values())
        recent = []  # the files being worked on, most recent last
        while self.edits < self.args.edits:
            bursts += 1
            # The first bursts touch every file once (edited files keep their syntax tree, so this is
            # the working set). After that the editor mostly stays in one file, and moves mostly
            # between the few files of the task at hand.
            if first_pass:
                current = first_pass.pop(0)
            elif self.rng.random() < 0.1 or current.uri not in self.documents:
                others = [uri for uri in recent if uri != current.uri and uri in self.documents]
                if others and self.rng.random() < 0.8:
                    current = self.documents[self.rng.choice(others)]
                else:
                    current = self.rng.choice(list(self.documents.values()))
            if current.uri in recent:
                recent.remove(current.uri)
            recent = (recent + [current.uri])[-RECENT_FILES:]
            if len(current.text) > 2 * len(current.original):
                self.revert(current)
            else:
                action = self.rng.choices([self.type_burst, self.delete_burst, self.paste, self.cut, self.undo], weights=[43, 20, 5, 5, 27])[0]
                action(current)
            self.settle(current)
            if bursts % 10 == 0:
                self.inspect(current)
            if bursts % 40 == 0:
                self.reopen(current)
            if bursts % 50 == 0:
                self.fix_all(current)
            if bursts % 75 == 0:
                self.change_configuration(current)
            if bursts % 100 == 0:
                self.malformed()
            if warm_at is None and self.edits >= self.args.warmup and not first_pass and all(self.requests.values()):
                warm_at = len(self.samples)
                self.sample()
                next_sample = self.edits + self.args.sample_every
            elif self.edits >= next_sample:
                self.sample()
                next_sample += self.args.sample_every
        self.sample()
        hwm = self.client.rss_kb()[1]
        self.client.close()
        if warm_at is None:
            sys.exit(f"soak.py: never warm after {self.edits} edits (requests {self.requests}); raise --edits or lower --warmup")
        return self.summary(opened_at, warm_at, hwm)

    def summary(self, opened_at, warm_at, hwm_kb):
        mb = lambda kb: kb / 1024  # noqa: E731
        after_warmup = self.samples[warm_at:]
        warm_edits, warm_kb = after_warmup[0]
        final_edits, final_kb = self.samples[-1]
        growth_mb = mb(final_kb - warm_kb)
        bound_mb = max(HOURLY_GROWTH_FRACTION * mb(warm_kb), HOURLY_GROWTH_FLOOR_MB)
        ys = [mb(r) for _, r in after_warmup]
        slope = theil_sen(after_warmup) * 1000 / 1024  # MiB per 1,000 edits
        hourly_mb = slope * EDITS_PER_HOUR / 1000
        return {
            "binary": self.args.bin,
            "files": len(self.paths),
            "edits": self.edits,
            "simulated_minutes": round(self.edits / EDITS_PER_HOUR * 60, 1),
            "wall_seconds": round(time.perf_counter() - self.started, 1),
            "requests": self.requests,
            "rss_after_open_mb": round(mb(self.samples[opened_at - 1][1]), 1),
            "rss_warm_mb": round(mb(warm_kb), 1),
            "warm_at_edits": warm_edits,
            "rss_peak_sampled_mb": round(max(ys), 1),
            "rss_hwm_mb": round(mb(hwm_kb), 1),
            "rss_final_mb": round(mb(final_kb), 1),
            "growth_mb": round(growth_mb, 2),
            "slope_mb_per_1000_edits": round(slope, 3),
            "trend_mb_per_hour": round(hourly_mb, 2),
            "bound_mb_per_hour": round(bound_mb, 2),
            "curve": [(e, round(mb(r), 1)) for e, r in self.samples],
            "ok": hourly_mb <= bound_mb,
        }


def theil_sen(points):
    """The median of the slopes between every two points: a trend that one-off steps hardly move."""
    slopes = sorted((y2 - y1) / (x2 - x1) for i, (x1, y1) in enumerate(points) for x2, y2 in points[i + 1:] if x2 != x1)
    if not slopes:
        return 0.0
    middle = len(slopes) // 2
    return slopes[middle] if len(slopes) % 2 else (slopes[middle - 1] + slopes[middle]) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", help="themelint binary (default: .build/release, else .build/debug)")
    ap.add_argument("--edits", type=int, default=EDITS_PER_HOUR, help="didChange edits in all (12,000 = one editing hour)")
    ap.add_argument("--warmup", type=int, help="edits before the warm-up RSS is taken (default: a sixth of --edits)")
    ap.add_argument("--files", type=int, default=50)
    ap.add_argument("--sample-every", type=int, default=250, help="edits between RSS samples")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--work", help="directory for the generated project (default: a temporary one)")
    ap.add_argument("--json", help="also write the summary here")
    args = ap.parse_args()
    args.bin = os.path.abspath(args.bin or default_binary())
    args.warmup = args.warmup if args.warmup is not None else args.edits // 6
    args.sample_every = min(args.sample_every, max(1, args.edits // 20))

    work = pathlib.Path(args.work or tempfile.mkdtemp(prefix="themelint-soak-")).resolve()
    try:
        paths = generate_project(work, args.files, args.seed)
        result = Soak(args, work, paths).run()
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)

    curve = ", ".join(f"{e}:{r}" for e, r in result["curve"])
    print(f"themelint soak: {result['edits']} edits on {result['files']} files "
          f"(~{result['simulated_minutes']} simulated minutes) in {result['wall_seconds']} s with {args.bin}")
    print(f"  requests: {result['requests']}")
    print(f"  RSS MiB: after opening {result['rss_after_open_mb']}, warm (at {result['warm_at_edits']} edits) {result['rss_warm_mb']}, "
          f"peak {result['rss_peak_sampled_mb']} (HWM {result['rss_hwm_mb']}), final {result['rss_final_mb']}")
    print(f"  after warm-up: trend {result['slope_mb_per_1000_edits']} MiB per 1,000 edits = {result['trend_mb_per_hour']} MiB per editing hour "
          f"(bound {result['bound_mb_per_hour']}); growth {result['growth_mb']} MiB")
    print(f"  curve (edits:MiB): {curve}")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(result, indent=2))
    if not result["ok"]:
        print("themelint soak: FAIL: RSS keeps growing with edits after warm-up, beyond the bound", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
