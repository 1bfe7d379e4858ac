"""End-to-end tests of what CI and pre-commit use: reporters, --fix/--diff, stdin, --diff-base,
baselines, the cache, --jobs and --statistics."""
import json
import os
import pathlib
import shutil
import subprocess
import xml.etree.ElementTree as ET

import jsonschema
import mmh3
import pytest

from test_cli import BIN, CONFIG_WITH_TARGET, VIEW, run

# The OASIS SARIF 2.1.0 schema, vendored so a clean clone validates reports without ../shared.
SARIF_SCHEMA = pathlib.Path(__file__).resolve().parent / "schemas" / "sarif-schema-2.1.0.json"


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "CardView.swift").write_text(VIEW)
    (tmp_path / "Sources" / "Clean.swift").write_text("import SwiftUI\n\nstruct Clean: View {\n    var body: some View { Text(\"ok\").padding() }\n}\n")
    (tmp_path / ".themelint.json").write_text(CONFIG_WITH_TARGET)
    return tmp_path


def git(*args, cwd):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"})


def test_sarif_is_valid_and_complete(project):
    result = run("check", "--format", "sarif", "Sources", cwd=project)
    assert result.returncode == 1
    sarif = json.loads(result.stdout)
    jsonschema.validate(sarif, json.loads(SARIF_SCHEMA.read_text()))
    run_ = sarif["runs"][0]
    assert run_["columnKind"] == "unicodeCodePoints"
    assert run_["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file:///")
    rules = run_["tool"]["driver"]["rules"]
    assert {r["id"] for r in rules} >= {"hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper"}
    assert all("## What it does" in r["help"]["markdown"] for r in rules)
    results = run_["results"]
    assert len(results) == 5
    for item in results:
        location = item["locations"][0]["physicalLocation"]
        assert location["artifactLocation"] == {"uri": "Sources/CardView.swift", "uriBaseId": "%SRCROOT%"}
        assert {"startLine", "startColumn", "endLine", "endColumn"} <= set(location["region"])
        assert rules[item["ruleIndex"]]["id"] == item["ruleId"]
    fixed = [r for r in results if "fixes" in r]
    assert len(fixed) == 4
    replacement = fixed[0]["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == "D.Content.spacing(.regular)"


def fingerprints(project, fmt):
    out = run("check", "--format", fmt, "Sources", cwd=project).stdout
    if fmt == "sarif":
        return [r["partialFingerprints"]["themelint/v1"] for r in json.loads(out)["runs"][0]["results"]]
    return [i["fingerprint"] for i in json.loads(out)]


@pytest.mark.parametrize("fmt", ["sarif", "gitlab"])
def test_fingerprints_survive_inserted_lines(project, fmt):
    before = fingerprints(project, fmt)
    path = project / "Sources" / "CardView.swift"
    path.write_text("// A header comment\n// that moves every line down\n\n" + path.read_text())
    after = fingerprints(project, fmt)
    assert len(set(before)) == len(before) == 5
    assert before == after


def test_gitlab_code_quality_shape(project):
    issues = json.loads(run("check", "--format", "gitlab", "Sources", cwd=project).stdout)
    assert len(issues) == 5
    for issue in issues:
        assert {"description", "check_name", "fingerprint", "severity", "location"} <= set(issue)
        assert issue["severity"] in {"info", "minor", "major", "critical", "blocker"}
        assert issue["location"]["path"] == "Sources/CardView.swift"
        assert issue["location"]["positions"]["begin"]["line"] >= 1


def test_junit_and_checkstyle_xml(project):
    junit = ET.fromstring(run("check", "--format", "junit", "Sources", cwd=project).stdout)
    cases = junit.findall(".//testcase")
    assert sorted(c.get("name") for c in cases) == ["Sources/CardView.swift", "Sources/Clean.swift"]
    failing = next(c for c in cases if c.get("name") == "Sources/CardView.swift")
    assert len(failing.findall("failure")) == 5
    assert junit.get("failures") == "1" and junit.get("tests") == "2"
    checkstyle = ET.fromstring(run("check", "--format", "checkstyle", "Sources", cwd=project).stdout)
    errors = checkstyle.findall("./file[@name='Sources/CardView.swift']/error")
    assert len(errors) == 5
    assert {e.get("source") for e in errors} >= {"themelint.hardcoded-color", "themelint.missing-compat-wrapper"}
    assert all(e.get("line").isdigit() and e.get("column").isdigit() for e in errors)


def test_github_workflow_commands(project):
    lines = run("check", "--format", "github", "Sources", cwd=project).stdout.splitlines()
    assert len(lines) == 5
    first = lines[0]
    assert first.startswith("::warning file=Sources/CardView.swift,line=5,col=25,endLine=5,endColumn=27,title=themelint (hardcoded-spacing)::")
    assert any(line.startswith("::error ") for line in lines)


def test_several_formats_in_one_run_and_output_file(project):
    result = run("check", "--format", "text", "--format", "sarif:out/report.sarif", "--format", "junit:junit.xml", "Sources", cwd=project)
    assert result.returncode == 1
    assert "Found 5 problems" in result.stdout
    assert json.loads((project / "out" / "report.sarif").read_text())["version"] == "2.1.0"
    ET.fromstring((project / "junit.xml").read_text())
    run("check", "--format", "json", "--output", "report.json", "Sources", cwd=project)
    assert json.loads((project / "report.json").read_text())["summary"]["diagnostics"] == 5
    assert run("check", "--format", "yaml", "Sources", cwd=project).returncode == 2
    assert run("check", "--format", "json", "--format", "sarif", "Sources", cwd=project).returncode == 2


def test_diff_prints_changes_without_writing(project):
    path = project / "Sources" / "CardView.swift"
    before = path.read_text()
    result = run("check", "--diff", "Sources", cwd=project)
    assert result.returncode == 1
    assert path.read_text() == before
    assert "--- a/Sources/CardView.swift" in result.stdout
    assert "-                .padding(16)" in result.stdout
    assert "+                .padding(D.Content.padding(.regular))" in result.stdout
    run("check", "--fix", "Sources", cwd=project)
    assert run("check", "--diff", "Sources", cwd=project).returncode == 0


def test_diff_applies_with_patch_to_what_fix_writes(project, tmp_path_factory):
    """patch(1) turns the --diff output into exactly what --fix writes, for a CRLF file and a file
    whose last line has no newline (a last line that a fix changes included)."""
    sources = project / "Sources"
    (sources / "CRLF.swift").write_bytes(VIEW.replace("\n", "\r\n").encode())
    (sources / "NoNewline.swift").write_text(VIEW.rstrip("\n") + "\nlet gap = VStack(spacing: 12) { }")
    diff = subprocess.run([BIN, "check", "--diff", "Sources"], cwd=project, capture_output=True, timeout=120).stdout  # bytes: CRs kept
    assert b"\\ No newline at end of file" in diff and b"\r\n" in diff
    copy = tmp_path_factory.mktemp("patched")
    shutil.copytree(sources, copy / "Sources")
    applied = subprocess.run(["patch", "-p1", "-F0", "--binary", "--no-backup-if-mismatch"], cwd=copy, input=diff,
                             capture_output=True)
    assert applied.returncode == 0, applied.stdout.decode() + applied.stderr.decode()
    run("check", "--fix", "Sources", cwd=project)
    for path in sorted(sources.glob("*.swift")):
        assert (copy / "Sources" / path.name).read_bytes() == path.read_bytes(), path.name


def test_stdin_uses_the_given_name_and_prints_fixed_source(project):
    result = run("check", "--stdin-filename", "Sources/CardView.swift", "--format", "json", "-", cwd=project, stdin=VIEW)
    report = json.loads(result.stdout)
    assert report["diagnostics"][0]["path"] == "Sources/CardView.swift"
    # The project config (found from the given name) supplies the colour token.
    assert any(d["fix"] and d["fix"]["edits"][0]["newText"] == "Color.Branding.primary" for d in report["diagnostics"])
    fixed = run("check", "--stdin-filename", "Sources/CardView.swift", "--fix", "-", cwd=project, stdin=VIEW)
    assert ".padding(D.Content.padding(.regular))" in fixed.stdout
    assert fixed.stdout.startswith("import SwiftUI")
    assert "Found 1 problem" in fixed.stderr
    assert (project / "Sources" / "CardView.swift").read_text() == VIEW  # nothing written
    (project / ".themelint.json").write_text('{"exclude": ["Generated/**"]}')
    excluded = run("check", "--stdin-filename", "Generated/X.swift", "--fix", "-", cwd=project, stdin=VIEW)
    assert excluded.returncode == 0 and excluded.stdout == VIEW


def test_baseline_reports_only_new_findings_even_after_lines_move(project):
    result = run("check", "--write-baseline", "themelint-baseline.json", "Sources", cwd=project)
    assert result.returncode == 0
    baseline = json.loads((project / "themelint-baseline.json").read_text())
    assert baseline["version"] == 1 and len(baseline["findings"]) == 5
    assert baseline["findings"][0]["path"] == "Sources/CardView.swift"
    assert run("check", "--baseline", "themelint-baseline.json", "Sources", cwd=project).returncode == 0
    path = project / "Sources" / "CardView.swift"
    moved = "// inserted\n// lines\n" + path.read_text().replace('Text("Body")', 'Text("Body").padding(.top, 8)')
    path.write_text(moved)
    report = json.loads(run("check", "--baseline", "themelint-baseline.json", "--format", "json", "Sources", cwd=project).stdout)
    assert [(d["rule"], d["range"]["start"]["line"]) for d in report["diagnostics"]] == [("hardcoded-padding", 9)]
    (project / "bad.json").write_text("{}")
    assert run("check", "--baseline", "bad.json", "Sources", cwd=project).returncode == 2


def test_diff_base_reports_only_changed_lines(project):
    git("init", "-q", cwd=project)
    (project / ".git" / "info").mkdir(exist_ok=True)
    git("add", ".", cwd=project)
    git("commit", "-qm", "base", cwd=project)
    assert run("check", "--diff-base", "HEAD", "--strict", "Sources", cwd=project).returncode == 0
    path = project / "Sources" / "CardView.swift"
    path.write_text(path.read_text().replace('Text("Body")', 'Text("Body").padding(.top, 8)'))
    (project / "Sources" / "New.swift").write_text("import SwiftUI\nlet spacer = Spacer(minLength: 12)\nstruct N: View { var body: some View { Spacer(minLength: 12) } }\n")
    report = json.loads(run("check", "--diff-base", "HEAD", "--format", "json", "Sources", cwd=project).stdout)
    found = sorted((d["path"], d["range"]["start"]["line"]) for d in report["diagnostics"])
    assert found == [("Sources/CardView.swift", 7), ("Sources/New.swift", 3)]
    assert run("check", "--diff-base", "no-such-ref", "Sources", cwd=project).returncode == 2


def cache_entries(project, kind, cache=".themelint-cache"):
    return [p for p in (project / cache / kind).rglob("*") if p.is_file()]


def is_whole_entry(path):
    """A cache entry is a format byte, the payload, and the payload's MurmurHash3 x64-128 (reference
    implementation): a torn or foreign entry fails this check."""
    data = path.read_bytes()
    return len(data) >= 17 and data[0] in (1, 2) and mmh3.hash_bytes(data[1:-16], 0, True) == data[-16:]


def test_cache_is_used_keyed_and_self_healing(project):
    cold = run("check", "--format", "json", "Sources", cwd=project)
    # Every file's findings in one pack per cache directory, by path.
    entries = cache_entries(project, "v3")
    assert len(entries) == 1 and all(map(is_whole_entry, entries))
    assert b"/Sources/CardView.swift" in entries[0].read_bytes() and b"/Sources/Clean.swift" in entries[0].read_bytes()
    # Discovery facts are cached too, every file's in one pack per project root, so a warm run
    # parses nothing and opens one facts file.
    facts = cache_entries(project, "facts-v3")
    assert len(facts) == 1 and all(map(is_whole_entry, facts))
    # Both files' facts, with the member accesses counted for usage tie-breaks (`.red`; a called `.padding(16)` is no use).
    pack = facts[0].read_bytes()
    assert b"CardView.swift" in pack and b"Clean.swift" in pack and b".red" in pack and b".padding" not in pack
    warm = run("check", "--format", "json", "Sources", cwd=project)
    assert warm.stdout == cold.stdout
    # A corrupt entry, or one of another format, is ignored and rewritten.
    for entry in entries + facts:
        entry.write_bytes(b"\x01{ not an entry" + bytes(16))
    entries[0].write_text('[{"rule": "hardcoded-color"}]')
    again = run("check", "--format", "json", "Sources", cwd=project)
    assert again.stdout == cold.stdout
    assert all(map(is_whole_entry, entries + facts))
    # Config changes are part of the key.
    (project / ".themelint.json").write_text('{"rules": {"hardcoded-color": "off"}}')
    changed = json.loads(run("check", "--format", "json", "Sources", cwd=project).stdout)
    assert "hardcoded-color" not in changed["summary"]["byRule"]
    # --no-cache neither reads nor writes; --cache-path moves it.
    run("check", "--cache-path", "elsewhere", "Sources", cwd=project)
    assert any((project / "elsewhere").rglob("*"))
    before = sorted(p for p in (project / ".themelint-cache").rglob("*"))
    (project / "Sources" / "Third.swift").write_text(VIEW)
    run("check", "--no-cache", "Sources", cwd=project)
    assert sorted(p for p in (project / ".themelint-cache").rglob("*")) == before


def test_cache_directory_is_ignored_by_git_and_tagged(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "CardView.swift").write_text(VIEW)
    run("check", "Sources", cwd=tmp_path)
    cache = tmp_path / ".themelint-cache"
    assert (cache / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert ".themelint-cache" not in status.stdout and "Sources/CardView.swift" in status.stdout
    # A directory the user chose that already exists gets neither file: "*" there could hide their files.
    (tmp_path / "build").mkdir()
    run("check", "--cache-path", "build", "Sources", cwd=tmp_path)
    assert any((tmp_path / "build").rglob("*")) and not (tmp_path / "build" / ".gitignore").exists()
    assert not (tmp_path / "build" / "CACHEDIR.TAG").exists()


def test_findings_pack_keeps_files_a_run_did_not_cover_and_drops_deleted_ones(project):
    run("check", "Sources", cwd=project)
    [pack] = cache_entries(project, "v3")
    # A run over one file (a pre-commit hook) keeps the other file's findings for the next full run.
    run("check", "Sources/CardView.swift", cwd=project)
    assert b"/Sources/Clean.swift" in pack.read_bytes()
    # A run over the directory drops the findings of a file no longer there.
    (project / "Sources" / "Clean.swift").unlink()
    run("check", "Sources", cwd=project)
    assert b"/Sources/Clean.swift" not in pack.read_bytes() and b"/Sources/CardView.swift" in pack.read_bytes()
    assert is_whole_entry(pack)


def test_concurrent_runs_do_not_corrupt_the_cache(project):
    for index in range(20):
        (project / "Sources" / f"View{index}.swift").write_text(VIEW.replace("CardView", f"CardView{index}"))
    processes = [subprocess.Popen([BIN, "check", "--format", "json", "Sources"], cwd=project, stdout=subprocess.PIPE, text=True)
                 for _ in range(4)]
    outputs = [p.communicate(timeout=120)[0] for p in processes]
    assert len(set(outputs)) == 1
    entries = cache_entries(project, "v3") + cache_entries(project, "facts-v3")
    assert len(entries) == 2 and all(map(is_whole_entry, entries))


def test_jobs_do_not_change_output_order(project):
    for index in range(12):
        (project / "Sources" / f"V{index:02}.swift").write_text(VIEW)
    outputs = {run("check", "--no-cache", "--jobs", str(jobs), "--format", "json", "Sources", cwd=project).stdout for jobs in (1, 2, 5)}
    assert len(outputs) == 1
    assert run("check", "--jobs", "0", "Sources", cwd=project).returncode == 2


def test_statistics(project):
    result = run("check", "--statistics", "Sources", cwd=project)
    lines = result.stdout.splitlines()
    assert lines[0].split()[:2] == ["2", "hardcoded-color"]
    assert "[*] 1 fixable" in lines[0]
    assert lines[-1].startswith("Found 5 problems")


def test_cache_follows_tokens_discovered_in_other_files(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "Card.swift").write_text(
        'import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text("x").background(Color(hex: "#8F97A4")) }\n}\n')
    first = json.loads(run("check", "--format", "json", "Sources", cwd=tmp_path).stdout)
    assert [d["fix"] for d in first["diagnostics"]] == [None]
    # A token table appears elsewhere; Card.swift itself is unchanged, so only the settings key can notice.
    (tmp_path / "Sources" / "Color+Brand.swift").write_text(
        'import SwiftUI\n\nextension Color {\n    static let brandSlate = Color(red: 143 / 255, green: 151 / 255, blue: 164 / 255)\n}\n')
    second = json.loads(run("check", "--format", "json", "Sources", cwd=tmp_path).stdout)
    edits = [d["fix"]["edits"][0]["newText"] for d in second["diagnostics"] if d["fix"]]
    assert edits == ["Color.brandSlate"]
    # The token file changes, then goes: the cached facts follow each file's content, and a file
    # that is gone leaves no facts behind.
    (tmp_path / "Sources" / "Color+Brand.swift").write_text(
        'import SwiftUI\n\nextension Color {\n    static let brandStone = Color(red: 143 / 255, green: 151 / 255, blue: 164 / 255)\n}\n')
    third = json.loads(run("check", "--format", "json", "Sources", cwd=tmp_path).stdout)
    assert [d["fix"]["edits"][0]["newText"] for d in third["diagnostics"] if d["fix"]] == ["Color.brandStone"]
    (tmp_path / "Sources" / "Color+Brand.swift").unlink()
    fourth = json.loads(run("check", "--format", "json", "Sources", cwd=tmp_path).stdout)
    assert fourth == first
    # A colour set in an asset catalog, changed between runs: the tokens resolved from the cache
    # are those of the catalog as it is now.
    colorset = tmp_path / "Sources" / "Assets.xcassets" / "Slate.colorset"
    colorset.mkdir(parents=True)

    def write_colorset(red):
        colorset.joinpath("Contents.json").write_text(json.dumps({"colors": [{"idiom": "universal", "color": {
            "color-space": "srgb", "components": {"red": red, "green": "0x97", "blue": "0xA4", "alpha": "1.000"}}}]}))

    write_colorset("0x8F")
    fixes = lambda: [d["fix"]["edits"][0]["newText"] for d in json.loads(run("check", "--format", "json", "Sources", cwd=tmp_path).stdout)["diagnostics"] if d["fix"]]
    assert fixes() == fixes() and len(fixes()) == 1
    write_colorset("0x10")
    assert fixes() == []
