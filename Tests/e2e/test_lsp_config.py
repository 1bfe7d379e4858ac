"""Configuration: initializationOptions, didChangeConfiguration, .themelint.json reloads through
didChangeWatchedFiles (registered dynamically), and a broken config keeping the last good one."""
import json
import urllib.parse

from lspraw import find_position

VIEW = """import SwiftUI

struct V: View {
    var body: some View {
        Text("a").padding(16).background(Color(hex: "#8F97A4"))
    }
}
"""


def codes(params):
    return sorted(d["code"] for d in params["diagnostics"])


def watched(server, path, kind=2):
    server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": path.as_uri(), "type": kind}]})


def test_initialization_options_select_and_ignore(server, workspace):
    server.initialize(root=workspace, options={"select": ["hardcoded-color"]})
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color"]
    server.notify("workspace/didChangeConfiguration", {"settings": {"themelint": {"select": None, "ignore": ["hardcoded-color"]}}})
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-padding"]


def test_unknown_rule_in_settings_is_reported_not_fatal(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    server.diagnostics(uri, 1)
    server.notify("workspace/didChangeConfiguration", {"settings": {"ignore": ["hardcoded-colour"]}})
    message = server.notification("window/showMessage")
    assert "hardcoded-colour" in message["params"]["message"]


def test_config_path_setting(server, workspace):
    custom = workspace / "config" / "themelint.json"
    custom.parent.mkdir()
    custom.write_text('{"rules": {"hardcoded-padding": "off"}}')
    server.initialize(root=workspace, options={"configPath": "config/themelint.json"})
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color"]


def test_watcher_is_registered_dynamically_when_allowed(server, workspace):
    server.initialize(root=workspace, capabilities={"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    register = server.server_request("client/registerCapability")
    [registration] = register["params"]["registrations"]
    assert registration["method"] == "workspace/didChangeWatchedFiles"
    assert {"globPattern": "**/.themelint.json"} in registration["registerOptions"]["watchers"]
    server.respond(register["id"], None)


def test_build_file_watchers_are_registered(server, workspace):
    server.initialize(root=workspace, capabilities={"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    register = server.server_request("client/registerCapability")
    watchers = register["params"]["registrations"][0]["registerOptions"]["watchers"]
    for pattern in ("**/*.swift", "**/project.pbxproj", "**/*.xcconfig", "**/project.{yml,yaml}"):
        assert {"globPattern": pattern} in watchers
    server.respond(register["id"], None)


COMPAT_VIEW = """import SwiftUI

struct Rows: View {
    var body: some View {
        List { Text("a") }.scrollContentBackground(.hidden)
    }
}
"""


def test_build_file_changes_reread_the_deployment_target(server, workspace):
    """Raising the target in a build file clears a compat finding in an open document without a restart."""
    manifest = workspace / "Package.swift"
    manifest.write_text('// swift-tools-version:5.9\nimport PackageDescription\n'
                        'let package = Package(name: "App", platforms: [.iOS(.v15)])\n')
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "Rows.swift", COMPAT_VIEW)
    [finding] = server.diagnostics(uri, 1)["diagnostics"]
    assert finding["code"] == "missing-compat-wrapper" and "iOS 15.0 (from Package.swift)" in finding["message"]
    manifest.unlink()
    spec = workspace / "project.yml"
    spec.write_text("options:\n  deploymentTarget:\n    iOS: \"16.0\"\n")
    server.notify("workspace/didChangeWatchedFiles", {"changes": [
        {"uri": manifest.as_uri(), "type": 3}, {"uri": spec.as_uri(), "type": 1}]})
    assert server.diagnostics(uri, 1)["diagnostics"] == []
    spec.write_text("options:\n  deploymentTarget:\n    iOS: \"15.4\"\n")
    watched(server, spec)
    # A second publication of the state before may still be on its way (a loaded CI machine showed one):
    # the one that reflects 15.4 is the one with a finding.
    again = server.notification("textDocument/publishDiagnostics",
                                lambda m: m["params"]["uri"] == uri and m["params"]["diagnostics"])["params"]["diagnostics"]
    assert len(again) == 1 and "iOS 15.4 (from project.yml)" in again[0]["message"]


def test_no_registration_without_dynamic_registration(server, workspace):
    server.initialize(root=workspace)
    assert server.call("shutdown")["result"] is None
    assert not [m for m in server.backlog if m.get("method") == "client/registerCapability"]


def test_config_change_relints_open_documents(server, workspace):
    config = workspace / ".themelint.json"
    config.write_text("{}")
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    first = server.diagnostics(uri, 1)
    colour = [d for d in first["diagnostics"] if d["code"] == "hardcoded-color"][0]
    assert "Color.Brand.grey" not in colour["message"]
    # Without a scale the padding is information only (3); with one, the configured severity holds.
    assert [d["severity"] for d in first["diagnostics"] if d["code"] == "hardcoded-padding"] == [3]
    config.write_text(json.dumps({"tokens": {"colors": {"Brand.grey": {"light": "#8F97A4", "accessor": "Color.Brand.grey"}},
                                             "padding": {"accessor": "Spacing.{step}", "steps": {"m": 16}}},
                                  "rules": {"hardcoded-padding": "error"}}))
    watched(server, config)
    second = server.diagnostics(uri, 1)
    by_code = {d["code"]: d for d in second["diagnostics"]}
    assert "Color.Brand.grey" in by_code["hardcoded-color"]["message"]
    assert by_code["hardcoded-padding"]["severity"] == 1 and "Spacing.m" in by_code["hardcoded-padding"]["message"]


def test_broken_config_shows_a_message_and_keeps_the_last_good_one(server, workspace):
    config = workspace / ".themelint.json"
    config.write_text('{"rules": {"hardcoded-padding": "off"}}')
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color"]
    config.write_text('{"rules": {"hardcoded-padding": "of"}')  # broken JSON
    watched(server, config)
    message = server.notification("window/showMessage")
    assert message["params"]["type"] == 1 and ".themelint.json" in message["params"]["message"]
    # Still linted with the last good config: an edit is reported without padding findings.
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"text": VIEW.replace("16", "17")}]})
    assert codes(server.diagnostics(uri, 2)) == ["hardcoded-color"]
    # Repaired: reloaded.
    config.write_text('{"rules": {"hardcoded-color": "off"}}')
    watched(server, config)
    assert codes(server.diagnostics(uri, 2)) == ["hardcoded-padding"]


def test_config_invalid_from_the_start_falls_back_and_says_so(server, workspace):
    (workspace / ".themelint.json").write_text('{"rules": {"no-such-rule": "error"}}')
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    message = server.notification("window/showMessage")
    assert "no-such-rule" in message["params"]["message"]
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color", "hardcoded-padding"]


def test_deleting_the_config_reloads(server, workspace):
    config = workspace / ".themelint.json"
    config.write_text('{"rules": {"hardcoded-padding": "off"}}')
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color"]
    config.unlink()
    watched(server, config, kind=3)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-color", "hardcoded-padding"]


def test_other_json_files_changing_are_not_taken_for_configs(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    server.diagnostics(uri, 1)
    other = workspace / "package.json"
    other.write_text('{"name": "x"}')
    watched(server, other, kind=1)
    assert server.shutdown_and_exit() == 0
    assert not [m for m in server.backlog if m.get("method") == "window/showMessage"]


def test_theme_file_edit_updates_suggestions_in_open_documents(server, workspace):
    server.initialize(root=workspace, capabilities={"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    register = server.server_request("client/registerCapability")
    watchers = register["params"]["registrations"][0]["registerOptions"]["watchers"]
    assert {"globPattern": "**/*.swift"} in watchers and {"globPattern": "**/*.colorset/Contents.json"} in watchers
    server.respond(register["id"], None)
    uri = server.open(workspace / "Sources" / "V.swift", VIEW)
    first = [d for d in server.diagnostics(uri, 1)["diagnostics"] if d["code"] == "hardcoded-color"][0]
    assert "Color.brandSlate" not in first["message"]
    theme = workspace / "Sources" / "Color+Brand.swift"
    theme.write_text("import SwiftUI\n\nextension Color {\n    static let brandSlate = Color(red: 143 / 255, green: 151 / 255, blue: 164 / 255)\n}\n")
    watched(server, theme, kind=1)
    second = [d for d in server.diagnostics(uri, 1)["diagnostics"] if d["code"] == "hardcoded-color"][0]
    assert "Color.brandSlate" in second["message"]


def test_hover_on_a_discovered_token_links_its_file_and_line(server, workspace):
    theme = workspace / "Sources" / "Color+Brand.swift"
    theme.write_text("import SwiftUI\n\nextension Color {\n    static let brandSlate = Color(red: 143 / 255, green: 151 / 255, blue: 164 / 255)\n}\n")
    server.initialize(root=workspace)
    text = VIEW.replace('Color(hex: "#8F97A4")', "Color.brandSlate")
    uri = server.open(workspace / "Sources" / "V.swift", text)
    server.diagnostics(uri, 1)
    position = find_position(text, "brandSlate")
    value = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": position})["result"]["contents"]["value"]
    assert "Color.brandSlate" in value and "#8F97A4" in value
    assert "Color+Brand.swift:4" in value
    assert urllib.parse.unquote(theme.as_uri()) + "#L4" in urllib.parse.unquote(value)
