"""Text synchronisation and pushed diagnostics: incremental edits (several per notification),
versions, superseded results, close, and position encodings with emoji, CJK and combining marks."""
import pytest

from lspraw import TIMEOUT, apply_edits, find_position, index_to_position

VIEW = """import SwiftUI

struct CardView: View {
    var body: some View {
        VStack {
            Text("Body")
                .padding(16)
        }
    }
}
"""


def codes(params):
    return sorted(d["code"] for d in params["diagnostics"])


def change(server, uri, version, *changes):
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": list(changes)})


def edit(text, start_index, end_index, new, encoding="utf-16"):
    return {"range": {"start": index_to_position(text, start_index, encoding), "end": index_to_position(text, end_index, encoding)}, "text": new}


def test_open_publishes_versioned_diagnostics_with_code_source_and_docs(server, workspace):
    # The seed's padding scale, stated: only then is its step named.
    (workspace / ".themelint.json").write_text('{"tokens": {"padding": {"accessor": "D.Content.padding(.{step})"}}}')
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "CardView.swift", VIEW, version=3)
    params = server.diagnostics(uri)
    assert params["version"] == 3
    [diagnostic] = params["diagnostics"]
    assert diagnostic["code"] == "hardcoded-padding"
    assert diagnostic["source"] == "themelint"
    assert diagnostic["severity"] == 2
    assert diagnostic["codeDescription"]["href"].endswith("hardcoded-padding.md")
    assert "D.Content.padding(.regular)" in diagnostic["message"]  # the suggestion is in the message
    assert diagnostic["range"] == {"start": find_position(VIEW, "16"), "end": find_position(VIEW, "16", offset=2)}


def test_incremental_edits_several_per_notification(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "CardView.swift", VIEW)
    assert codes(server.diagnostics(uri, 1)) == ["hardcoded-padding"]
    text = VIEW
    # Two edits in one notification, the second relative to the text after the first.
    first = edit(text, text.index("16"), text.index("16") + 2, "D.Content.padding(.regular)")
    text = apply_edits(text, [{"range": first["range"], "newText": first["text"]}])
    insert_at = text.index('Text("Body")')
    second = edit(text, insert_at, insert_at, 'Text("x").foregroundColor(Color(red: 1, green: 0, blue: 0))\n            ')
    text = apply_edits(text, [{"range": second["range"], "newText": second["text"]}])
    change(server, uri, 2, first, second)
    params = server.diagnostics(uri, 2)
    assert codes(params) == ["hardcoded-color"]
    color = params["diagnostics"][0]
    assert color["range"]["start"] == find_position(text, "Color(red")
    # Deleting across lines, then a full-text replacement.
    start = text.index("VStack {")
    end = text.index("}\n    }\n}") + 1
    third = edit(text, start, end, "EmptyView()")
    text = apply_edits(text, [{"range": third["range"], "newText": third["text"]}])
    change(server, uri, 3, third)
    assert server.diagnostics(uri, 3)["diagnostics"] == []
    change(server, uri, 4, {"text": VIEW.replace("16", "17")})
    params = server.diagnostics(uri, 4)
    assert codes(params) == ["hardcoded-padding"] and "17" in params["diagnostics"][0]["message"]


def test_rapid_edits_never_publish_a_superseded_version(server, workspace):
    server.initialize(root=workspace, options={"debounceMs": 50})
    uri = server.open(workspace / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    text = VIEW
    batch = b""
    from lspraw import frame
    for version in range(2, 40):
        index = text.index(".padding(") + len(".padding(")
        end = text.index(")", index)
        new = str(version)
        replace = edit(text, index, end, new)
        text = text[:index] + new + text[end:]
        batch += frame({"jsonrpc": "2.0", "method": "textDocument/didChange",
                        "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [replace]}})
    server.write_raw(batch)
    final = server.diagnostics(uri, 39)
    assert "39" in final["diagnostics"][0]["message"]
    # Every publication seen was for a version that was current when published: non-decreasing, ending at 39.
    seen = [m["params"]["version"] for m in server.backlog if m.get("method") == "textDocument/publishDiagnostics"]
    assert seen == sorted(seen)
    # After shutdown nothing older than 39 may trail in.
    assert server.call("shutdown")["result"] is None
    late = [m["params"]["version"] for m in server.backlog if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["version"] < 39]
    assert all(v <= 39 for v in late)


def test_close_clears_diagnostics(server, workspace):
    server.initialize(root=workspace)
    uri = server.open(workspace / "Sources" / "CardView.swift", VIEW)
    server.diagnostics(uri, 1)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    params = server.notification("textDocument/publishDiagnostics", lambda m: m["params"]["uri"] == uri and m["params"]["diagnostics"] == [])
    assert "version" not in params["params"]


def test_non_file_documents_are_ignored_not_fatal(server, workspace):
    server.initialize(root=workspace)
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "untitled:Untitled-1", "languageId": "swift", "version": 1, "text": "let x = Color.red"}})
    assert server.shutdown_and_exit() == 0
    assert "untitled" in server.final_stderr()


# Emoji (astral plane: 2 UTF-16 units, 4 UTF-8 bytes), CJK (1 unit, 3 bytes), combining marks
# (e + U+0301: 2 scalars) and a ZWJ family emoji, all on the same line as the finding.
UNICODE_LINE = '        Text("🎨 色彩 e\u0301 👨\u200d👩\u200d👧").padding(8).background(Color(red: 1, green: 0, blue: 0))\n'
UNICODE_VIEW = "import SwiftUI\nstruct V: View {\n    var body: some View {\n" + UNICODE_LINE + "    }\n}\n"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
def test_positions_in_each_negotiated_encoding(server, workspace, encoding):
    result = server.initialize(root=workspace, encodings=[encoding, "utf-16"])
    assert result["capabilities"]["positionEncoding"] == encoding
    uri = server.open(workspace / "Sources" / "V.swift", UNICODE_VIEW)
    params = server.diagnostics(uri, 1)
    by_code = {d["code"]: d for d in params["diagnostics"]}
    assert by_code["hardcoded-padding"]["range"]["start"] == find_position(UNICODE_VIEW, "8)", encoding)
    assert by_code["hardcoded-padding"]["range"]["end"] == find_position(UNICODE_VIEW, "8)", encoding, offset=1)
    assert by_code["hardcoded-color"]["range"]["start"] == find_position(UNICODE_VIEW, "Color(red", encoding)
    assert by_code["hardcoded-color"]["range"]["end"] == find_position(UNICODE_VIEW, "0))", encoding, offset=2)
    # An edit addressed in the same encoding, after the emoji: replace the padding literal.
    start = UNICODE_VIEW.index("8)")
    change(server, uri, 2, edit(UNICODE_VIEW, start, start + 1, "16", encoding))
    updated = UNICODE_VIEW[:start] + "16" + UNICODE_VIEW[start + 1:]
    params = server.diagnostics(uri, 2)
    padding = [d for d in params["diagnostics"] if d["code"] == "hardcoded-padding"][0]
    assert "16" in padding["message"]
    assert padding["range"]["start"] == find_position(updated, "16)", encoding)


def test_utf16_is_the_default_and_expected_values_are_literal(server, workspace):
    server.initialize(root=workspace)  # no positionEncodings: UTF-16
    uri = server.open(workspace / "Sources" / "V.swift", UNICODE_VIEW)
    params = server.diagnostics(uri, 1)
    padding = [d for d in params["diagnostics"] if d["code"] == "hardcoded-padding"][0]
    # '        Text("' = 14, 🎨 = 2, ' ' = 1, 色彩 = 2, ' ' = 1, é = 2 (e + combining), ' ' = 1,
    # 👨‍👩‍👧 = 2+1+2+1+2 = 8, '").padding(' = 11  ->  42
    assert padding["range"] == {"start": {"line": 3, "character": 42}, "end": {"line": 3, "character": 43}}


def test_crlf_documents(server, workspace):
    server.initialize(root=workspace)
    text = VIEW.replace("\n", "\r\n")
    uri = server.open(workspace / "Sources" / "CardView.swift", text)
    [diagnostic] = server.diagnostics(uri, 1)["diagnostics"]
    assert diagnostic["range"]["start"] == {"line": 6, "character": 25}


def test_a_slow_lint_blocks_neither_requests_nor_cancellation(server, workspace):
    from lspraw import frame
    server.initialize(root=workspace)
    big = "import SwiftUI\n" + "".join(
        f"struct V{i}: View {{ var body: some View {{ Text(\"x\").padding({i % 40}) }} }}\n" for i in range(10_000))
    big_uri = server.open(workspace / "Sources" / "Big.swift", big)
    small = "import SwiftUI\nstruct S: View {\n    var body: some View { Text(\"a\").padding(15) }\n}\n"
    small_uri = server.open(workspace / "Sources" / "Small.swift", small)
    # Answered while the 10,000-line file is still being linted: before its diagnostics arrive.
    hover = server.call("textDocument/hover", {"textDocument": {"uri": small_uri}, "position": find_position(small, "15")})
    assert "Hardcoded padding" in hover["result"]["contents"]["value"]
    assert not [m for m in server.backlog if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == big_uri]
    # A pull request for the big file, cancelled right away, is answered with -32800. The answer comes
    # once the file's analysis (which the request waits on) is done, and linting 10,000 views takes the
    # debug build a minute or more on a slow machine: what is tested is that nothing else is blocked
    # meanwhile, so the big file's own answers may take longer than the usual wait.
    request = {"jsonrpc": "2.0", "id": 77, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": big_uri}}}
    server.write_raw(frame(request) + frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 77}}))
    assert server.response(77, timeout=4 * TIMEOUT)["error"]["code"] == -32800
    assert len(server.diagnostics(big_uri, 1, timeout=4 * TIMEOUT)["diagnostics"]) == 9_500  # every padding but the zeros and 1-point hairlines
