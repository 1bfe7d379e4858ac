"""Malformed input, one row per fault: the server logs it, answers what it can, and the session
carries on (a following request is still answered)."""
import pytest

from lspraw import Server, frame

SHUTDOWN = {"jsonrpc": "2.0", "id": 1000, "method": "shutdown"}
OVER_LIMIT = 64 * 1024 * 1024 + 1

CASES = [
    # (name, raw bytes, expected error response code or None, text expected in the stderr log)
    ("missing content-length", b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}", None, "no Content-Length"),
    ("non-numeric content-length", b"Content-Length: abc\r\n\r\n{}", None, "bad Content-Length"),
    ("negative content-length", b"Content-Length: -5\r\n\r\n{}", None, "bad Content-Length"),
    ("header line without colon", b"Content-Length 12\r\n\r\n{}", None, "malformed header line"),
    ("invalid utf-8 body", frame(b'{"jsonrpc":"2.0","method":"x\xff\xfe"}'), None, "not valid UTF-8"),
    ("over the size limit", b"Content-Length: %d\r\n\r\n" % OVER_LIMIT + b" " * OVER_LIMIT, None, "over the"),
    ("body shorter than content-length", b"Content-Length: 80\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"initialized\"}", -32700, "resynchronised"),
    ("not json", frame(b"hello"), -32700, "not JSON"),
    ("truncated json", frame(b'{"jsonrpc":"2.0","id":3,'), -32700, "not JSON"),
    ("json with comments (strict wire)", frame(b'{"jsonrpc":"2.0", /* c */ "method":"initialized"}'), -32700, "not JSON"),
    ("trailing garbage after json", frame(b'{"jsonrpc":"2.0","method":"initialized"} x'), -32700, "not JSON"),
    ("json array (batch)", frame(b"[]"), -32600, "batch"),
    ("json scalar", frame(b"42"), -32600, "JSON object"),
    ("wrong jsonrpc version", frame(b'{"jsonrpc":"1.0","id":4,"method":"shutdown"}'), -32600, "jsonrpc"),
    ("no method, no id", frame(b'{"jsonrpc":"2.0"}'), -32600, "method"),
    ("id is an object", frame(b'{"jsonrpc":"2.0","id":{},"method":"shutdown"}'), -32600, "id"),
    ("params is a string", frame(b'{"jsonrpc":"2.0","id":5,"method":"shutdown","params":"x"}'), -32600, "params"),
    ("deeply nested json", frame(b"[" * 5000 + b"]" * 5000), -32700, "not JSON"),
]


@pytest.mark.parametrize("name,raw,code,log", CASES, ids=[c[0] for c in CASES])
def test_malformed_input_is_survived(server, workspace, name, raw, code, log):
    server.initialize(root=workspace)
    # The next message right behind the fault proves the reader resynchronised.
    server.write_raw(raw + frame(SHUTDOWN))
    if code is not None:
        error = server.wait_for(lambda m: "error" in m and m.get("id") != 1000, f"the error for {name}")
        assert error["error"]["code"] == code, error
    response = server.response(1000)
    assert response.get("result", "missing") is None, response
    server.notify("exit")
    assert server.proc.wait(timeout=60) == 0
    assert log in server.final_stderr()


def test_split_writes_and_blank_lines_between_messages(server, workspace):
    server.initialize(root=workspace)
    data = b"\r\n" + frame(SHUTDOWN)
    for index in range(len(data)):
        server.write_raw(data[index:index + 1])
    assert server.response(1000)["result"] is None


def test_header_names_are_case_insensitive_and_extra_headers_ignored(server):
    body = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
    server.write_raw(b"content-length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" % len(body) + body)
    assert "capabilities" in server.response(1)["result"]
