"""Fix safety as a property test over generated projects (fixgen.py, fixed seeds). For every file:

- the original and the fixed source parse (`swiftc -parse`: themelint has no syntax-error report of
  its own; `--fix` only refuses a result its swift-syntax parse rejects, which is checked too);
- every changed byte lies inside the range of a fix the JSON report lists, nothing the generator
  marked as protected (comments, strings, suppressed lines, previews, token definitions) is
  flagged or changed, and line endings and indentation keep the file's style;
- where the reported fixes do not overlap, `--fix` writes exactly the reported edits applied;
- a second `--fix` changes nothing and leaves no fix to apply;
- the language server agrees with the CLI: the same diagnostics at the same positions, quickfixes
  with the reported edits, and `source.fixAll.themelint` giving the bytes `--fix` wrote, all in the
  position encoding the server negotiated.

Failures show a small unified diff (CR, LF, tabs and the BOM made visible).
"""
import collections
import difflib
import json
import re
import shutil
import subprocess

import pytest

import fixgen
from lspraw import BIN, Server

SWIFTC = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
FIXABLE_RULES = ["hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper", "obsolete-compat-wrapper"]
SHOWN_FAILURES = 4


# --- byte-level text model (independent of the server's) -------------------------------------------
class PositionError(Exception):
    pass


def line_starts(data):
    """Offsets of each line's first byte; LF, CR LF and a lone CR end a line (as in Swift and LSP)."""
    starts, index, count = [0], 0, len(data)
    while index < count:
        if data[index] == 0x0A:
            starts.append(index + 1)
        elif data[index] == 0x0D:
            if index + 1 < count and data[index + 1] == 0x0A:
                index += 1
            starts.append(index + 1)
        index += 1
    return starts


def content_end(data, starts, line):
    end = starts[line + 1] if line + 1 < len(starts) else len(data)
    if end > starts[line] and data[end - 1] == 0x0A:
        end -= 1
    if end > starts[line] and data[end - 1] == 0x0D:
        end -= 1
    return end


def scalar_length(data, index):
    lead = data[index]
    return 1 if lead < 0x80 else 2 if lead >> 5 == 0b110 else 3 if lead >> 4 == 0b1110 else 4


def unit_width(encoding, length):
    return {"utf-8": length, "utf-16": 2 if length == 4 else 1, "utf-32": 1}[encoding]


def offset_at(data, starts, line, units, encoding):
    """The byte offset of a 0-based line and a column in `encoding` units. A position past the
    line's content or inside a scalar (half a surrogate pair) is an error, never clamped."""
    if not 0 <= line < len(starts):
        raise PositionError(f"line {line} does not exist ({len(starts)} lines)")
    index, end, remaining = starts[line], content_end(data, starts, line), units
    while remaining > 0:
        if index >= end:
            raise PositionError(f"line {line} column {units} ({encoding}) is past the end of the line")
        length = scalar_length(data, index)
        if unit_width(encoding, length) > remaining:
            raise PositionError(f"line {line} column {units} ({encoding}) falls inside a character")
        remaining -= unit_width(encoding, length)
        index += length
    return index


def end_position(data, starts, encoding):
    line = len(starts) - 1
    index, units = starts[line], 0
    while index < content_end(data, starts, line):
        units += unit_width(encoding, scalar_length(data, index))
        index += scalar_length(data, index)
    return {"line": line, "character": units}


def json_offset(data, starts, position):
    """The JSON report's 1-based line and 1-based column in Unicode scalars."""
    return offset_at(data, starts, position["line"] - 1, position["column"] - 1, "utf-32")


def lsp_offset(data, starts, position, encoding):
    return offset_at(data, starts, position["line"], position["character"], encoding)


def describe(data, starts, offset):
    line = max(i for i, start in enumerate(starts) if start <= offset)
    return f"{line + 1}:{len(data[starts[line]:offset].decode('utf-8', 'replace')) + 1}"


# --- fixes -----------------------------------------------------------------------------------------
Fix = collections.namedtuple("Fix", "rule safety range edits")  # range: (start, end); edits: ((start, end, new bytes), ...)


def overlaps(edit, other):
    """Fixer.apply's test: ranges overlap, or two different insertions at one offset."""
    return (edit[0] < other[1] and other[0] < edit[1]) or (edit[0] == edit[1] == other[0] == other[1] and edit != other)


def apply_fixes(data, fixes):
    """Applies fixes as Fixer.apply does (in order, skipping one that overlaps an accepted one);
    returns (bytes, skipped count)."""
    accepted, skipped = [], 0
    for fix in fixes:
        edits = sorted(fix.edits, key=lambda e: (e[0], e[1]))
        if any(overlaps(e, o) for e in edits for o in accepted) or not all(0 <= e[0] <= e[1] <= len(data) for e in edits):
            skipped += 1
            continue
        accepted += edits
    result = bytearray(data)
    for _, (start, end, new) in sorted(enumerate(accepted), key=lambda p: (p[1][0], p[0]), reverse=True):
        result[start:end] = new
    return bytes(result), skipped


def apply_lsp_edits(data, edits, encoding):
    """Applies one TextEdit[] (all relative to `data`) as an editor does: an array order tie-break."""
    starts = line_starts(data)
    spans = [(lsp_offset(data, starts, e["range"]["start"], encoding), lsp_offset(data, starts, e["range"]["end"], encoding),
              e["newText"].encode("utf-8")) for e in edits]
    result = bytearray(data)
    for _, (start, end, new) in sorted(enumerate(spans), key=lambda p: (p[1][0], p[0]), reverse=True):
        result[start:end] = new
    return bytes(result)


def first_uncovered_change(original, fixed, ranges):
    """None when `fixed` is `original` with only the byte ranges in `ranges` rewritten (insertions
    at a range's edge allowed); otherwise the original's (start, end) that did not survive.
    The untouched stretches between the ranges must appear in `fixed` in order, the first at the
    start and the last at the end; the earliest placement of each is tried, which finds a placement
    whenever one exists."""
    if not ranges:
        return None if fixed == original else (0, len(original))
    keeps, position = [], 0
    for start, end in sorted(ranges):
        keeps.append((position, max(position, start)))
        position = max(position, end)
    keeps.append((position, len(original)))
    head, tail = keeps[0], keeps[-1]
    if not fixed.startswith(original[head[0]:head[1]]):
        return head
    cursor, limit = head[1] - head[0], len(fixed) - (tail[1] - tail[0])
    if not fixed.endswith(original[tail[0]:tail[1]]) or limit < cursor:
        return tail
    for keep in keeps[1:-1]:
        found = fixed.find(original[keep[0]:keep[1]], cursor)
        if found < 0 or found + (keep[1] - keep[0]) > limit:
            return keep
        cursor = found + (keep[1] - keep[0])
    return None


# --- failure display -------------------------------------------------------------------------------
def visible_lines(data):
    starts = line_starts(data)
    bounds = starts + ([len(data)] if starts[-1] != len(data) else [])
    text = []
    for start, end in zip(bounds, bounds[1:]):
        line = data[start:end].decode("utf-8", "replace")
        text.append(line.replace("\ufeff", "<BOM>").replace("\t", "→").replace("\r", "␍").replace("\n", "␊"))
    return text


def small_diff(before, after, path, limit=30):
    lines = list(difflib.unified_diff(visible_lines(before), visible_lines(after), f"a/{path}", f"b/{path}", n=1, lineterm=""))
    return "\n".join(lines[:limit] + ([f"... ({len(lines) - limit} more diff lines)"] if len(lines) > limit else []))


def fail_report(failures, what):
    shown = "\n\n".join(failures[:SHOWN_FAILURES])
    more = f"\n\n... and {len(failures) - SHOWN_FAILURES} more" if len(failures) > SHOWN_FAILURES else ""
    return f"{len(failures)} file(s) {what}:\n\n{shown}{more}"


# --- the corpus: generated, linted, fixed twice ----------------------------------------------------
class Corpus:
    pass


def run(arguments, cwd):
    result = subprocess.run([BIN, "check", "--no-cache", *arguments], cwd=cwd, capture_output=True)
    assert result.returncode in (0, 1), f"themelint check {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode()}"
    return result


def read_report(stdout, sources, alternatives=None):
    """The JSON report as {path: ([(rule, start, end)], [Fix])} with byte offsets into `sources[path]`.
    Alternative fixes (never applied by --fix) go to `alternatives[path]`, with safety "alternative"."""
    report = json.loads(stdout)
    assert report["version"] == 1
    found = {path: ([], []) for path in sources}
    for diagnostic in report["diagnostics"]:
        data = sources[diagnostic["path"]]
        starts = line_starts(data)
        span = (json_offset(data, starts, diagnostic["range"]["start"]), json_offset(data, starts, diagnostic["range"]["end"]))
        found[diagnostic["path"]][0].append((diagnostic["rule"],) + span)
        edits = lambda fix: tuple((json_offset(data, starts, e["range"]["start"]), json_offset(data, starts, e["range"]["end"]), e["newText"].encode("utf-8"))
                                  for e in fix["edits"])
        if diagnostic["fix"]:
            found[diagnostic["path"]][1].append(Fix(diagnostic["rule"], diagnostic["fix"]["applicability"], span, edits(diagnostic["fix"])))
        if alternatives is not None:
            alternatives.setdefault(diagnostic["path"], []).extend(
                Fix(diagnostic["rule"], "alternative", span, edits(alternative)) for alternative in diagnostic["alternatives"])
    return found


@pytest.fixture(scope="module", params=fixgen.PROJECTS, ids=lambda spec: spec["name"])
def corpus(request, tmp_path_factory):
    generated = fixgen.project(request.param)
    corpus = Corpus()
    corpus.name, corpus.unsafe, corpus.encodings = generated["name"], generated["unsafe"], generated["encodings"]
    corpus.protected, corpus.layout = generated["protected"], generated["layout"]
    # Under a directory named Tests, as a checkout can be: test files are recognised by their path
    # relative to the project root, in the CLI and the server alike.
    root = tmp_path_factory.mktemp(corpus.name) / "Tests" / corpus.name
    corpus.original_dir, corpus.fixed_dir = root / "original", root / "fixed"
    for directory in (corpus.original_dir, corpus.fixed_dir):
        (directory / ".git").mkdir(parents=True)
        for path, data in generated["files"].items():
            (directory / path).parent.mkdir(parents=True, exist_ok=True)
            (directory / path).write_bytes(data)
    corpus.sources = {path: data for path, data in generated["files"].items() if path.startswith("Sources/")}
    fix_flags = ["--fix", "--unsafe-fixes"] if corpus.unsafe else ["--fix"]

    corpus.alternatives = {}
    corpus.report = read_report(run(["--format", "json", "Sources"], corpus.original_dir).stdout, corpus.sources, corpus.alternatives)
    corpus.diff = run((["--diff", "--unsafe-fixes"] if corpus.unsafe else ["--diff"]) + ["Sources"], corpus.original_dir).stdout
    corpus.fix_output = run(fix_flags + ["Sources"], corpus.fixed_dir).stdout.decode("utf-8", "replace")
    corpus.fixed = {path: (corpus.fixed_dir / path).read_bytes() for path in corpus.sources}
    second = run(fix_flags + ["--format", "json", "Sources"], corpus.fixed_dir)
    corpus.refixed = {path: (corpus.fixed_dir / path).read_bytes() for path in corpus.sources}
    corpus.remaining = read_report(second.stdout, corpus.refixed)
    corpus.eligible = {path: [f for f in fixes if corpus.unsafe or f.safety == "safe"] for path, (_, fixes) in corpus.report.items()}

    counts = collections.Counter((f.rule, f.safety) for fixes in corpus.report.values() for f in fixes[1])
    changed = sum(corpus.fixed[p] != corpus.sources[p] for p in corpus.sources)
    print(f"\n[{corpus.name}] {len(corpus.sources)} files ({changed} changed by --fix{' --unsafe-fixes' if corpus.unsafe else ''}); "
          f"fixes reported: " + ", ".join(f"{rule} {safety} {n}" for (rule, safety), n in sorted(counts.items())))
    return corpus


# --- properties --------------------------------------------------------------------------------------
def swift_parse_errors(directory, paths):
    # The frontend parses every file in one process (the driver would start one job per file).
    result = subprocess.run([SWIFTC, "-frontend", "-parse", *paths], cwd=directory, capture_output=True, text=True)
    return result.returncode, [line for line in (result.stdout + result.stderr).splitlines() if ": error:" in line]


def test_original_and_fixed_sources_parse(corpus):
    paths = sorted(corpus.sources)
    status, errors = swift_parse_errors(corpus.original_dir, paths)
    assert status == 0 and not errors, "the generator wrote Swift that does not parse:\n" + "\n".join(errors[:20])
    assert "fix refused" not in corpus.fix_output, [line for line in corpus.fix_output.splitlines() if "fix refused" in line]
    status, errors = swift_parse_errors(corpus.fixed_dir, paths)
    assert status == 0 and not errors, "fixed sources do not parse:\n" + "\n".join(errors[:20])


def test_fixes_change_only_the_reported_fix_ranges(corpus):
    failures = []
    for path, original in corpus.sources.items():
        fixed, fixes = corpus.fixed[path], corpus.eligible[path]
        starts = line_starts(original)
        ranges = [(e[0], e[1]) for f in fixes for e in f.edits]
        missed = first_uncovered_change(original, fixed, ranges)
        if missed is not None:
            where = f"{describe(original, starts, missed[0])}-{describe(original, starts, missed[1])}"
            listed = ", ".join(f"{f.rule}@{describe(original, starts, f.range[0])}" for f in fixes) or "none"
            failures.append(f"{path}: text at {where} changed outside every reported fix (fixes: {listed})\n"
                            + small_diff(original, fixed, path))
    assert not failures, fail_report(failures, "changed outside the reported fix ranges")


def test_protected_text_is_never_flagged_or_edited(corpus):
    """Comments, strings, interpolation, suppressed lines, previews and token definitions."""
    failures = []
    for path, original in corpus.sources.items():
        diagnostics, fixes = corpus.report[path]
        starts = line_starts(original)
        for low, high in corpus.protected[path]:
            inside = lambda start, end: (start < high and low < end) if start < end else low < start < high
            hits = [f"{rule} diagnostic" for rule, start, end in diagnostics if inside(start, end)]
            hits += [f"{f.rule} fix edit" for f in fixes for start, end, _ in f.edits if inside(start, end)]
            if hits:
                text = original[low:high].decode("utf-8")
                failures.append(f"{path}:{describe(original, starts, low)}: {', '.join(hits)} inside protected text {text!r}")
    assert not failures, fail_report(failures, "had findings in text that must never change")


def test_fix_writes_exactly_the_reported_edits_when_they_do_not_overlap(corpus):
    failures, compared = [], 0
    for path, original in corpus.sources.items():
        expected, skipped = apply_fixes(original, corpus.eligible[path])
        if skipped:
            continue  # overlapping fixes take several passes; covered by the range check
        compared += 1
        if corpus.fixed[path] != expected:
            failures.append(f"{path}: --fix output (b) differs from the reported edits applied (a)\n" + small_diff(expected, corpus.fixed[path], path))
    assert compared > len(corpus.sources) // 2, "too few files without overlapping fixes to compare"
    assert not failures, fail_report(failures, "were fixed differently from their reported edits")


def apply_unified_diff(sources, diff):
    """The sources with `check --diff` output applied exactly (no fuzz), as patch(1) reads it:
    lines end at LF (so a line keeps its CR), and "\\ No newline at end of file" after a line
    means it has no LF."""
    result, lines, index = dict(sources), diff.split(b"\n"), 0

    def take_line():
        nonlocal index
        tag, body = lines[index][:1], lines[index][1:]
        index += 1
        if index < len(lines) and lines[index].startswith(b"\\ "):
            index += 1
            return tag, body
        return tag, body + b"\n"

    while index < len(lines):
        if not lines[index].startswith(b"--- a/"):
            index += 1
            continue
        path = lines[index][len(b"--- a/"):].decode("utf-8")
        assert lines[index + 1] == b"+++ b/" + path.encode("utf-8"), lines[index + 1]
        index += 2
        old, new, cursor = re.findall(rb"[^\n]*\n|[^\n]+$", result[path]), [], 0
        while index < len(lines) and lines[index].startswith(b"@@ "):
            old_start, old_count, _, new_count = map(int, re.match(rb"@@ -(\d+),(\d+) \+(\d+),(\d+) @@$", lines[index]).groups())
            start = old_start - 1 if old_count else old_start
            new += old[cursor:start]
            cursor, index, taken_old, taken_new = start, index + 1, 0, 0
            while taken_old < old_count or taken_new < new_count:
                tag, body = take_line()
                if tag in (b" ", b"-"):
                    assert cursor < len(old) and old[cursor] == body, f"{path}: the diff expects {body!r} at line {cursor + 1}, the file has {old[cursor:cursor + 1]!r}"
                    cursor, taken_old = cursor + 1, taken_old + 1
                if tag in (b" ", b"+"):
                    new.append(body)
                    taken_new += 1
        result[path] = b"".join(new + old[cursor:])
    return result


def test_diff_shows_exactly_what_fix_writes(corpus):
    patched = apply_unified_diff(corpus.sources, corpus.diff)
    failures = [f"{path}: the --diff output applied (b) differs from what --fix wrote (a)\n" + small_diff(corpus.fixed[path], patched[path], path)
                for path in corpus.sources if patched[path] != corpus.fixed[path]]
    assert not failures, fail_report(failures, "were fixed differently from what --diff showed")


def test_fix_is_idempotent_and_leaves_nothing_to_fix(corpus):
    failures = []
    for path in corpus.sources:
        if corpus.refixed[path] != corpus.fixed[path]:
            failures.append(f"{path}: a second --fix changed the file\n" + small_diff(corpus.fixed[path], corpus.refixed[path], path))
        left = [f"{f.rule} ({f.safety})" for f in corpus.remaining[path][1] if corpus.unsafe or f.safety == "safe"]
        if left:
            failures.append(f"{path}: fixes left after --fix: {', '.join(left)}")
    assert not failures, fail_report(failures, "were not stable under --fix")


def test_fixes_keep_line_endings_and_indentation_style(corpus):
    failures = []
    for path, original in corpus.sources.items():
        fixed, layout = corpus.fixed[path], corpus.layout[path]
        if fixed == original:
            continue
        lone_lf = fixed.replace(b"\r\n", b"").count(b"\n")
        lone_cr = fixed.replace(b"\r\n", b"").count(b"\r")
        problems = []
        if layout["endings"] == "crlf" and (lone_lf or lone_cr):
            problems.append(f"{lone_lf} LF and {lone_cr} CR line endings in a CRLF file")
        if layout["endings"] == "lf" and b"\r" in fixed:
            problems.append("a CR in an LF file")
        if layout["endings"] == "cr" and b"\n" in fixed:
            problems.append("an LF in a CR file")
        if fixed.startswith(b"\xef\xbb\xbf") != original.startswith(b"\xef\xbb\xbf"):
            problems.append("the BOM was added or removed")
        if layout["indent"] == "tabs":
            spaced = [describe(fixed, line_starts(fixed), s) for s in line_starts(fixed) if fixed[s:s + 1] == b" "]
            if spaced:
                problems.append(f"space indentation in a tab-indented file at {', '.join(spaced[:5])}")
        if problems:
            failures.append(f"{path}: {'; '.join(problems)}\n" + small_diff(original, fixed, path))
    assert not failures, fail_report(failures, "lost their line-ending or indentation style")


def test_language_server_fixes_match_the_cli(corpus):
    """Diagnostics, quickfixes and fix-all through `themelint serve`, in the negotiated encoding."""
    server = Server(cwd=corpus.original_dir)
    failures = []
    try:
        capabilities = {"workspace": {"workspaceEdit": {"documentChanges": True}}} if corpus.name != "Cards" else {}
        result = server.initialize(capabilities=capabilities, root=corpus.original_dir, encodings=corpus.encodings,
                                   options={"unsafeFixes": corpus.unsafe, "logLevel": "warning"})
        encoding = result["capabilities"].get("positionEncoding", "utf-16")
        assert encoding == (corpus.encodings or ["utf-16"])[0]
        for path, original in sorted(corpus.sources.items()):
            problems = []
            try:
                problems = language_server_problems(server, corpus, path, original, encoding)
            except PositionError as error:
                problems = [f"the server sent an invalid position: {error}"]
            failures += [f"{path} ({corpus.layout[path]}, {encoding}): {problem}" for problem in problems]
        server.shutdown_and_exit()
    finally:
        server.kill()
    assert not failures, fail_report(failures, "differ between the language server and the CLI")


def language_server_problems(server, corpus, path, original, encoding):
    problems = []
    starts = line_starts(original)
    diagnostics, fixes = corpus.report[path]
    uri = server.open(corpus.original_dir / path, original.decode("utf-8"))
    published = server.diagnostics(uri, 1)["diagnostics"]
    lsp_diagnostics = sorted((d["code"], lsp_offset(original, starts, d["range"]["start"], encoding),
                              lsp_offset(original, starts, d["range"]["end"], encoding)) for d in published)
    if lsp_diagnostics != sorted(diagnostics):
        only_lsp = sorted(set(lsp_diagnostics) - set(diagnostics))
        only_cli = sorted(set(diagnostics) - set(lsp_diagnostics))
        show = lambda items: [f"{rule}@{describe(original, starts, s)}-{describe(original, starts, e)}" for rule, s, e in items]
        problems.append(f"diagnostics differ: only from the server {show(only_lsp)}, only from the CLI {show(only_cli)}")

    # Quickfixes over the whole document carry each diagnostic's own edits.
    whole = {"start": {"line": 0, "character": 0}, "end": end_position(original, starts, encoding)}
    actions = server.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole,
                                                      "context": {"diagnostics": published, "only": ["quickfix"]}})["result"]
    quickfixes = []
    for action in actions:
        if action["title"].startswith("Disable "):
            continue
        diagnostic = action["diagnostics"][0]
        edits = edits_of(action["edit"], uri)
        converted = tuple((lsp_offset(original, starts, e["range"]["start"], encoding), lsp_offset(original, starts, e["range"]["end"], encoding),
                           e["newText"].encode("utf-8")) for e in edits)
        span = (lsp_offset(original, starts, diagnostic["range"]["start"], encoding), lsp_offset(original, starts, diagnostic["range"]["end"], encoding))
        # The diagnostic's own fix is the action titled with its message; any other is an alternative.
        primary = "data" in diagnostic and action["title"] == f"{diagnostic['data']['fix']} (themelint: {diagnostic['code']})"
        quickfixes.append(Fix(diagnostic["code"], diagnostic["data"]["safety"] if primary else "alternative", span, converted))
    key = lambda f: (f.rule, f.safety, f.range, tuple(sorted(f.edits)))
    fixes = fixes + corpus.alternatives.get(path, [])
    if sorted(map(key, quickfixes)) != sorted(map(key, fixes)):
        only_lsp = [f"{f.rule}@{describe(original, starts, f.range[0])} {f.edits}" for f in quickfixes if key(f) not in set(map(key, fixes))]
        only_cli = [f"{f.rule}@{describe(original, starts, f.range[0])} {f.edits}" for f in fixes if key(f) not in set(map(key, quickfixes))]
        problems.append(f"quickfixes differ from the JSON report's fixes: only from the server {only_lsp[:3]}, only from the CLI {only_cli[:3]}")
    else:
        eligible = [f for f in quickfixes if f.safety == "safe" or (corpus.unsafe and f.safety == "unsafe")]
        together, _ = apply_fixes(original, eligible)
        expected, _ = apply_fixes(original, corpus.eligible[path])
        if together != expected:
            problems.append("the quickfixes applied together differ from the reported fixes applied together\n" + small_diff(expected, together, path))

    # Fix all: one action whose edits turn the buffer into what --fix wrote. Sent back as an
    # incremental change, the fixed buffer gets the diagnostics the CLI left and no further fix.
    actions = server.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                                      "context": {"diagnostics": [], "only": ["source.fixAll.themelint"]}})["result"]
    cli = corpus.fixed[path]
    if not actions:
        if cli != original:
            problems.append("fix-all offered nothing, but --fix changed the file\n" + small_diff(original, cli, path))
    else:
        edits = edits_of(actions[0]["edit"], uri)
        fixed = apply_lsp_edits(original, edits, encoding)
        if fixed != cli:
            problems.append("fix-all (b) differs from --fix (a)\n" + small_diff(cli, fixed, path))
        else:
            problems += relint_after_fix_all(server, corpus, path, uri, edits, encoding)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    return problems


def relint_after_fix_all(server, corpus, path, uri, edits, encoding):
    changes = [{"range": e["range"], "text": e["newText"]} for e in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]), reverse=True)]
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": changes})
    fixed = corpus.fixed[path]
    starts = line_starts(fixed)
    published = server.diagnostics(uri, 2)["diagnostics"]
    found = sorted((d["code"], lsp_offset(fixed, starts, d["range"]["start"], encoding), lsp_offset(fixed, starts, d["range"]["end"], encoding)) for d in published)
    problems = []
    if found != sorted(corpus.remaining[path][0]):
        problems.append(f"after fix-all, the server reports {len(found)} diagnostics where the CLI reports {len(corpus.remaining[path][0])} on the fixed file")
    again = server.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                                    "context": {"diagnostics": [], "only": ["source.fixAll.themelint"]}})["result"]
    if again:
        refixed = apply_lsp_edits(fixed, edits_of(again[0]["edit"], uri, version=2), encoding)
        problems.append("fix-all offers more fixes after fix-all\n" + small_diff(fixed, refixed, path))
    return problems


def edits_of(workspace_edit, uri, version=1):
    if "documentChanges" in workspace_edit:
        changes = workspace_edit["documentChanges"]
        assert all(change["textDocument"]["uri"] == uri and change["textDocument"]["version"] == version for change in changes)
        return [edit for change in changes for edit in change["edits"]]
    assert set(workspace_edit["changes"]) == {uri}
    return workspace_edit["changes"][uri]


def test_the_corpus_exercises_every_fixable_rule_and_layout(corpus):
    """Guards the generator: a corpus that stopped producing some fix would make the properties vacuous."""
    applied = collections.Counter()
    for path, fixes in corpus.eligible.items():
        if corpus.fixed[path] != corpus.sources[path]:
            applied.update(f.rule for f in fixes)
    expected = {"Cards": ["hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper"],
                "Shop": ["hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "obsolete-compat-wrapper"],
                "Legacy": FIXABLE_RULES,
                "Discovered": ["hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper"]}[corpus.name]
    assert all(applied[rule] >= 10 for rule in expected), applied
    changed = [p for p in corpus.sources if corpus.fixed[p] != corpus.sources[p]]
    layouts = collections.Counter(v for p in changed for v in (corpus.layout[p]["endings"], corpus.layout[p]["indent"]))
    layouts["bom"] = sum(corpus.layout[p]["bom"] for p in changed)
    assert all(layouts[kind] > 0 for kind in ("lf", "crlf", "mixed", "tabs", "spaces", "bom")), layouts
    assert sum(len(spans) for spans in corpus.protected.values()) > 20 * len(corpus.sources)


def test_fix_is_idempotent_with_a_token_defined_per_platform(workspace):
    """Usage is counted per accessor: two tokens sharing one (`#if os` alternatives) would share the
    count, and a fix to one would make the next run prefer the other for another value."""
    (workspace / ".themelint.json").write_text(
        '{"tokens": {"colors": {"Brand.green": {"light": "#34C759", "dark": "#30D158", "accessor": "Color.Brand.green"}}}}')
    (workspace / "Sources" / "Tokens.swift").write_text(
        'import SwiftUI\n\nextension Color {\n#if os(iOS)\n    static let accent = Color(hex: "#34C759")\n#else\n'
        '    static let accent = Color(hex: "#007AFF")\n#endif\n}\n')
    view = workspace / "Sources" / "Badge.swift"
    view.write_text('import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        VStack {\n'
                    '            Text("a").foregroundColor(Color(hex: "#34C759"))\n'
                    '            Text("b").foregroundColor(Color(hex: "#007AFF"))\n'
                    '            Text("c").foregroundColor(Color.Brand.green)\n        }\n    }\n}\n')
    run(["--fix", "Sources"], workspace)
    once = view.read_bytes()
    run(["--fix", "Sources"], workspace)
    assert view.read_bytes() == once, small_diff(once, view.read_bytes(), "Sources/Badge.swift")


def test_fix_all_never_splits_a_crlf_line_break(workspace, server):
    """An always-true guard is removed with its CRLF line break, after a line that ends in LF, and a
    padding fix comes first: the one edit covering both would end between that CR and LF, where no
    LSP position exists."""
    (workspace / ".themelint.json").write_text(
        '{"deploymentTarget": {"iOS": "16.0"}, "tokens": {"padding": {"accessor": "D.Content.padding(.{step})", "steps": {"regular": 16}}}}')
    text = ("import SwiftUI\n\nstruct Share: View {\n    var body: some View { Text(\"Share\").padding(16) }\n\n    func copy() {\n"
            "        guard #available(iOS 14, *) else { return }\r\n        UIPasteboard.general.string = \"¡Olé! 🎉\"\r\n    }\r\n}\r\n")
    path = workspace / "Sources" / "Share.swift"
    path.write_bytes(text.encode())
    server.initialize(root=workspace)
    uri = server.open(path, text)
    server.diagnostics(uri, 1)
    actions = server.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                                      "context": {"diagnostics": [], "only": ["source.fixAll.themelint"]}})["result"]
    original = text.encode()
    starts = line_starts(original)
    edits = edits_of(actions[0]["edit"], uri)
    for edit in edits:  # raises on a position past the end of a line's content
        lsp_offset(original, starts, edit["range"]["start"], "utf-16"), lsp_offset(original, starts, edit["range"]["end"], "utf-16")
    run(["--fix", "Sources"], workspace)
    assert apply_lsp_edits(original, edits, "utf-16") == path.read_bytes() == original.replace(b"        guard #available(iOS 14, *) else { return }\r\n", b"").replace(
        b".padding(16)", b".padding(D.Content.padding(.regular))")


def test_translucent_tokens_keep_the_rendered_alpha_and_a_second_fix_changes_nothing(workspace):
    """`token.opacity(x)` takes an opaque token at the literal's strength; a translucent token is a
    strength of its own, so no literal becomes a fraction of it. Which token a same-RGB literal gets
    must not depend on the references the previous --fix added."""
    (workspace / ".themelint.json").write_text(
        '{"tokens": {"colors": {"Status.info": {"light": "#007AFF", "dark": "#0A84FF", "accessor": "Color.Status.info"},'
        ' "Overlay.scrim": "#00000080", "Overlay.tint": "#1E88E580"}}}')
    (workspace / "Sources" / "Palette.swift").write_text('import SwiftUI\n\nextension Color {\n    static let infoWash = Color(hex: "#007AFF80")\n}\n')
    view = workspace / "Sources" / "Banner.swift"
    view.write_text('import SwiftUI\n\nstruct Banner: View {\n    var body: some View {\n        VStack {\n'
                    '            Text("a").background(Color(red: 30/255, green: 136/255, blue: 229/255, opacity: 0.25))\n'
                    '            Text("s").background(Color(white: 0, opacity: 0.25))\n'
                    '            Text("b").background(Color(white: 0))\n'
                    '            Text("c").background(Color(hex: "#007AFF80"))\n'
                    '            Text("d").background(Color(red: 0, green: 122/255, blue: 1, opacity: 0.08))\n        }\n    }\n}\n')
    run(["--fix", "Sources"], workspace)
    once = view.read_text()
    # A quarter-strength tint is no half of the 50 % Overlay.tint token.
    assert 'Text("a").background(Color(red: 30/255, green: 136/255, blue: 229/255, opacity: 0.25))' in once
    # Black and white match only exactly: a translucent black is no scrim token at another opacity.
    assert 'Text("s").background(Color(white: 0, opacity: 0.25))' in once
    assert 'Text("b").background(Color(white: 0))' in once  # opaque: no opacity makes the scrim token reach it
    assert 'Text("c").background(Color.infoWash)' in once
    # The most opaque same-RGB token is Status.info, whose fix is unsafe: left for --unsafe-fixes, on every run.
    assert 'Text("d").background(Color(red: 0, green: 122/255, blue: 1, opacity: 0.08))' in once
    run(["--fix", "Sources"], workspace)
    assert view.read_text() == once
