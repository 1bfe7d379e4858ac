#!/usr/bin/env python3
"""Builds the seed corpora for the fuzz targets under fuzz-corpus/seeds/<target>/ (gitignored):

- fuzz-engine, fuzz-positions: every rule example (markers stripped, and its documented fix) and
  every Swift file in the test fixtures and Examples/, plus a few Unicode and line-ending edge cases;
- fuzz-json: rules/*.json, each rule's example configs, the JSON fixtures, LSP message bodies;
- fuzz-framing: framed LSP sessions (initialize ... exit) over rule examples, in both diagnostic
  modes and all three position encodings, plus broken framing (wrong lengths, missing or split
  headers, garbage between messages). Document URIs use the harness's sandbox directory.

Usage: Fuzz/seed.py [--out fuzz-corpus/seeds]
"""
import argparse
import hashlib
import json
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parents[1]
# Must match `sandbox` in Sources/fuzz-framing/Fuzz.swift: paths outside it are not given to the server.
SANDBOX = "/nonexistent/themelint-fuzz"
MARKER = "\u2193"


def rules():
    for path in sorted((ROOT / "rules").glob("*.json")):
        yield json.loads(path.read_text(encoding="utf-8"))


def swift_sources():
    """(name, text) for every rule example and fixture file."""
    for rule in rules():
        for kind in ("triggering", "nonTriggering"):
            for index, example in enumerate(rule["examples"].get(kind, [])):
                yield f"{rule['id']}-{kind}-{index}", example["code"].replace(MARKER, "")
                if example.get("fixed"):
                    yield f"{rule['id']}-{kind}-{index}-fixed", example["fixed"]
    for folder in ("Tests/ThemelintTests/Fixtures", "Examples"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            yield str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")


EDGE_CASES = [
    "",
    "\n",
    "\r\n\r\r\n",
    "let a = \"e\u0301\U0001F3A8\u4e2d\"\r\nlet b = 1\rlet c = 2\n",
    "Color(red: 1, green: 0.5, blue: 0)\u2028.padding(16)",
    "\U0001F468\u200d\U0001F469\u200d\U0001F467 .padding(8) // \ud7ff\ue000\uffff",
]


def json_seeds():
    for path in sorted((ROOT / "rules").glob("*.json")):
        yield path.name, path.read_bytes()
    for rule in rules():
        configs = [rule.get("exampleConfig")] + [e.get("config") for k in ("triggering", "nonTriggering") for e in rule["examples"].get(k, [])]
        for index, config in enumerate(c for c in configs if c):
            yield f"{rule['id']}-config-{index}", json.dumps(config, indent=2, ensure_ascii=False).encode()
    for pattern in ("*.json", ".themelint.json"):
        for folder in ("Tests", "Examples"):
            for path in sorted((ROOT / folder).rglob(pattern)):
                yield str(path.relative_to(ROOT)), path.read_bytes()
    # json-c's lenient extensions and the corners of numbers and strings.
    yield "comments", b'// config\n{"discovery": false, /* inline */ "rules": {"hardcoded-color": "error"}}\n'
    yield "numbers", b'[0, -0, 1.0, 1e15, 1e300, -1e-300, 9223372036854775807, -9223372036854775808, 18446744073709551616, 0.1, 5e-324]'
    yield "strings", '["\\u0000", "\\ud83c\\udfa8", "\\ud800", "/slash", "\\"\\\\\\/\\b\\f\\n\\r\\t", "é🎨中"]'.encode()
    yield "nested", b"[" * 127 + b"]" * 127
    for message in session_messages(pull=True, encoding="utf-16", code="Text(\"x\").padding(16)"):
        yield f"lsp-{message.get('method', 'response')}", json.dumps(message, ensure_ascii=False).encode()


def uri(name):
    return f"file://{SANDBOX}/Sources/App/{name}"


def session_messages(pull, encoding, code, name="Example.swift"):
    """A whole editor session over one document: every request and notification the server handles."""
    doc = uri(name)
    capabilities = {
        "general": {"positionEncodings": [encoding]},
        "workspace": {"applyEdit": True, "didChangeWatchedFiles": {"dynamicRegistration": True}, "workspaceEdit": {"documentChanges": True}},
        "window": {"workDoneProgress": True},
        "textDocument": {"hover": {"contentFormat": ["markdown"]}, "codeAction": {}},
    }
    if pull:
        capabilities["textDocument"]["diagnostic"] = {}
        capabilities["workspace"]["diagnostics"] = {"refreshSupport": True}
    lines = code.split("\n")
    last = len(lines) - 1
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": last, "character": len(lines[-1])}}
    return [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": None, "rootUri": f"file://{SANDBOX}", "capabilities": capabilities,
            "workspaceFolders": [{"uri": f"file://{SANDBOX}", "name": "fuzz"}],
            "initializationOptions": {"debounceMs": 0, "unsafeFixes": True, "logLevel": "off"}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "id": "themelint-1", "result": None},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": doc, "languageId": "swift", "version": 1, "text": code}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": doc}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": doc, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "// é🎨\n"},
            {"range": {"start": {"line": 1, "character": 2}, "end": {"line": 1, "character": 9}}, "text": ".padding(8)"}]}},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": doc}, "range": whole, "context": {"diagnostics": []}}},
        {"jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": doc}, "range": whole, "context": {"diagnostics": [], "only": ["source.fixAll"]}}},
        {"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {"textDocument": {"uri": doc}, "position": {"line": 1, "character": 12}}},
        {"jsonrpc": "2.0", "id": 6, "method": "workspace/executeCommand", "params": {"command": "themelint.fixAll", "arguments": [doc]}},
        {"jsonrpc": "2.0", "id": "themelint-2", "result": {"applied": True}},
        {"jsonrpc": "2.0", "id": 7, "method": "workspace/diagnostic", "params": {"previousResultIds": [{"uri": doc, "value": "2.1.0"}]}},
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 7}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {"settings": {"themelint": {"select": ["hardcoded-color", "hardcoded-padding"], "debounceMs": 0}}}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [{"uri": f"file://{SANDBOX}/.themelint.json", "type": 2}, {"uri": doc, "type": 1}]}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders", "params": {"event": {"added": [{"uri": f"file://{SANDBOX}/Other", "name": "o"}], "removed": []}}},
        {"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": doc}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": doc, "version": 3}, "contentChanges": [{"text": code + "\n"}]}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": doc}}},
        {"jsonrpc": "2.0", "id": 8, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def framing_seeds():
    examples = [example["code"].replace(MARKER, "") for rule in rules() for example in rule["examples"]["triggering"][:2]]
    encodings = ["utf-16", "utf-8", "utf-32"]
    for index, code in enumerate(examples):
        pull = index % 2 == 0
        messages = session_messages(pull=pull, encoding=encodings[index % 3], code=code)
        bodies = [json.dumps(m, ensure_ascii=False).encode() for m in messages]
        yield f"session-{index}", b"".join(frame(b) for b in bodies)
    # Broken framing around a short session.
    bodies = [json.dumps(m, ensure_ascii=False).encode() for m in session_messages(pull=True, encoding="utf-16", code="Color.red.padding(16)")]
    good = [frame(b) for b in bodies]
    yield "blank-lines-and-lowercase", b"\r\n".join(g.replace(b"Content-Length", b"content-length") for g in good)
    yield "extra-headers", b"".join(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + g for g in good)
    yield "length-too-long", b"Content-Length: %d\r\n\r\n" % (len(bodies[0]) + 40) + bodies[0] + b"".join(good[1:])
    yield "length-too-short", b"Content-Length: %d\r\n\r\n" % (len(bodies[0]) - 5) + bodies[0] + b"".join(good[1:])
    yield "missing-length", b"X-Other: 1\r\n\r\n" + bodies[0] + b"".join(good)
    yield "bad-lengths", b"Content-Length: abc\r\n\r\n{}Content-Length: -1\r\n\r\n{}Content-Length: 99999999999999999999\r\n\r\n" + b"".join(good)
    yield "garbage-between", b"garbage\r\n" + good[0] + b"\x00\xff\xfe" + b"".join(good[1:])
    yield "invalid-utf8-body", frame(b'{"jsonrpc":"2.0","method":"\xff"}') + b"".join(good)
    yield "not-json", frame(b"{not json") + frame(b"[1,2]") + frame(b'{"jsonrpc":"1.0"}') + b"".join(good)
    yield "truncated", b"".join(good)[:-7]
    yield "header-only", b"Content-Length: 10\r\n"
    yield "before-initialize", good[4] + good[0] + good[0] + good[-2] + good[-2] + good[4] + good[-1]


# libFuzzer dictionaries: tokens that mutation alone rarely spells (raw text; escaped when written).
SWIFT_WORDS = [
    "import SwiftUI", "struct", "View", "var body: some View", "extension", "#available(iOS 15, *)", "if", "else", "guard",
    "Color(", "UIColor(", "NSColor(", "CGColor(", "red:", "green:", "blue:", "opacity:", "alpha:", "white:", "hue:", "hex:",
    "#colorLiteral(", ".padding(", ".frame(", "spacing:", "VStack(", "HStack(", "LazyVStack(", ".foregroundColor(",
    ".background(", ".tint(", ".shadow(color:", ".listRowSeparator(", ".refreshable", ".compatibleCall(", "ModuledView",
    "// themelint:disable-next-line", "// themelint:disable", "Theme", "Dimensions", "0x", "255", "/255", "#8F97A4",
    ".red", ".systemGray4", "\r\n", "\r", "\u00e9", "\u2028", "\U0001F3A8",
]
UNICODE_WORDS = ["\r\n", "\r", "\n", "\u00e9", "e\u0301", "\U0001F3A8", "\u4e2d", "\u2028", "\ufeff", b"\xff", b"\xc3", b"\xf0\x9f"]
LSP_WORDS = [
    "Content-Length: ", "\r\n\r\n", '"jsonrpc":"2.0"', '"id":', '"method":', '"params":', '"result":', '"error":',
    "initialize", "initialized", "shutdown", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
    "textDocument/didSave", "textDocument/diagnostic", "textDocument/codeAction", "textDocument/hover", "workspace/diagnostic",
    "workspace/executeCommand", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles", "$/cancelRequest",
    "themelint.fixAll", "themelint-1", '"range":', '"line":', '"character":', "file://" + SANDBOX + "/", "utf-8", "utf-16", "utf-32",
]
JSON_WORDS = ["true", "false", "null", "\\u0000", "\\ud83c\\udfa8", "\\ud800", "1e308", "-0", "/*", "*/", "//", '"tokens"',
              '"colors"', '"rules"', '"deploymentTarget"', '"compatWrapper"', '"padding"', '"spacing"', '"steps"', '"extends"']


def write_dictionary(path: pathlib.Path, words):
    def escape(word):
        data = word.encode("utf-8") if isinstance(word, str) else word
        return "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\x{b:02x}" for b in data)
    path.write_text("".join(f'"{escape(word)}"\n' for word in words))


def write(directory: pathlib.Path, items):
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for _name, data in items:
        data = data.encode("utf-8") if isinstance(data, str) else data
        (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "fuzz-corpus" / "seeds"))
    out = pathlib.Path(parser.parse_args().out)
    if out.exists():
        shutil.rmtree(out)
    sources = list(swift_sources()) + [(f"edge-{i}", text) for i, text in enumerate(EDGE_CASES)]
    counts = {
        "fuzz-engine": write(out / "fuzz-engine", sources),
        "fuzz-positions": write(out / "fuzz-positions", sources),
        "fuzz-json": write(out / "fuzz-json", json_seeds()),
        "fuzz-framing": write(out / "fuzz-framing", framing_seeds()),
    }
    write_dictionary(out / "fuzz-engine.dict", SWIFT_WORDS)
    write_dictionary(out / "fuzz-positions.dict", UNICODE_WORDS)
    write_dictionary(out / "fuzz-framing.dict", LSP_WORDS)
    write_dictionary(out / "fuzz-json.dict", JSON_WORDS + LSP_WORDS[2:])
    for target, count in counts.items():
        print(f"{target}: {count} seeds in {out / target}")


if __name__ == "__main__":
    main()
