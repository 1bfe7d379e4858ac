#!/usr/bin/env python3
"""Drives `themelint serve` over stdio as an editor does and measures it.

    daemon_bench.py --bin .build/release/themelint --project GEN_DIR --big REL_PATH [--json OUT]

Measures, on one server: initialize -> first publishDiagnostics of an opened file (the project's
token discovery included); 200 single-character didChange edits on the big file, each timed from
the edit to its publishDiagnostics (p50/p99); textDocument/codeAction latency; workspace/diagnostic
over the whole project. On a second server: RSS after opening 1,000 files (after their diagnostics
arrived). The debounce is set to 0 through initializationOptions (`debounceMs`).
"""
import argparse
import json
import os
import pathlib
import queue
import statistics
import subprocess
import threading
import time


def frame(message):
    body = json.dumps(message, ensure_ascii=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Client:
    def __init__(self, binary, cwd):
        self.proc = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, cwd=cwd)
        self.inbox = queue.Queue()
        self.next_id = 1
        self.lock = threading.Lock()
        threading.Thread(target=self._reader, daemon=True).start()

    def _reader(self):
        stream = self.proc.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.inbox.put((time.perf_counter(), None))
                    return
                if line == b"\r\n":
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            body = stream.read(length)
            # Timestamp on arrival, before decoding, so JSON parsing in Python is not counted.
            arrived = time.perf_counter()
            self.inbox.put((arrived, json.loads(body)))

    def send(self, message):
        data = frame(message)
        with self.lock:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()

    def request(self, method, params):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=600):
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError("no matching message")
            arrived, message = self.inbox.get(timeout=remaining)
            if message is None:
                raise RuntimeError("server exited")
            # Server-to-client requests (registerCapability, progress create) get an empty success.
            if "method" in message and "id" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return arrived, message

    def response(self, rid, timeout=600):
        return self.wait(lambda m: m.get("id") == rid and "method" not in m, timeout)

    def diagnostics(self, uri, version=None, timeout=600):
        def match(m):
            if m.get("method") != "textDocument/publishDiagnostics":
                return False
            p = m["params"]
            return p["uri"] == uri and (version is None or p.get("version") == version)
        return self.wait(match, timeout)

    def rss_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            fields = dict(line.split(":", 1) for line in f if ":" in line)
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def initialize(self, root):
        uri = pathlib.Path(root).as_uri()
        rid = self.request("initialize", {
            "processId": os.getpid(), "rootUri": uri, "workspaceFolders": [{"uri": uri, "name": "bench"}],
            "capabilities": {"general": {"positionEncodings": ["utf-8", "utf-16"]},
                             "textDocument": {"publishDiagnostics": {"versionSupport": True},
                                              # As VS Code and Neovim: the fix-all action's edit comes from codeAction/resolve.
                                              "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "source.fixAll"]}},
                                                             "dataSupport": True, "resolveSupport": {"properties": ["edit"]}}}},
            "initializationOptions": {"debounceMs": 0},
        })
        _, reply = self.response(rid)
        self.notify("initialized", {})
        return reply

    def close(self):
        try:
            rid = self.request("shutdown", None)
            self.response(rid, timeout=60)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except Exception:
            self.proc.kill()


def percentile(values, p):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(p / 100 * (len(ordered) - 1)))))
    return ordered[index]


def open_document(client, path, version=1):
    uri = pathlib.Path(path).as_uri()
    text = pathlib.Path(path).read_text(encoding="utf-8")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}})
    return uri, text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--big", required=True, help="the 10,000-line file, relative to --project")
    ap.add_argument("--edits", type=int, default=200)
    ap.add_argument("--open-files", type=int, default=1000)
    ap.add_argument("--json")
    ap.add_argument("--skip-workspace", action="store_true", help="leave out workspace/diagnostic (for profiling the typing path)")
    args = ap.parse_args()
    project = os.path.abspath(args.project)
    args.bin = os.path.abspath(args.bin)
    big = os.path.join(project, args.big)
    result = {}

    # --- one editor session: first diagnostics, typing, code actions, workspace pull -----------
    client = Client(args.bin, project)
    started = time.perf_counter()
    client.initialize(project)
    uri, text = open_document(client, big)
    arrived, message = client.diagnostics(uri, 1)
    result["first_diagnostics_ms"] = (arrived - started) * 1000
    result["big_file_lines"] = text.count("\n")
    result["big_file_diagnostics"] = len(message["params"]["diagnostics"])

    # Typing: single characters inserted one after another in a string literal in the middle of the file.
    lines = text.split("\n")
    target = next(i for i in range(len(lines) // 2, len(lines)) if 'Text("' in lines[i])
    column = lines[target].index('Text("') + len('Text("')
    latencies = []
    version = 1
    for i in range(args.edits):
        version += 1
        character = "abcdefghijklmnopqrstuvwxyz"[i % 26]
        sent = time.perf_counter()
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": target, "character": column + i}, "end": {"line": target, "character": column + i}},
                                "text": character}]})
        arrived, last = client.diagnostics(uri, version)
        latencies.append((arrived - sent) * 1000)
    result["edit_p50_ms"] = percentile(latencies, 50)
    result["edit_p99_ms"] = percentile(latencies, 99)
    result["edit_mean_ms"] = statistics.mean(latencies)
    result["edit_max_ms"] = max(latencies)

    # Code actions at diagnostics spread over the file.
    items = last["params"]["diagnostics"]
    action_times = []
    actions_returned = 0
    fix_all = []
    for item in items[:: max(1, len(items) // 50)][:50]:
        sent = time.perf_counter()
        rid = client.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": item["range"], "context": {"diagnostics": [item]}})
        arrived, reply = client.response(rid)
        action_times.append((arrived - sent) * 1000)
        actions_returned += len(reply.get("result") or [])
        fix_all = fix_all or [a for a in reply.get("result") or [] if a.get("kind") == "source.fixAll.themelint" and "edit" not in a]
    if action_times:
        result["code_action_p50_ms"] = percentile(action_times, 50)
        result["code_action_p99_ms"] = percentile(action_times, 99)
        result["code_action_requests"] = len(action_times)
        result["code_actions_returned"] = actions_returned
    # Choosing "fix all" in the big file: the edit is computed now (a fix pass and a parse).
    if fix_all:
        sent = time.perf_counter()
        arrived, reply = client.response(client.request("codeAction/resolve", fix_all[0]))
        assert "edit" in (reply.get("result") or {}), reply
        result["fix_all_resolve_ms"] = (arrived - sent) * 1000

    # workspace/diagnostic over the whole generated project (no previous result ids: a full report).
    if args.skip_workspace:
        client.close()
        print(json.dumps(result, indent=2))
        return
    sent = time.perf_counter()
    rid = client.request("workspace/diagnostic", {"previousResultIds": []})
    arrived, reply = client.response(rid)
    reports = reply.get("result", {}).get("items", [])
    result["workspace_diagnostic_ms"] = (arrived - sent) * 1000
    result["workspace_diagnostic_files"] = len(reports)
    result["workspace_diagnostic_findings"] = sum(len(r.get("items", [])) for r in reports)
    result["session_rss_mb"] = client.rss_kb()[0] / 1024
    client.close()

    # --- a second server: RSS with 1,000 open files --------------------------------------------
    files = sorted(str(p) for p in pathlib.Path(project).rglob("*.swift") if p.stat().st_size < 200_000)[: args.open_files]
    client = Client(args.bin, project)
    client.initialize(project)
    rss_idle = client.rss_kb()[0]
    uris = set()
    started = time.perf_counter()
    for path in files:
        uris.add(open_document(client, path)[0])
    pending = set(uris)
    while pending:
        _, message = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        pending.discard(message["params"]["uri"])
    result["open_files"] = len(files)
    result["open_files_seconds"] = time.perf_counter() - started
    rss, hwm = client.rss_kb()
    result["rss_idle_mb"] = rss_idle / 1024
    result["rss_open_files_mb"] = rss / 1024
    result["rss_open_files_peak_mb"] = hwm / 1024
    client.close()

    text = json.dumps(result, indent=2)
    if args.json:
        pathlib.Path(args.json).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
