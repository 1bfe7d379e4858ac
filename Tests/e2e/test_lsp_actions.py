"""Code actions applied to the text (quickfix, disable-for-line, fix-all, the fixAll command),
hover, and pulled diagnostics (textDocument/diagnostic, workspace/diagnostic with progress)."""
import subprocess

import pytest

from lspraw import BIN, Server, apply_edits, edits_for, find_position

CONFIG = """{
  "tokens": {"colors": {
    "Branding.primary": {"light": "#8F97A4", "accessor": "Color.Branding.primary"},
    "Branding.accent": {"light": "#FF0000", "dark": "#CC0000", "accessor": "Color.Branding.accent"}
  },
  "padding": {"accessor": "D.Content.padding(.{step})", "steps": {"small": 8, "regular": 16}},
  "spacing": {"accessor": "D.Content.spacing(.{step})", "steps": {"small": 8, "regular": 12}}}
}
"""

VIEW = """import SwiftUI

struct CardView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("🎨 Title").background(Color(hex: "#8F97A4"))
            Text("Body")
                .padding(16)
        }
    }
}
"""


@pytest.fixture
def themed(workspace):
    (workspace / ".themelint.json").write_text(CONFIG)
    return workspace


def actions(server, uri, text, needle, only=None, length=1):
    start = find_position(text, needle)
    end = find_position(text, needle, offset=length)
    context = {"diagnostics": []}
    if only is not None:
        context["only"] = only
    response = server.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": start, "end": end}, "context": context})
    return response["result"]


def test_quickfix_replaces_the_literal_with_the_token(server, themed):
    server.initialize(root=themed)
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    found = actions(server, uri, VIEW, ".padding(16)", length=12)
    fix = [a for a in found if a["kind"] == "quickfix" and a["title"].startswith("Replace")][0]
    assert fix["isPreferred"] is True
    assert fix["diagnostics"][0]["code"] == "hardcoded-padding"
    fixed = apply_edits(VIEW, edits_for(fix["edit"], uri))
    assert ".padding(D.Content.padding(.regular))" in fixed
    assert fixed.replace(".padding(D.Content.padding(.regular))", ".padding(16)") == VIEW


def test_colour_quickfix_after_an_emoji_lands_in_the_right_place(server, themed):
    server.initialize(root=themed)
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    found = actions(server, uri, VIEW, 'Color(hex:', length=5)
    fix = [a for a in found if a["title"].startswith("Replace")][0]
    fixed = apply_edits(VIEW, edits_for(fix["edit"], uri))
    assert 'Text("🎨 Title").background(Color.Branding.primary)' in fixed


def test_halfway_padding_offers_both_steps_as_choices_none_preferred(server, themed):
    view = VIEW.replace(".padding(16)", ".padding(12)")
    # Three steps make a scale to snap to (fewer are named constants, not a grid).
    (themed / ".themelint.json").write_text(CONFIG.replace('"regular": 16}', '"regular": 16, "large": 24}'))
    server.initialize(root=themed)
    uri = server.open(themed / "Sources" / "CardView.swift", view)
    server.diagnostics(uri, 1)
    found = actions(server, uri, view, ".padding(12)", length=12)
    choices = [a for a in found if a["kind"] == "quickfix" and a["title"].startswith("Replace 12")]
    assert [a["isPreferred"] for a in choices] == [False, False]
    fixed = [apply_edits(view, edits_for(a["edit"], uri)) for a in choices]
    assert ".padding(D.Content.padding(.small))" in fixed[0] and ".padding(D.Content.padding(.regular))" in fixed[1]
    # A choice changes the layout: `--fix`, even with unsafe fixes, leaves it alone.
    source = themed / "Sources" / "CardView.swift"
    source.write_text(view)
    subprocess.run([BIN, "check", "--fix", "--unsafe-fixes", "--no-cache", str(source)], cwd=themed, capture_output=True)
    assert ".padding(12)" in source.read_text()


def test_disable_for_this_line_inserts_an_indented_suppression_that_works(server, themed):
    server.initialize(root=themed)
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    found = actions(server, uri, VIEW, ".padding(16)", length=12)
    disable = [a for a in found if a["title"] == "Disable hardcoded-padding for this line"][0]
    fixed = apply_edits(VIEW, edits_for(disable["edit"], uri))
    assert "            Text(\"Body\")\n                // themelint:disable-next-line hardcoded-padding\n                .padding(16)\n" in fixed
    # The CLI agrees that the finding is gone (same engine).
    path = themed / "Sources" / "CardView.swift"
    path.write_text(fixed)
    report = subprocess.run([BIN, "check", str(path), "--format", "json"], cwd=themed, capture_output=True, text=True)
    assert "hardcoded-padding" not in report.stdout
    # And so does the server, after the edit is sent back.
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]})
    assert "hardcoded-padding" not in [d["code"] for d in server.diagnostics(uri, 2)["diagnostics"]]


def test_fix_all_source_action_matches_source_fix_all_requests(server, themed):
    server.initialize(root=themed, capabilities={"workspace": {"workspaceEdit": {"documentChanges": True}}})
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW, version=5)
    server.diagnostics(uri, 5)
    for only in (["source.fixAll"], ["source.fixAll.themelint"], ["source"]):
        found = actions(server, uri, VIEW, "import", only=only)
        assert [a["kind"] for a in found] == ["source.fixAll.themelint"], only
        change = found[0]["edit"]["documentChanges"][0]
        assert change["textDocument"] == {"uri": uri, "version": 5}
        fixed = apply_edits(VIEW, change["edits"])
        assert ".padding(D.Content.padding(.regular))" in fixed
        assert "VStack(spacing: D.Content.spacing(.regular))" in fixed
        assert 'Color(hex: "#8F97A4")' not in fixed
    assert actions(server, uri, VIEW, "import", only=["refactor"]) == []
    assert all(a["kind"] == "quickfix" for a in actions(server, uri, VIEW, ".padding(16)", only=["quickfix"], length=12))


def test_fix_all_edit_is_resolved_lazily_for_clients_that_resolve(server, themed):
    """A client that resolves edits gets the fix-all action without one (computing it costs a fix
    pass and a parse); `codeAction/resolve` fills in the same edit the eager action carries."""
    server.initialize(root=themed, capabilities={"textDocument": {"codeAction": {"resolveSupport": {"properties": ["edit"]}}}})
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    found = actions(server, uri, VIEW, "import", only=["source.fixAll"])
    assert [a["kind"] for a in found] == ["source.fixAll.themelint"] and "edit" not in found[0]
    resolved = server.call("codeAction/resolve", found[0])["result"]
    assert {k: v for k, v in resolved.items() if k != "edit"} == found[0]
    fixed = apply_edits(VIEW, edits_for(resolved["edit"], uri))
    assert ".padding(D.Content.padding(.regular))" in fixed and 'Color(hex: "#8F97A4")' not in fixed
    # Quickfixes carry their edits already; resolving one gives it back unchanged.
    quickfix = actions(server, uri, VIEW, ".padding(16)", only=["quickfix"], length=12)[0]
    assert server.call("codeAction/resolve", quickfix)["result"] == quickfix
    bad = server.call("codeAction/resolve", {"title": "x", "data": {"uri": "http://example.com/x.swift"}})
    assert bad["error"]["code"] == -32602
    # A client without resolve support gets the edit at once, and it makes the same text.
    eager_server = Server(cwd=themed)
    try:
        eager_server.initialize(root=themed)
        eager_server.open(themed / "Sources" / "CardView.swift", VIEW)
        eager_server.diagnostics(uri, 1)
        [eager] = actions(eager_server, uri, VIEW, "import", only=["source.fixAll"])
        assert apply_edits(VIEW, edits_for(eager["edit"], uri)) == fixed
    finally:
        eager_server.kill()


def test_fix_all_command_goes_through_workspace_apply_edit(server, themed):
    server.initialize(root=themed, capabilities={"workspace": {"applyEdit": True}})
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    request_id = server.request("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [uri]})
    apply = server.server_request("workspace/applyEdit")
    fixed = apply_edits(VIEW, edits_for(apply["params"]["edit"], uri))
    assert ".padding(D.Content.padding(.regular))" in fixed and "Color.Branding.primary" in fixed
    server.respond(apply["id"], {"applied": True})
    assert server.response(request_id)["result"] == {"applied": True}
    # Re-linting the fixed text leaves nothing fixable.
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]})
    assert server.diagnostics(uri, 2)["diagnostics"] == []


def test_fix_all_command_without_apply_edit_support_fails_cleanly(server, themed):
    server.initialize(root=themed)
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    response = server.call("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": [{"uri": uri}]})
    assert response["error"]["code"] == -32803


def test_hover_over_a_colour_literal_lists_nearest_tokens(server, themed):
    server.initialize(root=themed, capabilities={"textDocument": {"hover": {"contentFormat": ["markdown"]}}})
    text = VIEW.replace('Color(hex: "#8F97A4")', 'Color(red: 0.56, green: 0.6, blue: 0.65)')
    uri = server.open(themed / "Sources" / "CardView.swift", text)
    server.diagnostics(uri, 1)
    response = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": find_position(text, "red: 0.56")})
    contents = response["result"]["contents"]
    assert contents["kind"] == "markdown"
    assert "Hardcoded colour" in contents["value"]
    assert "Color.Branding.primary" in contents["value"] and "ΔE" in contents["value"]
    # The nearer token comes first.
    assert contents["value"].index("Color.Branding.primary") < contents["value"].index("Color.Branding.accent")
    assert response["result"]["range"]["start"] == find_position(text, "Color(red")


def test_hover_over_a_padding_literal_shows_scale_steps(server, themed):
    server.initialize(root=themed)
    text = VIEW.replace(".padding(16)", ".padding(15)")
    uri = server.open(themed / "Sources" / "CardView.swift", text)
    response = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": find_position(text, "15")})
    value = response["result"]["contents"]["value"]
    assert "Hardcoded padding" in value and "D.Content.padding(.regular)" in value and "+1 pt" in value


def test_hover_over_a_token_reference_shows_light_dark_and_origin(server, themed):
    server.initialize(root=themed)
    text = VIEW.replace('Color(hex: "#8F97A4")', "Color.Branding.accent")
    uri = server.open(themed / "Sources" / "CardView.swift", text)
    response = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": find_position(text, "accent")})
    value = response["result"]["contents"]["value"]
    assert "Color.Branding.accent" in value and "#FF0000" in value and "#CC0000" in value
    assert ".themelint.json:4" in value  # the line that defines the token
    nothing = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}})
    assert nothing["result"] is None


def test_pull_diagnostics_with_result_ids(server, themed):
    server.initialize(root=themed, capabilities={"textDocument": {"diagnostic": {"dynamicRegistration": False}}})
    uri = server.open(themed / "Sources" / "CardView.swift", VIEW)
    first = server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]
    assert first["kind"] == "full" and first["resultId"]
    assert sorted(d["code"] for d in first["items"]) == ["hardcoded-color", "hardcoded-padding", "hardcoded-spacing"]
    again = server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}, "previousResultId": first["resultId"]})["result"]
    assert again == {"kind": "unchanged", "resultId": first["resultId"]}
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": "import SwiftUI\n"}]})
    third = server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}, "previousResultId": first["resultId"]})["result"]
    assert third["kind"] == "full" and third["items"] == []
    # A pull client gets no pushed diagnostics.
    assert not [m for m in server.backlog if m.get("method") == "textDocument/publishDiagnostics"]


def test_workspace_diagnostic_reports_every_file_with_progress(server, themed):
    (themed / "Sources" / "CardView.swift").write_text(VIEW)
    (themed / "Sources" / "Clean.swift").write_text("import SwiftUI\n")
    (themed / "Sources" / "Nested").mkdir()
    (themed / "Sources" / "Nested" / "Other.swift").write_text("import SwiftUI\nlet v = Text(\"a\").padding(8)\n")
    server.initialize(root=themed, capabilities={"textDocument": {"diagnostic": {}}, "window": {"workDoneProgress": True}})
    request_id = server.request("workspace/diagnostic", {"previousResultIds": [], "workDoneToken": "tok-1"})
    result = server.response(request_id)["result"]
    by_file = {item["uri"].rsplit("/", 1)[1]: item for item in result["items"]}
    assert set(by_file) == {"CardView.swift", "Clean.swift", "Other.swift"}
    assert len(by_file["CardView.swift"]["items"]) == 3 and by_file["Clean.swift"]["items"] == []
    assert all(item["kind"] == "full" and item["version"] is None for item in result["items"])
    progress = [m["params"]["value"]["kind"] for m in server.backlog if m.get("method") == "$/progress" and m["params"]["token"] == "tok-1"]
    assert progress[0] == "begin" and progress[-1] == "end" and "report" in progress
    previous = [{"uri": item["uri"], "value": item["resultId"]} for item in result["items"]]
    # Nothing changed: the request is held open (long poll) instead of answering "unchanged" at once.
    # Without a token the server asks the client to create one first.
    second_id = server.request("workspace/diagnostic", {"previousResultIds": previous})
    create = server.server_request("window/workDoneProgress/create")
    server.respond(create["id"], None)
    token = create["params"]["token"]
    server.wait_for(lambda m: m.get("method") == "$/progress" and m["params"]["token"] == token and m["params"]["value"]["kind"] == "end", "the end of the scan")
    # A change wakes it: the edited file is reported in full, the rest unchanged.
    clean = themed / "Sources" / "Clean.swift"
    server.open(clean, "import SwiftUI\nstruct C: View { var body: some View { Text(\"a\").padding(4) } }\n")
    second = server.response(second_id)["result"]
    kinds = {item["uri"].rsplit("/", 1)[1]: item["kind"] for item in second["items"]}
    assert kinds == {"CardView.swift": "unchanged", "Clean.swift": "full", "Other.swift": "unchanged"}
    [clean_report] = [item for item in second["items"] if item["uri"].endswith("Clean.swift")]
    assert clean_report["version"] == 1 and [d["code"] for d in clean_report["items"]] == ["hardcoded-padding"]
    # A held request is answered with -32800 when cancelled.
    latest = [{"uri": item["uri"], "value": item["resultId"]} for item in second["items"]]
    third_id = server.request("workspace/diagnostic", {"previousResultIds": latest, "workDoneToken": "tok-3"})
    server.wait_for(lambda m: m.get("method") == "$/progress" and m["params"]["token"] == "tok-3" and m["params"]["value"]["kind"] == "end", "the end of the third scan")
    server.notify("$/cancelRequest", {"id": third_id})
    assert server.response(third_id)["error"]["code"] == -32800


def test_a_null_work_done_token_is_no_token(server, themed):
    """`"workDoneToken": null` means the client gave none: the server creates its own, and no progress goes to a null token."""
    (themed / "Sources" / "CardView.swift").write_text(VIEW)
    server.initialize(root=themed, capabilities={"textDocument": {"diagnostic": {}}, "window": {"workDoneProgress": True}})
    request_id = server.request("workspace/diagnostic", {"previousResultIds": [], "workDoneToken": None})
    create = server.server_request("window/workDoneProgress/create")
    server.respond(create["id"], None)
    result = server.response(request_id)["result"]
    assert [item["uri"].rsplit("/", 1)[1] for item in result["items"]] == ["CardView.swift"]
    tokens = {m["params"]["token"] for m in server.backlog if m.get("method") == "$/progress"}
    assert tokens == {create["params"]["token"]}
