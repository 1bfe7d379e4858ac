"""The hostile-input table of README.md ("Hostile input and limits"), one test (or case) per row.

Every case must end with a clear message and an exit status (CLI) or a JSON-RPC error / log line
(server): never a crash signal, a hang (each run has a timeout) or a changed file (the whole project
tree is hashed before and after). Config rows for wrong types, unknown keys and rules and a config
that extends itself are in test_cli.py (test_config_errors_name_the_file_and_key); the framing
faults, an over-limit message among them, are in test_lsp_malformed.py.

The big inputs (50 MB, 10,000 levels, 10,000 requests) are generated here, in tmp_path.
"""
import atexit
import functools
import hashlib
import json
import os
import pathlib
import shutil
import stat
import subprocess
import tempfile
import threading
import time

import pytest

from lspraw import BIN, Server, find_position, frame
from test_cli import CONFIG, CONFIG_WITH_TARGET, VIEW

TIMEOUT = 60
# What the Swift runtime prints when the process traps or takes a signal.
CRASH_MARKERS = ("Program crashed", "Fatal error", "Backtrac", "Segmentation fault", "Illegal instruction")
SIXTEEN_MIB = 16 * 1024 * 1024
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001") + bytes(range(256)) * 8



class Run:
    def __init__(self, completed):
        self.code = completed.returncode
        self.stdout = completed.stdout
        self.out = completed.stdout.decode("utf-8", "replace")
        self.err = completed.stderr.decode("utf-8", "replace")


@functools.cache
def binary_anyone_can_run():
    """A copy of the binary outside the checkout: a clone in a private directory (`mktemp -d` makes
    them 0700) is out of reach of the unprivileged user the permission tests run as."""
    directory = tempfile.mkdtemp(prefix="themelint-bin-")
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    os.chmod(directory, 0o755)
    copy = os.path.join(directory, "themelint")
    shutil.copy2(BIN, copy)
    os.chmod(copy, 0o755)
    return copy


def run(*args, cwd, stdin=None, timeout=TIMEOUT, user=None):
    """Runs themelint; a hang fails through the timeout, a crash through the checks here."""
    def drop_privileges():
        os.setgid(user)
        os.setgroups([])
        os.setuid(user)
    binary = BIN if user is None else binary_anyone_can_run()
    completed = subprocess.run([binary, *args], cwd=cwd, input=stdin, capture_output=True, timeout=timeout,
                               preexec_fn=drop_privileges if user is not None else None)
    result = Run(completed)
    assert result.code >= 0, f"killed by signal {-result.code}:\n{result.err[-3000:]}"
    assert result.code in (0, 1, 2), f"exit status {result.code}:\n{result.err[-3000:]}"
    assert not any(marker in result.err for marker in CRASH_MARKERS), result.err[-3000:]
    return result


def snapshot(root):
    """Every entry under `root`: kind, permission bits and content hash (or link target)."""
    state = {}
    for directory, directories, files in os.walk(root, followlinks=False):
        for name in directories + files:
            path = pathlib.Path(directory, name)
            info = path.lstat()
            key = str(path.relative_to(root))
            if stat.S_ISLNK(info.st_mode):
                state[key] = ("link", os.readlink(path))
            elif stat.S_ISREG(info.st_mode):
                try:
                    digest = hashlib.sha256(path.read_bytes()).hexdigest()
                except PermissionError:
                    digest = (info.st_size, info.st_mtime_ns)
                state[key] = ("file", stat.S_IMODE(info.st_mode), digest)
            else:
                state[key] = (stat.S_IFMT(info.st_mode), stat.S_IMODE(info.st_mode))
    return state


def changed_since(before, root):
    after = snapshot(root)
    return {key for key in before.keys() | after.keys() if before.get(key) != after.get(key)}


@pytest.fixture
def project(workspace):
    """A project with one ordinary view next to the hostile input, to show the rest is still linted
    (and, having the seed's scales and wrapper, still fixed)."""
    (workspace / "Sources" / "CardView.swift").write_text(VIEW)
    (workspace / ".themelint.json").write_text(CONFIG_WITH_TARGET)
    return workspace


GOOD_FINDING = "Sources/CardView.swift:6:45: warning: Hardcoded colour .red"


# --- binary files named .swift ---------------------------------------------------------------------

def test_binary_file_named_swift(project):
    (project / "Sources" / "Logo.swift").write_bytes(PNG)
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project)
    assert result.code == 2
    assert "themelint: Sources/Logo.swift: not linted: a binary file, not Swift source (NUL byte at line 3, column 1)\n" in result.err
    assert GOOD_FINDING in result.out
    assert snapshot(project) == before


def test_binary_stdin_is_refused_and_given_back_by_fix(project):
    before = snapshot(project)
    result = run("check", "--fix", "-", "--stdin-filename", "Sources/Logo.swift", cwd=project, stdin=PNG)
    assert result.code == 2
    assert result.err == "themelint: Sources/Logo.swift: not linted: a binary file, not Swift source (NUL byte at line 3, column 1)\n"
    assert result.stdout == PNG  # a fixing editor or hook gets its buffer back unchanged
    assert snapshot(project) == before


# --- invalid UTF-8 ---------------------------------------------------------------------------------

LATIN1 = "import SwiftUI\n// Caf\xe9 menu\nstruct Menu: View {\n    var body: some View { Text(\"x\").padding(16) }\n}\n".encode("latin-1")
LATIN1_MESSAGE = "not linted: not valid UTF-8 (byte 0xE9 at line 2, column 7)"


def test_invalid_utf8(project):
    (project / "Sources" / "Menu.swift").write_bytes(LATIN1)
    before = snapshot(project)
    result = run("check", "--no-cache", "--fix", "Sources", cwd=project)
    assert result.code == 2
    assert f"themelint: Sources/Menu.swift: {LATIN1_MESSAGE}\n" in result.err
    assert (project / "Sources" / "Menu.swift").read_bytes() == LATIN1  # never rewritten
    assert changed_since(before, project) == {"Sources/CardView.swift"}


def test_invalid_utf8_on_stdin(project):
    result = run("check", "-", "--stdin-filename", "Sources/Menu.swift", cwd=project, stdin=LATIN1)
    assert result.code == 2
    assert result.err == f"themelint: Sources/Menu.swift: {LATIN1_MESSAGE}\n"
    assert result.out == ""


# --- a BOM and CRLF line endings --------------------------------------------------------------------

FIRST_LINE_VIEW = "struct Row: View { var body: some View { Text(\"x\").padding(16) } }\n" + VIEW


def test_bom_and_crlf_keep_positions_and_bytes(project):
    sources = project / "Sources"
    (sources / "CardView.swift").unlink()
    (sources / "Plain.swift").write_text(FIRST_LINE_VIEW)
    windows = b"\xef\xbb\xbf" + FIRST_LINE_VIEW.replace("\n", "\r\n").encode()
    (sources / "Windows.swift").write_bytes(windows)
    report = json.loads(run("check", "--no-cache", "--format", "json", "Sources", cwd=project).out)
    ranges = {}
    for diagnostic in report["diagnostics"]:
        ranges.setdefault(diagnostic["path"], []).append((diagnostic["rule"], diagnostic["range"]))
    # The BOM is no column, CR LF is one line break: the same positions as the plain file.
    assert ranges["Sources/Windows.swift"] == ranges["Sources/Plain.swift"]
    column = FIRST_LINE_VIEW.index("16") + 1
    assert ("hardcoded-padding", {"start": {"line": 1, "column": column}, "end": {"line": 1, "column": column + 2}}) in ranges["Sources/Plain.swift"]
    text = run("check", "--no-cache", "Sources/Windows.swift", cwd=project).out
    assert f"Sources/Windows.swift:1:{column}: warning: Hardcoded padding 16" in text
    assert "\ufeff" not in text and "\r" not in text

    run("check", "--no-cache", "--fix", "Sources", cwd=project)
    plain = (sources / "Plain.swift").read_bytes()
    fixed = (sources / "Windows.swift").read_bytes()
    assert fixed.startswith(b"\xef\xbb\xbf") and b"\n" not in fixed.replace(b"\r\n", b"")
    assert fixed == b"\xef\xbb\xbf" + plain.replace(b"\n", b"\r\n")


# --- a 50 MB file -----------------------------------------------------------------------------------

def fifty_megabytes():
    line = b"let generatedValue = 1234567\n"
    return line * (50 * 1024 * 1024 // len(line))


def test_50mb_file_is_refused_quickly_with_its_size(project):
    huge = project / "Sources" / "Generated.swift"
    huge.write_bytes(fifty_megabytes())
    size = huge.stat().st_size
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project, timeout=30)  # refused unread: fast
    assert result.code == 2
    assert (f"themelint: Sources/Generated.swift: not linted: the file is {size} bytes, over the 16 MiB limit "
            "(exclude it, or raise \"maxFileSize\" in .themelint.json)\n") in result.err
    assert GOOD_FINDING in result.out
    assert snapshot(project) == before


def test_50mb_on_stdin_is_refused(project):
    data = fifty_megabytes()
    result = run("check", "-", "--stdin-filename", "Sources/Generated.swift", cwd=project, stdin=data)
    assert result.code == 2
    assert result.err == (f"themelint: Sources/Generated.swift: not linted: the file is {len(data)} bytes, over the 16 MiB "
                          "limit (exclude it, or raise \"maxFileSize\" in .themelint.json)\n")


def test_max_file_size_is_configurable(project):
    source = b"import SwiftUI\nstruct V: View { var body: some View { Text(\"x\").padding(16) } }\n" + b"// filler\n" * 3000
    (project / ".themelint.json").write_text('{"maxFileSize": 4096}')
    refused = run("check", "-", "--stdin-filename", "Sources/V.swift", cwd=project, stdin=source)
    assert refused.code == 2 and f"the file is {len(source)} bytes, over the 4096-byte limit" in refused.err
    (project / ".themelint.json").write_text('{"maxFileSize": 65536}')
    linted = run("check", "-", "--stdin-filename", "Sources/V.swift", cwd=project, stdin=source)
    assert linted.code == 0 and "Hardcoded padding 16" in linted.out


# --- 10,000 nested parentheses (and brackets, braces) -----------------------------------------------

def nested(opening, closing, depth=10_000):
    return ("import SwiftUI\nstruct Deep: View {\n    var body: some View { Text(\"x\").padding(16) }\n}\n"
            f"let deep = {opening * depth}1{closing * depth}\n")


@pytest.mark.parametrize("opening,closing", [("(", ")"), ("{", "}")], ids=["parentheses", "closures"])
def test_10000_nested_levels_are_linted(project, opening, closing):
    (project / "Sources" / "Deep.swift").write_text(nested(opening, closing))
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project)
    assert result.code == 1, result.err
    assert result.err == ""
    assert "Sources/Deep.swift:3:45: warning: Hardcoded padding 16" in result.out
    assert GOOD_FINDING in result.out
    assert snapshot(project) == before


NESTING_MESSAGE = ("not linted: more than 16 nested \"[\" at line 5, column 28; "
                   "swift-syntax's parser takes exponential time on such nesting")


def test_10000_nested_brackets_are_refused(project):
    # swift-syntax 603 parses nested `[` in exponential time and overflows its stack on 10,000.
    (project / "Sources" / "Deep.swift").write_text(nested("[", "]"))
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project)
    assert result.code == 2
    assert f"themelint: Sources/Deep.swift: {NESTING_MESSAGE}\n" in result.err
    assert GOOD_FINDING in result.out
    assert snapshot(project) == before


@pytest.mark.parametrize("depth", [40, 10_000])
def test_nested_brackets_on_stdin_are_refused(project, depth):
    result = run("check", "--fix", "-", "--stdin-filename", "Sources/Deep.swift", cwd=project,
                 stdin=nested("[", "]", depth).encode(), timeout=20)
    assert result.code == 2
    assert result.err == f"themelint: Sources/Deep.swift: {NESTING_MESSAGE}\n"
    assert result.out == nested("[", "]", depth)


# --- an empty file -----------------------------------------------------------------------------------

def test_empty_file(project):
    (project / "Sources" / "CardView.swift").unlink()
    (project / "Sources" / "Empty.swift").write_bytes(b"")
    before = snapshot(project)
    result = run("check", "--no-cache", "--fix", "Sources", cwd=project)
    assert (result.code, result.out, result.err) == (0, "All checks passed (1 file checked).\n", "")
    assert snapshot(project) == before
    piped = run("check", "--fix", "-", "--stdin-filename", "Sources/Empty.swift", cwd=project, stdin=b"")
    assert (piped.code, piped.out) == (0, "")


# --- a file deleted or changed mid-run -----------------------------------------------------------------

def test_a_missing_path_stops_the_run_before_anything_is_written(project):
    before = snapshot(project)
    result = run("check", "--no-cache", "--fix", "Sources/CardView.swift", "Sources/Gone.swift", cwd=project)
    assert (result.code, result.err, result.out) == (2, "themelint: Sources/Gone.swift: no such file or directory\n", "")
    assert snapshot(project) == before


def test_a_file_deleted_after_the_listing(project):
    # The state a run meets when a file goes between listing the directory and reading it: an
    # entry that no longer resolves. Deterministic, unlike racing a real deletion.
    os.symlink("Removed.swift", project / "Sources" / "Gone.swift")
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project)
    assert result.code == 2
    assert "themelint: Sources/Gone.swift: cannot read the file (a broken symlink to \"Removed.swift\")\n" in result.err
    assert GOOD_FINDING in result.out
    assert snapshot(project) == before


def test_files_deleted_while_fix_runs(project):
    sources = project / "Sources"
    for index in range(300):
        (sources / f"View{index:03}.swift").write_text(VIEW.replace("CardView", f"View{index:03}"))
    victims = [sources / f"View{index:03}.swift" for index in range(0, 300, 3)]
    stop = threading.Event()

    def delete():
        for victim in victims:
            if stop.is_set():
                return
            victim.unlink()
            time.sleep(0.005)
    deleter = threading.Thread(target=delete)
    process = subprocess.Popen([BIN, "check", "--no-cache", "--fix", "--jobs", "2", "Sources"], cwd=project,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deleter.start()
    try:
        stdout, stderr = process.communicate(timeout=TIMEOUT * 3)
    finally:
        stop.set()
        deleter.join()
        if process.poll() is None:
            process.kill()
    err = stderr.decode()
    assert process.returncode in (0, 1, 2), err[-3000:]
    assert not any(marker in err for marker in CRASH_MARKERS), err[-3000:]
    # Each problem is one line naming a file that went away; nothing else is reported.
    for line in err.splitlines():
        assert line.startswith("themelint: Sources/View") and (
            "cannot read the file" in line or "not fixed: the file changed on disk during the run" in line), line
    if err:
        assert process.returncode == 2
    # A fix is never written over a file deleted meanwhile: it would come back.
    assert [victim.name for victim in victims if victim.exists()] == []


# --- unreadable files ----------------------------------------------------------------------------------

@pytest.fixture
def shared_project():
    """A project any user can enter: tmp_path lives below a directory only its owner may open, and
    as root these tests run themelint as `nobody`, for whom permissions apply."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="themelint-hostile-"))
    root.chmod(0o755)
    (root / ".git").mkdir()
    (root / "Sources").mkdir()
    (root / "Sources" / "CardView.swift").write_text(VIEW)
    (root / ".themelint.json").write_text(CONFIG)
    yield root
    for directory, directories, _ in os.walk(root):
        for name in directories:
            os.chmod(os.path.join(directory, name), 0o755)
    shutil.rmtree(root)


def as_unprivileged():
    return 65534 if os.geteuid() == 0 else None


def test_unreadable_file_and_directory(shared_project):
    secret = shared_project / "Sources" / "Secret.swift"
    secret.write_text(VIEW)
    secret.chmod(0o000)
    private = shared_project / "Sources" / "Private"
    private.mkdir()
    (private / "Hidden.swift").write_text(VIEW)
    private.chmod(0o000)
    (shared_project / "Sources").chmod(0o777)  # so `nobody` may write the fix of the readable file
    before = snapshot(shared_project)
    result = run("check", "--no-cache", "--fix", "Sources", cwd=shared_project, user=as_unprivileged())
    assert result.code == 2
    assert "themelint: Sources/Secret.swift: cannot read the file (permission denied)\n" in result.err
    assert "themelint: Sources/Private: cannot read the file (permission denied)\n" in result.err
    assert "Hidden" not in result.out
    assert changed_since(before, shared_project) == {"Sources/CardView.swift"}  # the readable file is still fixed


# --- symlink loops and symlinks pointing outside the root ----------------------------------------------

def test_symlink_loops(project):
    sources = project / "Sources"
    os.symlink("Loop.swift", sources / "Loop.swift")
    os.symlink(".", sources / "Cycle")
    os.symlink("..", sources / "Up")
    before = snapshot(project)
    result = run("check", "--no-cache", "Sources", cwd=project)
    assert result.code == 2
    assert result.err == "themelint: Sources/Loop.swift: cannot read the file (a symlink loop through \"Loop.swift\")\n"
    assert result.out.count("Sources/CardView.swift:") == 5  # once: Cycle and Up are not followed
    assert "Cycle" not in result.out and "Up/" not in result.out
    assert snapshot(project) == before


def test_explicit_symlink_loop_is_named(project):
    os.symlink("Loop.swift", project / "Sources" / "Loop.swift")
    result = run("check", "--no-cache", "Sources/Loop.swift", cwd=project)
    assert result.code == 2
    # The command line lets it through (it exists, as a link); reading says what is wrong with it.
    assert "Sources/Loop.swift" in result.err and "no such file or directory" not in result.err


def test_symlinks_pointing_outside_the_root(tmp_path):
    project, outside = tmp_path / "project", tmp_path / "outside"
    for directory in (project / ".git", project / "Sources", outside):
        directory.mkdir(parents=True)
    (project / "Sources" / "CardView.swift").write_text(VIEW)
    (project / ".themelint.json").write_text(CONFIG)
    (outside / "Shared.swift").write_text(VIEW.replace("CardView", "Shared"))
    (outside / "Hidden.swift").write_text(VIEW.replace("CardView", "Hidden"))
    os.symlink(outside / "Shared.swift", project / "Sources" / "Shared.swift")
    os.symlink(outside, project / "Sources" / "Elsewhere")
    before = snapshot(tmp_path)
    result = run("check", "--no-cache", "--fix", "Sources", cwd=project)
    assert result.code == 2
    # A linked file is read and reported, but never written: that would reach outside the tree.
    assert result.err == "themelint: Sources/Shared.swift: not fixed: it is a symlink; fix the file it points to\n"
    assert "Hidden" not in result.out  # a linked directory is not followed
    assert changed_since(before, tmp_path) == {"project/Sources/CardView.swift"}
    assert (project / "Sources" / "Shared.swift").is_symlink()


# --- config: what test_cli.py does not cover ---------------------------------------------------------

def make_fifo(path):
    os.mkfifo(path)
    return path


CONFIG_CASES = [
    # (name, config text, set-up, text expected on stderr)
    ("extends a FIFO", '{"extends": "pipe.json"}', lambda root: make_fifo(root / "pipe.json"),
     "pipe.json: cannot read the file (it is a FIFO, not a regular file)"),
    ("extends a directory", '{"extends": "Sources"}', None, "Sources: cannot read the file (it is a directory, not a regular file)"),
    ("extends a device", '{"extends": "/dev/zero"}', None, "/dev/zero: cannot read the file (it is a device, not a regular file)"),
    ("extends a missing file", '{"extends": "base.json"}', None, "base.json: cannot read the file (no such file or directory)"),
    ("extends in a cycle of two", '{"extends": "base.json"}', lambda root: (root / "base.json").write_text('{"extends": ".themelint.json"}'),
     '"extends" forms a cycle'),
    ("binary config", b"\x89PNG\r\n\x1a\n\x00\x00", None, "invalid JSON"),
    ("empty config", "", None, "invalid JSON at line 1, column 1"),
    ("nested 10,000 deep", "[" * 10_000 + "]" * 10_000, None, "nesting too deep"),
    ("maxFileSize of the wrong type", '{"maxFileSize": "16 MB"}', None, "maxFileSize: expected a positive whole number of bytes"),
    ("larger than 16 MiB", b" " * (SIXTEEN_MIB + 1) + b"{}", None, f"the file is {SIXTEEN_MIB + 3} bytes; a config over 16 MiB is not read"),
]


@pytest.mark.parametrize("name,config,setup,message", CONFIG_CASES, ids=[c[0] for c in CONFIG_CASES])
def test_hostile_configs(project, name, config, setup, message):
    path = project / ".themelint.json"
    path.write_bytes(config if isinstance(config, bytes) else config.encode())
    if setup:
        setup(project)
    before = snapshot(project)
    result = run("check", "--no-cache", "--fix", "Sources", cwd=project, timeout=20)
    assert (result.code, result.out) == (2, "")
    assert len(result.err.splitlines()) == 1 and message in result.err, result.err
    assert snapshot(project) == before


# --- the language server --------------------------------------------------------------------------------

SMALL = "import SwiftUI\nstruct S: View {\n    var body: some View { Text(\"a\").padding(15) }\n}\n"


def hover(server, uri, text, needle):
    return server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": find_position(text, needle)})


def test_server_document_over_the_size_limit(server, workspace):
    # Under the 64 MiB message limit, over the 16 MiB file limit: refused as a file would be.
    server.initialize(root=workspace)
    text = "let a = 1\n" * (SIXTEEN_MIB // 10 + 1)
    uri = server.open(workspace / "Sources" / "Huge.swift", text)
    message = server.notification("window/showMessage")["params"]
    assert message["type"] == 2
    assert f"Huge.swift: not linted: the file is {len(text)} bytes, over the 16 MiB limit" in message["message"]
    assert server.diagnostics(uri, 1)["diagnostics"] == []
    assert server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 4}})["result"] is None
    small = server.open(workspace / "Sources" / "S.swift", SMALL)
    assert "Hardcoded padding" in hover(server, small, SMALL, "15")["result"]["contents"]["value"]
    assert server.shutdown_and_exit() == 0


@pytest.mark.parametrize("text,problem", [
    (nested("[", "]"), NESTING_MESSAGE),
    ("let a = 1\nlet b = \0\n", "not linted: a binary file, not Swift source (NUL byte at line 2, column 9)"),
], ids=["10,000 nested brackets", "NUL byte"])
def test_server_refuses_text_it_cannot_parse_and_carries_on(server, workspace, text, problem):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "Deep.swift", text)
    assert problem in server.notification("window/showMessage")["params"]["message"]
    assert server.diagnostics(uri, 1)["diagnostics"] == []
    # The next edit is refused again without a second pop-up; a fixed text is linted again.
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text + "\n"}]})
    assert server.diagnostics(uri, 2)["diagnostics"] == []
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [{"text": SMALL}]})
    assert [d["code"] for d in server.diagnostics(uri, 3)["diagnostics"]] == ["hardcoded-padding"]
    assert server.shutdown_and_exit() == 0
    assert len([m for m in server.backlog if m.get("method") == "window/showMessage"]) == 0


def test_server_with_hostile_files_on_disk(server, workspace):
    # Token discovery reads every Swift file of the workspace at the first lint: these must be skipped.
    sources = workspace / "Sources"
    (sources / "Deep.swift").write_text(nested("[", "]"))
    (sources / "Logo.swift").write_bytes(PNG)
    (sources / "Generated.swift").write_bytes(b"let a = 1\n" * (SIXTEEN_MIB // 10 + 1))
    server.initialize(root=workspace, capabilities={"textDocument": {"diagnostic": {}}})
    uri = server.open(sources / "S.swift", SMALL)
    assert [d["code"] for d in server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]["items"]] == ["hardcoded-padding"]
    report = server.call("workspace/diagnostic", {"previousResultIds": [], "workDoneToken": "scan"})["result"]
    assert {item["uri"].rsplit("/", 1)[1] for item in report["items"]} == {"S.swift"}
    shown = " ".join(m["params"]["message"] for m in server.backlog if m.get("method") == "window/showMessage")
    for name, problem in [("Deep.swift", "nested"), ("Logo.swift", "a binary file"), ("Generated.swift", "over the 16 MiB limit")]:
        assert f"{name}: not linted: " in shown and problem in shown, shown
    assert server.shutdown_and_exit() == 0


def test_server_10000_nested_parentheses(server, workspace):
    server.initialize(root=workspace)
    text = nested("(", ")")
    uri = server.open(workspace / "Sources" / "Deep.swift", text)
    assert [d["code"] for d in server.diagnostics(uri, 1)["diagnostics"]] == ["hardcoded-padding"]
    assert server.shutdown_and_exit() == 0


def test_10000_requests_in_a_burst(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "S.swift", SMALL)
    position = find_position(SMALL, "15")
    burst = b"".join(frame({"jsonrpc": "2.0", "id": index, "method": "textDocument/hover",
                            "params": {"textDocument": {"uri": uri}, "position": position}}) for index in range(1, 10_001))
    server.write_raw(burst)
    answered = set()
    for _ in range(10_000):
        message = server.wait_for(lambda m: "id" in m and "method" not in m, "a hover answer")
        assert "Hardcoded padding" in message["result"]["contents"]["value"], message
        answered.add(message["id"])
    assert answered == set(range(1, 10_001))
    assert server.shutdown_and_exit() == 0


def test_10000_notifications_in_a_burst(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "S.swift", SMALL)
    burst = b"".join(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"text": SMALL.replace("15", str(version))}]}}) for version in range(2, 10_002))
    server.write_raw(burst)
    # Only the last version has to be linted; it is.
    final = server.diagnostics(uri, 10_001)["diagnostics"]
    assert [d["message"].split(" is ")[0].split(";")[0] for d in final] == ["Hardcoded padding 10001"]
    assert server.shutdown_and_exit() == 0


def test_client_dies_mid_message(server, workspace):
    server.initialize(root=workspace)
    body = b'{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.swift"}'
    server.write_raw(b"Content-Length: %d\r\n\r\n" % (len(body) + 40) + body)
    server.close_stdin()
    assert server.proc.wait(timeout=TIMEOUT) == 0
    log = server.final_stderr()
    assert f"truncated body: Content-Length is {len(body) + 40} but input ended after {len(body)} bytes" in log
    assert "end of input without shutdown; stopping" in log
    assert not any(marker in log for marker in CRASH_MARKERS)


def test_client_dies_inside_a_header(server, workspace):
    server.initialize(root=workspace)
    server.write_raw(b"Content-Len")
    server.close_stdin()
    assert server.proc.wait(timeout=TIMEOUT) == 0
    assert "end of input inside a message header (11 bytes dropped)" in server.final_stderr()


def test_client_stops_reading_answers(workspace):
    # The client's end of stdout closes first: writes fail with EPIPE, which must not kill the server.
    process = subprocess.Popen([BIN, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=workspace)
    process.stdout.close()
    process.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    process.stdin.write(b"".join(frame({"jsonrpc": "2.0", "id": i, "method": "shutdown"}) for i in range(2, 200)))
    process.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
    process.stdin.close()
    assert process.wait(timeout=TIMEOUT) == 0
    log = process.stderr.read().decode()
    assert not any(marker in log for marker in CRASH_MARKERS), log
