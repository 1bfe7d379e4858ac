"""A minimal raw LSP client for the end-to-end tests: spawns `themelint serve`, frames messages,
and collects what the server sends on a reader thread. Tests that need malformed bytes use `write_raw`.
"""
import json
import os
import pathlib
import queue
import subprocess
import threading

BIN = os.environ.get("THEMELINT_BIN", str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/themelint"))
# Generous: the tests never assert on timing, these only stop a hung server from hanging the suite.
TIMEOUT = float(os.environ.get("THEMELINT_E2E_TIMEOUT", "60"))


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message, ensure_ascii=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self, cwd=None, args=("serve",), command=None):
        # `command` replaces the binary, e.g. valgrind and its options in test_memcheck.py.
        self.proc = subprocess.Popen([*(command or [BIN]), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
        self.messages = queue.Queue()
        self.backlog = []
        self.next_id = 1
        self.stderr_lines = []
        self.stdout_garbage = []
        threading.Thread(target=self._read_stdout, daemon=True).start()
        self._stderr_thread = threading.Thread(target=self._read_stderr, daemon=True)
        self._stderr_thread.start()

    # --- transport -------------------------------------------------------------------------
    def _read_stdout(self):
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line == b"\r\n":
                    break
                if b":" not in line:
                    self.stdout_garbage.append(line)
                    continue
                name, value = line.split(b":", 1)
                headers[name.strip().lower()] = value.strip()
            length = int(headers[b"content-length"])
            body = stream.read(length)
            self.messages.put(json.loads(body.decode("utf-8")))

    def _read_stderr(self):
        for line in self.proc.stderr:
            self.stderr_lines.append(line.decode("utf-8", "replace"))

    def write_raw(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message):
        self.write_raw(frame(message))

    def close_stdin(self):
        self.proc.stdin.close()

    # --- messages ----------------------------------------------------------------------------
    def request(self, method, params=None, id=None):
        if id is None:
            id = self.next_id
            self.next_id += 1
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return id

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def respond(self, id, result):
        self.send({"jsonrpc": "2.0", "id": id, "result": result})

    def wait_for(self, predicate, what="a message", timeout=TIMEOUT):
        for index, message in enumerate(self.backlog):
            if predicate(message):
                return self.backlog.pop(index)
        while True:
            try:
                message = self.messages.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError(f"timed out waiting for {what}; stderr:\n{''.join(self.stderr_lines[-20:])}")
            if message is None:
                raise AssertionError(f"server closed stdout while waiting for {what}; stderr:\n{''.join(self.stderr_lines[-20:])}")
            if predicate(message):
                return message
            self.backlog.append(message)

    def response(self, id, timeout=TIMEOUT):
        return self.wait_for(lambda m: m.get("id") == id and "method" not in m, f"the response to {id}", timeout)

    def call(self, method, params=None):
        return self.response(self.request(method, params))

    def server_request(self, method):
        return self.wait_for(lambda m: m.get("method") == method and "id" in m, f"a {method} request")

    def notification(self, method, predicate=lambda m: True, timeout=TIMEOUT):
        return self.wait_for(lambda m: m.get("method") == method and "id" not in m and predicate(m), f"a {method} notification", timeout)

    def diagnostics(self, uri, version=None, timeout=TIMEOUT):
        """The next publishDiagnostics for `uri` (at `version` when given)."""
        return self.notification(
            "textDocument/publishDiagnostics",
            lambda m: m["params"]["uri"] == uri and (version is None or m["params"].get("version") == version),
            timeout,
        )["params"]

    def initialize(self, capabilities=None, options=None, root=None, encodings=None):
        capabilities = dict(capabilities or {})
        if encodings is not None:
            capabilities.setdefault("general", {})["positionEncodings"] = encodings
        params = {"processId": os.getpid(), "capabilities": capabilities}
        if options is not None:
            params["initializationOptions"] = options
        if root is not None:
            uri = pathlib.Path(root).as_uri()
            params["rootUri"] = uri
            params["workspaceFolders"] = [{"uri": uri, "name": "ws"}]
        result = self.call("initialize", params)
        assert "result" in result, result
        self.notify("initialized", {})
        return result["result"]

    def open(self, path, text, version=1):
        uri = pathlib.Path(path).as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}})
        return uri

    def shutdown_and_exit(self):
        response = self.call("shutdown")
        assert response.get("result", "missing") is None, response
        self.notify("exit")
        return self.proc.wait(timeout=TIMEOUT)

    def final_stderr(self):
        """The whole stderr log, once the process has ended (so no line is still in flight)."""
        self.proc.wait(timeout=TIMEOUT)
        self._stderr_thread.join(timeout=TIMEOUT)
        return "".join(self.stderr_lines)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


# --- text helpers, independent of the server's implementation ---------------------------------
def _units(ch, encoding):
    if encoding == "utf-8":
        return len(ch.encode("utf-8"))
    if encoding == "utf-16":
        return 2 if ord(ch) > 0xFFFF else 1
    return 1


def position_to_index(text, position, encoding="utf-16"):
    """The Python string index of an LSP position."""
    lines = text.split("\n")
    line = position["line"]
    index = sum(len(l) + 1 for l in lines[:line])
    remaining = position["character"]
    for ch in lines[line] if line < len(lines) else "":
        if remaining <= 0:
            break
        remaining -= _units(ch, encoding)
        index += 1
    return index


def index_to_position(text, index, encoding="utf-16"):
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1:]
    return {"line": line, "character": sum(_units(ch, encoding) for ch in column_text)}


def find_position(text, needle, encoding="utf-16", offset=0):
    index = text.index(needle)
    return index_to_position(text, index + offset, encoding)


def apply_edits(text, edits, encoding="utf-16"):
    """Applies LSP TextEdits (all relative to `text`) the way an editor does."""
    spans = [(position_to_index(text, e["range"]["start"], encoding), position_to_index(text, e["range"]["end"], encoding), e["newText"]) for e in edits]
    for start, end, new in sorted(spans, key=lambda s: (s[0], s[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


def edits_for(workspace_edit, uri):
    if "documentChanges" in workspace_edit:
        return [e for change in workspace_edit["documentChanges"] if change["textDocument"]["uri"] == uri for e in change["edits"]]
    return workspace_edit.get("changes", {}).get(uri, [])
