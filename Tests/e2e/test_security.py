"""The security guarantees of README.md ("Hostile input and limits"), checked on the disk:

- the CLI writes source files only with --fix, only below the paths it was given, never through a
  symlink; reports, baselines and the cache go only where asked (or documented);
- the language server writes nothing: its edits reach the disk only through the client's
  workspace/applyEdit;
- configuration (and Package.swift) is data: nothing in it is ever executed;
- document URIs are validated: other schemes are refused with a clear error, paths are normalised.

Each test hashes the whole temporary tree, a directory beside the project and what a symlink
reaches outside it included, before and after.
"""
import json
import os
import subprocess

import pytest

from lspraw import BIN, Server, edits_for, find_position
from test_cli import CONFIG, CONFIG_WITH_TARGET, VIEW
from test_hostile import changed_since, run, snapshot


@pytest.fixture
def tree(tmp_path):
    """tmp_path/project (linted as `Sources`) and tmp_path/outside, reached only through symlinks."""
    project, outside = tmp_path / "project", tmp_path / "outside"
    for directory in (project / ".git", project / "Sources", project / "Other", outside):
        directory.mkdir(parents=True)
    (project / "Sources" / "CardView.swift").write_text(VIEW)
    (project / ".themelint.json").write_text(CONFIG_WITH_TARGET)
    (project / "Other" / "Untouched.swift").write_text(VIEW.replace("CardView", "Untouched"))
    (outside / "Linked.swift").write_text(VIEW.replace("CardView", "Linked"))
    (outside / "Beyond.swift").write_text(VIEW.replace("CardView", "Beyond"))
    os.symlink(outside / "Linked.swift", project / "Sources" / "Linked.swift")
    os.symlink(outside, project / "Sources" / "Elsewhere")
    return tmp_path


def lint(tree, *args):
    return run("check", *args, cwd=tree / "project")


def test_check_writes_nothing_without_the_cache(tree):
    before = snapshot(tree)
    for args in (["--no-cache", "Sources"], ["--no-cache", "--diff", "Sources"], ["--no-cache", "--statistics", "Sources"],
                 ["--no-cache", "--format", "sarif", "Sources"]):
        assert lint(tree, *args).code == 1
        assert changed_since(before, tree) == set(), args


def test_the_cache_is_the_only_write_of_a_plain_check(tree):
    before = snapshot(tree)
    assert lint(tree, "Sources").code == 1
    changed = changed_since(before, tree)
    assert changed and all(path.startswith("project/.themelint-cache") for path in changed), changed


def test_fix_writes_only_regular_files_below_the_given_paths(tree):
    before = snapshot(tree)
    result = lint(tree, "--no-cache", "--fix", "Sources")
    assert result.code == 2
    assert result.err == "themelint: Sources/Linked.swift: not fixed: it is a symlink; fix the file it points to\n"
    assert changed_since(before, tree) == {"project/Sources/CardView.swift"}
    assert "Beyond" not in result.out  # the linked directory is not entered
    # Other/ has the same findings and is in the same repository, but was not named.
    assert (tree / "project" / "Other" / "Untouched.swift").read_text() == VIEW.replace("CardView", "Untouched")
    assert (tree / "project" / "Sources" / "Linked.swift").is_symlink()


def test_baseline_and_reports_go_only_where_asked(tree):
    before = snapshot(tree)
    assert lint(tree, "--no-cache", "--write-baseline", "baseline.json", "Sources").code == 0
    assert changed_since(before, tree) == {"project/baseline.json"}
    before = snapshot(tree)
    result = lint(tree, "--no-cache", "--format", "text", "--format", "json:reports/lint.json", "--format", "sarif:reports/lint.sarif",
                  "--output", "report.txt", "Sources")
    assert result.code == 1 and result.out == ""
    assert changed_since(before, tree) == {"project/reports", "project/reports/lint.json", "project/reports/lint.sarif", "project/report.txt"}


# --- the language server --------------------------------------------------------------------------

def test_the_server_never_writes_fixes_go_through_apply_edit(tree):
    project = tree / "project"
    (project / ".themelint.json").write_text(CONFIG.replace('"tokens"', '"rules": {"hardcoded-spacing": "info"},\n  "tokens"', 1))
    before = snapshot(tree)
    server = Server(cwd=project)
    try:
        server.initialize(root=project, capabilities={
            "workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True}},
            "textDocument": {"diagnostic": {}}, "window": {"workDoneProgress": True}})
        path = project / "Sources" / "CardView.swift"
        uri = server.open(path, VIEW)
        server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}})
        server.call("workspace/diagnostic", {"previousResultIds": [], "workDoneToken": "scan"})
        server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": find_position(VIEW, "16")})
        actions = server.call("textDocument/codeAction", {
            "textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 12, "character": 0}},
            "context": {"diagnostics": [], "only": ["source.fixAll"]}})["result"]
        assert [action["kind"] for action in actions] == ["source.fixAll.themelint"]
        request_id = server.request("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [uri]})
        apply = server.server_request("workspace/applyEdit")
        assert edits_for(apply["params"]["edit"], uri), apply
        server.respond(apply["id"], {"applied": True})  # a client would write it; this one does not
        assert server.response(request_id)["result"] == {"applied": True}
        server.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (project / ".themelint.json").as_uri(), "type": 2}]})
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        assert server.shutdown_and_exit() == 0
    finally:
        server.kill()
    assert changed_since(before, tree) == set()


NON_FILE_URIS = [
    # (URI, what the error names)
    ("untitled:Untitled-1", 'has the URI scheme "untitled"; expected file://'),
    ("http://example.com/View.swift", 'has the URI scheme "http"; expected file://'),
    ("vscode-notebook-cell:/ws/Notebook.ipynb#W0sZmlsZQ%3D%3D", 'has the URI scheme "vscode-notebook-cell"; expected file://'),
    ("file://server/share/View.swift", "names a remote host (server); only local file:// URIs are supported"),
]


@pytest.mark.parametrize("uri,error", NON_FILE_URIS, ids=[u.split(":")[0] if not u.startswith("file") else "remote file" for u, _ in NON_FILE_URIS])
def test_non_file_uris_get_a_clear_error(server, workspace, uri, error):
    server.initialize(root=workspace)
    # A notification cannot be answered: it is logged, and nothing is published for it.
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": VIEW}})
    answer = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 46}})
    assert answer["error"]["code"] == -32602 and error in answer["error"]["message"], answer
    fix_all = server.call("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [uri]})
    assert fix_all["error"]["code"] == -32602 and error in fix_all["error"]["message"], fix_all
    assert server.shutdown_and_exit() == 0
    assert not [m for m in server.backlog if m.get("method") == "textDocument/publishDiagnostics"]
    assert f"didOpen: \"{uri}\" {error}" in server.final_stderr() or f"didOpen: themelint only lints files on disk: \"{uri}\" {error}" in server.final_stderr()


def test_file_uris_are_normalised_before_config_and_excludes_apply(server, workspace):
    (workspace / ".themelint.json").write_text('{"exclude": ["Generated/**"]}')
    (workspace / "Generated").mkdir()
    server.initialize(root=workspace)
    root = workspace.as_uri()
    # `..` and its percent-encoded spelling are resolved: the file is in Generated/, so excluded.
    for index, uri in enumerate([f"{root}/Sources/../Generated/Colors.swift", f"{root}/Sources/%2E%2E/Generated/Colors2.swift"]):
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": VIEW}})
        assert server.diagnostics(uri, 1)["diagnostics"] == [], uri
    # A percent-encoded name is decoded: linted as Sources/Card View.swift.
    spaced = f"{root}/Sources/Card%20View.swift"
    server.notify("textDocument/didOpen", {"textDocument": {"uri": spaced, "languageId": "swift", "version": 1, "text": VIEW}})
    assert len(server.diagnostics(spaced, 1)["diagnostics"]) == 5
    nul = server.call("textDocument/hover", {"textDocument": {"uri": f"{root}/Sources/A%00.swift"}, "position": {"line": 0, "character": 0}})
    assert nul["error"]["code"] == -32602 and "NUL byte" in nul["error"]["message"]
    assert server.shutdown_and_exit() == 0


# --- configuration is data ------------------------------------------------------------------------------

def test_config_values_are_never_executed(tree):
    project, marker = tree / "project", tree / "pwned"
    payloads = [f"$(touch {marker}-1)", f"`touch {marker}-2`", f"; touch {marker}-3", f"| touch {marker}-4 #"]
    (project / "shared.json").write_text('{"rules": {"hardcoded-spacing": "off"}}')
    config = {
        "extends": "shared.json",
        "include": ["Sources/**", *payloads],
        "exclude": payloads,
        "deploymentTarget": {"iOS": "14.0"},
        "compatWrapper": {"name": "compatibleCall", "supports": payloads},
        "tokens": {"colors": {"Brand": {"light": "#8F97A4", "accessor": "Color.brand"}},
                   "padding": {"accessor": "D.pad(.{step})", "steps": {"regular": 16}}},
    }
    (project / ".themelint.json").write_text(json.dumps(config))
    result = lint(tree, "--no-cache", "Sources")
    assert result.code == 1
    assert "D.pad(.regular)" in result.out
    # An accessor is pasted into Swift source by fixes, so one that is not a Swift expression is a config error.
    for accessor in [f"Color.brand{payloads[0]}", f"Color.brand{payloads[1]}", f"Color.brand{payloads[2]}"]:
        config["tokens"]["colors"]["Brand"]["accessor"] = accessor
        (project / ".themelint.json").write_text(json.dumps(config))
        rejected = lint(tree, "--no-cache", "Sources")
        assert rejected.code == 2 and "tokens.colors.Brand.accessor" in rejected.err and "is not a Swift expression" in rejected.err, rejected.err
    (project / ".themelint.json").write_text(json.dumps({"extends": payloads[0]}))
    refused = lint(tree, "--no-cache", "Sources")
    assert refused.code == 2 and "cannot read the file (no such file or directory)" in refused.err
    assert not list(tree.glob("pwned*")) and not list(project.glob("**/pwned*"))


def test_package_swift_is_parsed_never_run(tree):
    project, marker = tree / "project", tree / "pwned-manifest"
    (project / ".themelint.json").write_text(CONFIG)  # no target stated: the manifest gives it
    (project / "Package.swift").write_text(
        "// swift-tools-version:5.9\nimport Foundation\nimport PackageDescription\n"
        f"FileManager.default.createFile(atPath: \"{marker}\", contents: nil)\n"
        "let package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
    # listRowSeparator needs iOS 15: with the manifest's iOS 16 nothing is missing.
    result = lint(tree, "--no-cache", "--select", "missing-compat-wrapper", "--strict", "Sources/CardView.swift")
    assert result.code == 0, result.out
    assert not marker.exists()


def test_no_process_is_started_by_a_check(tree):
    """A `git`, `swift` or shell earlier on PATH would leave a mark if themelint ran one."""
    fake = tree / "fake-bin"
    fake.mkdir()
    for name in ("git", "swift", "sh", "bash", "env", "xcrun", "xcodebuild"):
        script = fake / name
        script.write_text(f"#!/bin/sh\necho {name} >> {tree}/spawned\n")
        script.chmod(0o755)
    environment = dict(os.environ, PATH=f"{fake}:{os.environ.get('PATH', '')}")
    (tree / "project" / "Package.swift").write_text('// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "App")\n')
    for args in (["--no-cache", "Sources"], ["--no-cache", "--fix", "Sources"], ["Sources"]):
        completed = subprocess.run([BIN, "check", *args], cwd=tree / "project", env=environment, capture_output=True, timeout=60)
        assert completed.returncode in (1, 2), completed.stderr
    assert not (tree / "spawned").exists(), (tree / "spawned").read_text()
    # The one documented exception shows the trap works: --diff-base runs git.
    subprocess.run([BIN, "check", "--no-cache", "--diff-base", "HEAD", "Sources"], cwd=tree / "project", env=environment,
                   capture_output=True, timeout=60)
    assert (tree / "spawned").read_text() == "git\n"
