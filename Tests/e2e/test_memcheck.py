"""Memory checks under valgrind memcheck: a whole LSP session of `themelint serve` on the demo app
(open, incremental edits, pushed and pulled diagnostics, code actions, hover, the fix-all command,
malformed input, a configuration change, close, shutdown, exit), and the JSON ownership tests
(Tests/ThemelintTests/JSONOwnershipTests.swift). Each must end with no definitely or indirectly
lost bytes and no memory error (invalid read/write/free, uninitialised value).

Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info of Swift binaries, so it runs a copy
with the debug sections stripped: function names stay, line numbers go. Reports that are the Swift
toolchain's, not ours, are suppressed in valgrind.supp, each with its reason. "Possibly lost" blocks
are not counted: they are the Swift runtime's metadata caches and thread stacks, reached only
through interior pointers, and stay allocated for the life of the process.
"""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

import lspraw
from lspraw import BIN, Server, apply_edits, edits_for, find_position, frame, index_to_position

ROOT = pathlib.Path(__file__).resolve().parents[2]
SUPPRESSIONS = pathlib.Path(__file__).resolve().parent / "valgrind.supp"
DEMO = ROOT / "Examples" / "DemoApp"
# Valgrind runs the debug build 20-50x slower; a wait is only a hang guard.
VALGRIND_TIMEOUT = 900

pytestmark = pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed (scripts/install-deps.sh installs it)")


def stripped_copy(binary, directory):
    """`binary` without debug sections (see the module docstring), next to nothing else of ours."""
    copy = directory / pathlib.Path(binary).name
    subprocess.run(["objcopy", "--strip-debug", str(binary), str(copy)], check=True)
    return copy


def memcheck(log, leak_kinds="definite,indirect", leaks_are_errors=True):
    return [
        "valgrind", "--tool=memcheck", "--leak-check=full", f"--show-leak-kinds={leak_kinds}",
        f"--errors-for-leak-kinds={'definite,indirect' if leaks_are_errors else 'none'}", "--error-exitcode=99",
        "--num-callers=40", f"--suppressions={SUPPRESSIONS}", f"--log-file={log}",
    ]


def records(log_text):
    """valgrind's reports, one string each (they are separated by empty `==pid==` lines)."""
    found, current = [], []
    for line in log_text.splitlines():
        body = re.sub(r"^==\d+== ?", "", line)
        if body.strip():
            current.append(body)
        elif current:
            found.append("\n".join(current))
            current = []
    return found + (["\n".join(current)] if current else [])


# How memcheck's error reports (not leaks) begin.
MEMORY_ERRORS = ("Invalid read", "Invalid write", "Invalid free", "Mismatched free", "Conditional jump", "Use of uninitialised",
                 "Syscall param", "Source and destination overlap", "Argument ")


def memory_errors(log_text):
    return [record for record in records(log_text) if record.startswith(MEMORY_ERRORS)]


def lost_bytes(log_text):
    """(definitely, indirectly) lost bytes from the leak summary."""
    if "All heap blocks were freed" in log_text:
        return 0, 0
    summary = re.search(r"definitely lost: ([\d,]+) bytes.*?indirectly lost: ([\d,]+) bytes", log_text, re.S)
    assert summary, "no leak summary in the valgrind log"
    return tuple(int(group.replace(",", "")) for group in summary.groups())


def report(log_text):
    """The log without valgrind's banner, for the assertion message."""
    return "\n".join(line for line in log_text.splitlines() if "== " in line)[-6000:]


@pytest.fixture
def demo(tmp_path):
    """A copy of the demo app (its config, design system and views) plus an emoji-laden fixture view."""
    root = tmp_path / "DemoApp"
    shutil.copytree(DEMO, root)
    (root / ".git").mkdir()
    shutil.copy(ROOT / "Tests/ThemelintTests/Fixtures/Views/EmojiView.swift", root / "Sources/DemoApp/Features/EmojiView.swift")
    return root


def test_lsp_session_is_clean_under_memcheck(demo, tmp_path, monkeypatch):
    monkeypatch.setattr(lspraw, "TIMEOUT", VALGRIND_TIMEOUT)
    log = tmp_path / "memcheck.log"
    server = Server(cwd=demo, args=("serve", "--log-level", "debug"), command=[*memcheck(log), str(stripped_copy(BIN, tmp_path))])
    try:
        server.initialize(root=demo, capabilities={
            "workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True}},
            "textDocument": {"hover": {"contentFormat": ["markdown"]}, "publishDiagnostics": {"versionSupport": True}},
        }, options={"debounceMs": 0})
        features = demo / "Sources/DemoApp/Features"
        texts, versions = {}, {}
        for name in ("ProductCard.swift", "CheckoutView.swift", "ShoppingCartView.swift", "EmojiView.swift"):
            texts[name] = (features / name).read_text(encoding="utf-8")
            uri = server.open(features / name, texts[name])
            versions[uri] = 1
            assert server.diagnostics(uri, 1)["diagnostics"] is not None
        card = (features / "ProductCard.swift").as_uri()
        text = texts["ProductCard.swift"]

        # Typing a hardcoded padding one character at a time.
        anchor = text.index(".cornerRadius(12)") + len(".cornerRadius(12)")
        version = 1
        for ch in "\n                    .padding(16)":
            version += 1
            start = index_to_position(text, anchor)
            server.notify("textDocument/didChange", {"textDocument": {"uri": card, "version": version},
                                                     "contentChanges": [{"range": {"start": start, "end": start}, "text": ch}]})
            text = text[:anchor] + ch + text[anchor:]
            anchor += 1
        typed = server.diagnostics(card, version)["diagnostics"]
        assert "hardcoded-padding" in [d["code"] for d in typed], typed

        # Code actions, hover and a pulled report on the finding just typed.
        actions = server.call("textDocument/codeAction", {
            "textDocument": {"uri": card}, "range": {"start": find_position(text, ".padding(16)"), "end": find_position(text, ".padding(16)", offset=12)},
            "context": {"diagnostics": []}})["result"]
        assert any(a["title"].startswith("Replace") for a in actions), actions
        hover = server.call("textDocument/hover", {"textDocument": {"uri": card}, "position": find_position(text, "16)")})["result"]
        assert "padding" in hover["contents"]["value"].lower()
        pulled = server.call("textDocument/diagnostic", {"textDocument": {"uri": card}})["result"]
        assert pulled["kind"] == "full" and pulled["items"]

        # The fix-all command, answered and applied like an editor does.
        request_id = server.request("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [card]})
        apply = server.server_request("workspace/applyEdit")
        fixed = apply_edits(text, edits_for(apply["params"]["edit"], card))
        server.respond(apply["id"], {"applied": True})
        assert server.response(request_id)["result"] == {"applied": True}
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": card, "version": version}, "contentChanges": [{"text": fixed}]})
        assert ".padding(16)" not in fixed
        assert len(server.diagnostics(card, version)["diagnostics"]) < len(typed)
        versions[card] = version

        # Malformed input: a body that is not JSON, and a header without Content-Length; the session goes on.
        server.write_raw(frame(b'{"jsonrpc":"2.0","id":77,') + b"Content-Type: x\r\n\r\n{}")
        error = server.wait_for(lambda m: "error" in m and m.get("id") is None, "the parse error")
        assert error["error"]["code"] == -32700

        # A configuration change re-lints every open document; all of them are waited for, so no lint
        # is still running when the session ends (work cut off by exit would look like lost memory).
        server.notify("workspace/didChangeConfiguration", {"settings": {"themelint": {"ignore": ["hardcoded-color"]}}})
        for uri, current in versions.items():
            assert "hardcoded-color" not in [d["code"] for d in server.diagnostics(uri, current)["diagnostics"]]

        server.notify("textDocument/didClose", {"textDocument": {"uri": card}})
        cleared = server.notification("textDocument/publishDiagnostics", lambda m: m["params"]["uri"] == card and "version" not in m["params"])
        assert cleared["params"]["diagnostics"] == []
        server.shutdown_and_exit()
    finally:
        server.kill()
    log_text = log.read_text()
    assert memory_errors(log_text) == [], report(log_text)
    assert lost_bytes(log_text) == (0, 0), report(log_text)
    assert server.proc.returncode == 0, report(log_text)


def test_json_ownership_tests_are_clean_under_memcheck(tmp_path):
    """XCTest itself leaves its suite objects behind at exit, so here the check is narrower: no memory
    error anywhere, and no lost block (definitely, indirectly or possibly) that json-c allocated."""
    tests = pathlib.Path(BIN).parent / "themelintPackageTests.xctest"
    if not tests.exists():
        pytest.skip(f"{tests} is not built (`make test` builds it in test-swift, before these tests)")
    log = tmp_path / "memcheck.log"
    command = [*memcheck(log, leak_kinds="definite,indirect,possible", leaks_are_errors=False), str(stripped_copy(tests, tmp_path))]
    run = subprocess.run([*command, "ThemelintTests.JSONOwnershipTests"], capture_output=True, text=True, timeout=VALGRIND_TIMEOUT)
    log_text = log.read_text()
    executed = re.search(r"Executed (\d+) tests?, with 0 failures", run.stdout + run.stderr)
    assert executed and int(executed.group(1)) > 0, run.stdout + run.stderr
    assert memory_errors(log_text) == [], report(log_text)
    json_leaks = [r for r in records(log_text) if "lost in loss record" in r and "libjson-c" in r]
    assert json_leaks == [], "\n\n".join(json_leaks)[:6000]
    assert run.returncode == 0, report(log_text)
