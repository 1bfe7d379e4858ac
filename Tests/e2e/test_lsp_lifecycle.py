"""Lifecycle and every JSON-RPC error code the server answers with, driven over raw stdio."""
import pathlib

import pytest

from lspraw import Server, frame


def test_initialize_advertises_only_implemented_capabilities(server, workspace):
    result = server.initialize(root=workspace)
    capabilities = result["capabilities"]
    assert result["serverInfo"]["name"] == "themelint"
    assert capabilities["positionEncoding"] == "utf-16"
    assert capabilities["textDocumentSync"]["change"] == 2  # incremental
    assert capabilities["textDocumentSync"]["openClose"] is True
    assert capabilities["hoverProvider"] is True
    assert set(capabilities["codeActionProvider"]["codeActionKinds"]) == {"quickfix", "source.fixAll.themelint"}
    assert capabilities["executeCommandProvider"]["commands"] == ["themelint.fixAll"]
    # No pull-diagnostics capability from this client, so none advertised; nothing we lack either.
    assert "diagnosticProvider" not in capabilities
    for missing in ("completionProvider", "definitionProvider", "documentFormattingProvider", "renameProvider"):
        assert missing not in capabilities
    assert server.shutdown_and_exit() == 0


def test_pull_capable_client_gets_diagnostic_provider(server, workspace):
    result = server.initialize(root=workspace, capabilities={"textDocument": {"diagnostic": {}}})
    provider = result["capabilities"]["diagnosticProvider"]
    assert provider["workspaceDiagnostics"] is True and provider["interFileDependencies"] is False


def test_exit_without_shutdown_exits_1(server, workspace):
    server.initialize(root=workspace)
    server.notify("exit")
    assert server.proc.wait(timeout=60) == 1


def test_exit_before_initialize_exits_1(server):
    server.notify("exit")
    assert server.proc.wait(timeout=60) == 1


def test_end_of_input_ends_cleanly(server, workspace):
    server.initialize(root=workspace)
    server.close_stdin()
    assert server.proc.wait(timeout=60) == 0
    assert not server.stdout_garbage


def test_end_of_input_mid_message_ends_cleanly(server):
    server.write_raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\":")
    server.close_stdin()
    assert server.proc.wait(timeout=60) == 0
    assert "truncated body" in server.final_stderr()


def test_request_before_initialize_is_32002(server):
    response = server.call("textDocument/hover", {"textDocument": {"uri": "file:///x.swift"}, "position": {"line": 0, "character": 0}})
    assert response["error"]["code"] == -32002
    # Notifications before initialize are dropped, and initialize still works afterwards.
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///x.swift", "languageId": "swift", "version": 1, "text": ""}})
    assert "capabilities" in server.call("initialize", {"capabilities": {}})["result"]


def test_second_initialize_is_rejected(server, workspace):
    server.initialize(root=workspace)
    assert server.call("initialize", {"capabilities": {}})["error"]["code"] == -32600


def test_unknown_request_is_32601_and_unknown_notification_ignored(server, workspace):
    server.initialize(root=workspace)
    server.notify("custom/somethingElse", {"x": 1})
    response = server.call("textDocument/definition", {"textDocument": {"uri": "file:///a.swift"}, "position": {"line": 0, "character": 0}})
    assert response["error"]["code"] == -32601
    assert "textDocument/definition" in response["error"]["message"]
    # $/ requests that are unknown are still requests: -32601.
    assert server.call("$/unknownThing", {})["error"]["code"] == -32601


@pytest.mark.parametrize(
    "method,params",
    [
        ("textDocument/hover", {"textDocument": {"uri": "file:///a.swift"}}),
        ("textDocument/hover", {"textDocument": {"uri": 42}, "position": {"line": 0, "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": "file:///a.swift"}, "position": {"line": -1, "character": 0}}),
        ("textDocument/codeAction", {"textDocument": {"uri": "file:///a.swift"}}),
        ("textDocument/codeAction", {"textDocument": {"uri": "file:///a.swift"}, "range": {"start": {"line": 0}}, "context": {}}),
        ("textDocument/diagnostic", {}),
        ("workspace/executeCommand", {"command": "themelint.unknown"}),
        ("workspace/executeCommand", {"command": "themelint.fixAll", "arguments": []}),
        ("workspace/diagnostic", {"previousResultIds": "nope"}),
        ("textDocument/hover", {"textDocument": {"uri": "untitled:Untitled-1"}, "position": {"line": 0, "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": "https://example.com/a.swift"}, "position": {"line": 0, "character": 0}}),
    ],
)
def test_invalid_params_is_32602(server, workspace, method, params):
    server.initialize(root=workspace)
    response = server.call(method, params)
    assert response["error"]["code"] == -32602, response
    assert response["error"]["message"]


def test_non_file_uri_error_names_the_scheme(server, workspace):
    server.initialize(root=workspace)
    response = server.call("textDocument/hover", {"textDocument": {"uri": "untitled:Untitled-1"}, "position": {"line": 0, "character": 0}})
    assert "untitled" in response["error"]["message"] and "file://" in response["error"]["message"]


def test_unparsable_json_is_32700_with_null_id(server, workspace):
    server.initialize(root=workspace)
    server.write_raw(frame(b'{"jsonrpc": "2.0", "id": 7, "method": '))
    response = server.wait_for(lambda m: "error" in m and m["error"]["code"] == -32700, "a parse error")
    assert response["id"] is None
    # The session carries on.
    assert server.call("shutdown")["result"] is None


def test_invalid_request_shapes_are_32600(server, workspace):
    server.initialize(root=workspace)
    server.send({"jsonrpc": "1.0", "id": 50, "method": "shutdown"})
    assert server.response(50)["error"]["code"] == -32600
    server.send({"jsonrpc": "2.0", "id": 51, "method": 12})
    assert server.response(51)["error"]["code"] == -32600
    server.send([{"jsonrpc": "2.0", "id": 52, "method": "shutdown"}])
    batch = server.wait_for(lambda m: m.get("id") is None and "error" in m, "the batch rejection")
    assert batch["error"]["code"] == -32600


def test_requests_after_shutdown_are_rejected_then_exit_0(server, workspace):
    server.initialize(root=workspace)
    assert server.call("shutdown")["result"] is None
    response = server.call("textDocument/hover", {"textDocument": {"uri": "file:///a.swift"}, "position": {"line": 0, "character": 0}})
    assert response["error"]["code"] == -32600
    server.notify("exit")
    assert server.proc.wait(timeout=60) == 0


def test_cancelled_request_is_32800(server, workspace):
    # A workspace large enough that the scan is still running when the cancellation is read.
    body = "import SwiftUI\n" + "".join(
        f"struct V{i}: View {{ var body: some View {{ Text(\"x\").padding({i % 40}).foregroundColor(Color(red: 0.{i % 9}, green: 0.2, blue: 0.3)) }} }}\n"
        for i in range(300)
    )
    for index in range(150):
        (workspace / "Sources" / f"File{index}.swift").write_text(body)
    server.initialize(root=workspace)
    request = {"jsonrpc": "2.0", "id": 99, "method": "workspace/diagnostic", "params": {"previousResultIds": []}}
    cancel = {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 99}}
    server.write_raw(frame(request) + frame(cancel))  # one write: the reader sees both back to back
    response = server.response(99)
    assert response["error"]["code"] == -32800
    # Cancelling an unknown or finished request is harmless.
    server.notify("$/cancelRequest", {"id": 12345})
    assert server.call("shutdown")["result"] is None


def test_only_protocol_messages_on_stdout(server, workspace):
    (workspace / ".themelint.json").write_text('{"rules": {"no-such-rule": "error"}}')  # broken: logs and showMessage
    server.initialize(root=workspace, options={"logLevel": "debug"})
    uri = server.open(workspace / "Sources" / "A.swift", "import SwiftUI\nlet x = Color.red\n")
    server.notification("window/showMessage")
    server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 10}})
    assert server.shutdown_and_exit() == 0
    assert not server.stdout_garbage
    assert "[debug]" in server.final_stderr()


def test_log_to_client_setting_sends_window_log_message(server, workspace):
    server.initialize(root=workspace, options={"logLevel": "debug", "logToClient": True})
    server.open(workspace / "Sources" / "A.swift", "let a = 1\n")
    message = server.notification("window/logMessage")
    assert message["params"]["type"] in (1, 2, 3, 4) and message["params"]["message"]
