"""End-to-end tests of the `themelint` binary: exit codes, output formats, config errors, fixes.

Each test works in its own temporary project (with a `.git` marker so discovery stops there).
"""
import json
import os
import pathlib
import stat
import subprocess

import pytest

BIN = os.environ.get("THEMELINT_BIN", str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/themelint"))

VIEW = """import SwiftUI

struct CardView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("🎨 Title").foregroundColor(.red) // Color(red: 1, green: 0, blue: 0)
            Text("Body")
                .padding(16)
                .background(Color(hex: "#8F97A4"))
        }
        .listRowSeparator(.hidden)
    }
}
"""

# A colour token, and the seed UI package's scales and wrapper stated as a project that has them
# would: without them, no fix names D.Content or .compatibleCall (see the test below). No target is
# stated, so the compat finding rests on the assumed iOS 14 and is a warning.
CONFIG = """{
  // tokens for the test project
  "compatWrapper": {"name": "compatibleCall", "supports": ["listRowSeparator"]},
  "tokens": {
    "colors": {"Branding.primary": {"light": "#8F97A4", "accessor": "Color.Branding.primary"}},
    "padding": {"accessor": "D.Content.padding(.{step})", "steps": {"small": 8, "regular": 16}},
    "spacing": {"accessor": "D.Content.spacing(.{step})", "steps": {"small": 8, "regular": 12}}
  }
}
"""


# The same, with the target stated: the compat finding is an error.
CONFIG_WITH_TARGET = CONFIG.replace('  "compatWrapper"', '  "deploymentTarget": {"iOS": "14.0"},\n  "compatWrapper"', 1)


def run(*args, cwd, stdin=None):
    return subprocess.run([BIN, *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=120)


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "CardView.swift").write_text(VIEW)
    (tmp_path / ".themelint.json").write_text(CONFIG_WITH_TARGET)
    return tmp_path


def test_text_report_lists_findings_with_caret_and_summary(project):
    result = run("check", "Sources", cwd=project)
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert "Sources/CardView.swift:6:45: warning: Hardcoded colour .red" in result.stdout
    assert any(line.endswith("[hardcoded-color]") for line in lines)
    caret_line = lines[lines.index("6 |             Text(\"🎨 Title\").foregroundColor(.red) // Color(red: 1, green: 0, blue: 0)") + 1]
    assert caret_line.index("^") == lines[lines.index(caret_line) - 1].index(".red")
    assert "\x1b[" not in result.stdout  # no colour when stdout is not a TTY
    assert lines[-1].startswith("Found 5 problems (1 error, 4 warnings) in 1 file.")


def test_json_report_shape_and_positions(project):
    result = run("check", "--format", "json", "Sources/CardView.swift", cwd=project)
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["version"] == 1
    assert report["summary"] == {
        "files": 1, "diagnostics": 5,
        "byRule": {"hardcoded-color": 2, "hardcoded-padding": 1, "hardcoded-spacing": 1, "missing-compat-wrapper": 1},
    }
    first = report["diagnostics"][0]
    assert first["path"] == "Sources/CardView.swift"
    assert first["rule"] == "hardcoded-spacing"
    assert first["range"] == {"start": {"line": 5, "column": 25}, "end": {"line": 5, "column": 27}}
    assert first["fix"]["edits"][0]["newText"] == "D.Content.spacing(.regular)"
    red = next(d for d in report["diagnostics"] if d["message"].startswith("Hardcoded colour .red"))
    # The emoji counts as one column.
    assert red["range"]["start"] == {"line": 6, "column": 45}
    hexed = next(d for d in report["diagnostics"] if "#8F97A4" in d["message"])
    assert hexed["fix"]["edits"][0]["newText"] == "Color.Branding.primary"
    assert hexed["fix"]["applicability"] == "safe"


def test_strict_select_ignore_and_exit_codes(project):
    assert run("check", "--select", "hardcoded-padding", "Sources", cwd=project).returncode == 0
    assert run("check", "--strict", "--select", "hardcoded-padding", "Sources", cwd=project).returncode == 1
    ignored = run("check", "--format", "json", "--ignore", "missing-compat-wrapper", "Sources", cwd=project)
    assert ignored.returncode == 0
    assert "missing-compat-wrapper" not in json.loads(ignored.stdout)["summary"]["byRule"]
    bad = run("check", "--select", "hardcoded-colour", "Sources", cwd=project)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1 and "hardcoded-colour" in bad.stderr


def test_deployment_target_flag_and_package_manifest(project):
    (project / ".themelint.json").write_text(CONFIG)  # no target stated: the build files give it
    assert run("check", "--select", "missing-compat-wrapper", "--strict", "--deployment-target", "iOS=15.0", "Sources", cwd=project).returncode == 0
    assert run("check", "--select", "missing-compat-wrapper", "--strict", "--deployment-target", "iOS=14", "Sources", cwd=project).returncode == 1
    assert run("check", "--deployment-target", "iPhone=15", "Sources", cwd=project).returncode == 2
    (project / "Package.swift").write_text(
        '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "App", platforms: [.iOS(.v16), .macOS("13.0")])\n')
    assert run("check", "--select", "missing-compat-wrapper", "--strict", "Sources", cwd=project).returncode == 0


def test_xcode_project_deployment_target(project):
    (project / ".themelint.json").write_text(CONFIG)  # no target stated: the build files give it
    (project / "App.xcodeproj").mkdir()
    (project / "App.xcodeproj" / "project.pbxproj").write_text(
        "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t};\n")
    assert run("check", "--select", "missing-compat-wrapper", "--strict", "Sources", cwd=project).returncode == 0


@pytest.mark.parametrize("config, fragment", [
    ('{"tokens": {"colours": {"x": 3}}}', "tokens.colours.x: expected a hex colour string or an object"),
    ('{"rulez": {}}', "rulez: unknown key"),
    ('{"rules": {"hardcoded-colour": "error"}}', 'rules.hardcoded-colour: unknown rule; did you mean "hardcoded-color"?'),
    ('{"skipPreviews": "yes"}', "skipPreviews: expected true or false, got a string"),
    ('{"deploymentTarget": {"iOS": "fifteen"}}', 'deploymentTarget.iOS: "fifteen" is not a version'),
    ('{"tokens": {"padding": {"accessor": "D.padding"}}}', 'tokens.padding.accessor: must contain "{step}"'),
    ('{"tokens": {"padding": {"accessor": "D.padding(.{step}"}}}', 'tokens.padding.accessor: "D.padding(.{step}" is not a Swift expression'),
    ('{"tokens": {"colors": {"B": {"light": "#FFFFFF", "accessor": "Color.B // brand"}}}}', 'tokens.colors.B.accessor: "Color.B // brand" is not a Swift expression'),
    ('{"tokens": {"colors": {"brand color": "#FFFFFF"}}}', 'tokens.colors.brand color: the name gives the accessor "Color.brand color"'),
    ('{"rules": ', "invalid JSON"),
    ('{"extends": ".themelint.json"}', '"extends" forms a cycle'),
])
def test_config_errors_name_the_file_and_key(project, config, fragment):
    (project / ".themelint.json").write_text(config)
    result = run("check", "Sources", cwd=project)
    assert result.returncode == 2
    assert ".themelint.json" in result.stderr and fragment in result.stderr, result.stderr
    assert result.stdout == ""


def test_config_extends_merges_parent(project):
    (project / "base.json").write_text('{"rules": {"hardcoded-padding": "off"}}')
    (project / ".themelint.json").write_text('{"extends": "base.json", "rules": {"hardcoded-spacing": "off"}}')
    report = json.loads(run("check", "--format", "json", "Sources", cwd=project).stdout)
    assert set(report["summary"]["byRule"]) == {"hardcoded-color", "missing-compat-wrapper"}


def test_explicit_config_path_and_missing_paths(project):
    (project / "strict.json").write_text('{"rules": {"hardcoded-color": "off", "hardcoded-padding": "off", "hardcoded-spacing": "off", "missing-compat-wrapper": "off"}}')
    result = run("check", "--config", "strict.json", "Sources", cwd=project)
    assert result.returncode == 0 and "All checks passed" in result.stdout
    assert run("check", "--config", "nope.json", "Sources", cwd=project).returncode == 2
    missing = run("check", "Nope", cwd=project)
    assert missing.returncode == 2 and "Nope" in missing.stderr


def test_no_cache_is_accepted(project):
    assert run("check", "--no-cache", "Sources", cwd=project).returncode == 1


def test_skipped_directories_are_not_searched(project):
    for name in [".build", "Pods", "Carthage", "DerivedData"]:
        (project / name).mkdir()
        (project / name / "Vendor.swift").write_text(VIEW)
    report = json.loads(run("check", "--format", "json", ".", cwd=project).stdout)
    assert report["summary"]["files"] == 1


def test_suppression_comments(project):
    source = VIEW.replace("        .listRowSeparator(.hidden)", "        // themelint:disable-next-line missing-compat-wrapper -- legacy\n        .listRowSeparator(.hidden)")
    source = "// themelint:disable-file hardcoded-padding\n" + source
    (project / "Sources" / "CardView.swift").write_text(source)
    report = json.loads(run("check", "--format", "json", "Sources", cwd=project).stdout)
    assert set(report["summary"]["byRule"]) == {"hardcoded-color", "hardcoded-spacing"}


def test_fix_rewrites_atomically_keeps_mode_and_is_idempotent(project):
    path = project / "Sources" / "CardView.swift"
    path.chmod(0o640)
    result = run("check", "--fix", "Sources", cwd=project)
    # Only the warning for .red (no matching token) remains, so the run passes.
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-1] == "Fixed 4 problems. Found 1 problem (1 warning) in 1 file."
    fixed = path.read_text()
    assert "VStack(spacing: D.Content.spacing(.regular))" in fixed
    assert ".padding(D.Content.padding(.regular))" in fixed
    assert ".background(Color.Branding.primary)" in fixed
    assert ".compatibleCall(.listRowSeparator(.hidden))" in fixed
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert [p.name for p in (project / "Sources").iterdir()] == ["CardView.swift"]  # no temporary files left
    again = run("check", "--fix", "Sources", cwd=project)
    assert path.read_text() == fixed
    assert "Fixed" not in again.stdout


def test_fixes_that_name_the_seed_defaults_are_not_offered_where_the_project_lacks_them(project):
    # The project configures colours only: D.Content and .compatibleCall are the built-in seed
    # defaults, which a project without the UI package does not have, so no fix names them.
    (project / ".themelint.json").write_text('{"tokens": {"colors": {"Branding.primary": {"light": "#8F97A4", "accessor": "Color.Branding.primary"}}}}')
    path = project / "Sources" / "CardView.swift"
    result = run("check", "--fix", "--unsafe-fixes", "Sources", cwd=project)
    # No target is declared either: the compat finding on the assumed iOS 14 is a warning. With no
    # scale to name, the padding and spacing literals are information only.
    assert result.stdout.splitlines()[-1] == "Fixed 1 problem. Found 4 problems (2 warnings, 2 info) in 1 file."
    assert "D.Content" not in path.read_text() and "compatibleCall" not in path.read_text()
    assert ".background(Color.Branding.primary)" in path.read_text()
    report = json.loads(run("check", "--format", "json", "Sources", cwd=project).stdout)
    remaining = {d["rule"]: d for d in report["diagnostics"]}
    assert {"hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper"} <= set(remaining)
    assert all(d["fix"] is None for d in report["diagnostics"])
    assert remaining["hardcoded-padding"]["suggestions"] == [] and "no padding scale" in remaining["hardcoded-padding"]["message"]
    assert remaining["hardcoded-padding"]["severity"] == "info"
    assert "guard it with if #available(iOS" in remaining["missing-compat-wrapper"]["message"]
    tokens = run("tokens", cwd=project).stdout
    assert "Padding: none found in this project (padding literals are reported as information)" in tokens
    assert "D.Content.padding" not in tokens
    assert "(built-in default: none found in this project)" in tokens  # the wrapper


def test_rules_explain_and_version(project):
    listing = run("rules", cwd=project)
    assert listing.returncode == 0
    assert [line.split()[0] for line in listing.stdout.splitlines()] == [
        "hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper",
        "obsolete-compat-wrapper", "prefer-moduled-view", "project-compat-wrappers"]
    explained = run("explain", "hardcoded-padding", cwd=project)
    assert explained.returncode == 0
    for heading in ["## What it does", "## Why is this bad?", "## Example", "## Use instead"]:
        assert heading in explained.stdout
    assert run("explain", "nope", cwd=project).returncode == 2
    version = run("--version", cwd=project)
    assert version.returncode == 0 and version.stdout.strip()


def test_usage_errors_exit_2_with_one_line(project):
    result = run("check", "--format", "xml", cwd=project)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1


def test_binary_works_from_any_directory_with_nothing_beside_it(tmp_path, project):
    copy = tmp_path / "bin" / "themelint"
    copy.parent.mkdir()
    copy.write_bytes(pathlib.Path(BIN).read_bytes())
    copy.chmod(0o755)
    result = subprocess.run([str(copy), "explain", "missing-compat-wrapper"], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0 and "compatibleCall" in result.stdout


def test_tokens_prints_the_discovered_catalog(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Palette.swift").write_text(
        "import SwiftUI\n\nextension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n}\n")
    result = run("tokens", "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    brand = next(c for c in data["colors"] if c["accessor"] == "Color.brand")
    assert brand["light"] == "#FF0000" and brand["origin"] == "Palette.swift:4"
    text = run("tokens", str(tmp_path), cwd=tmp_path)
    assert text.returncode == 0 and "Color.brand" in text.stdout and "Palette.swift:4" in text.stdout
    assert run("tokens", "Nope", cwd=tmp_path).returncode == 2
    assert data["deploymentTarget"] == {"versions": {"iOS": "14.0"}, "origin": "default", "basis": "assumed"}
    assert "Deployment target: iOS 14.0 (assumed: no config or build file declares one)" in text.stdout


def test_tokens_names_the_scales_its_origin_is_for(tmp_path):
    """A padding scale without a spacing one: the origin line, printed after both, says it is the padding's."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "Layout.swift").write_text(
        "import SwiftUI\n\nenum Layout {\n    static let smallPadding: CGFloat = 8\n    static let cardPadding: CGFloat = 16\n"
        "    static let largePadding: CGFloat = 24\n}\n")
    lines = run("tokens", ".", cwd=tmp_path).stdout.splitlines()
    spacing = next(i for i, line in enumerate(lines) if line.startswith("Spacing: none found"))
    assert lines[spacing + 1] == "  (padding from Layout.swift:3)", lines


def test_a_named_directory_outside_any_project_is_read_as_one(tmp_path):
    """Sources unpacked without a repository, package or Xcode project: the directory on the command
    line is the project, so its colour sets are tokens; a file named alone still reads only its folder."""
    app = tmp_path / "Download" / "App"
    colorset = app / "Assets.xcassets" / "Slate.colorset"
    colorset.mkdir(parents=True)
    colorset.joinpath("Contents.json").write_text(json.dumps({"colors": [{"idiom": "universal", "color": {
        "color-space": "srgb", "components": {"red": "0x8F", "green": "0x97", "blue": "0xA4", "alpha": "1.000"}}}]}))
    (app / "Views").mkdir()
    (app / "Views" / "Card.swift").write_text(
        "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n"
        "        Text(\"x\").foregroundColor(Color(red: 0x8F / 255, green: 0x97 / 255, blue: 0xA4 / 255))\n    }\n}\n")
    assert not any((parent / ".git").exists() for parent in app.parents)
    named = run("check", "--no-cache", "App", cwd=app.parent)
    assert named.returncode == 0 and 'use Color("Slate")' in named.stdout, named.stdout
    tokens = run("tokens", "App", cwd=app.parent)
    assert 'Color("Slate")' in tokens.stdout and "Design system of " + str(app) in tokens.stdout
    alone = run("check", "--no-cache", "App/Views/Card.swift", cwd=app.parent)
    assert alone.returncode == 0 and "no colour token with a known value" in alone.stdout


def test_tokens_names_the_deployment_target_and_its_build_file(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Project.swift").write_text(
        'import ProjectDescription\nlet project = Project(name: "App", targets: [.target(name: "App", '
        'destinations: .iOS, product: .app, bundleId: "a.b", deploymentTargets: .iOS("16.4"))])\n')
    (tmp_path / "App").mkdir()
    (tmp_path / "App" / "View.swift").write_text("import SwiftUI\n")
    data = json.loads(run("tokens", "--format", "json", "App", cwd=tmp_path).stdout)
    assert data["deploymentTarget"] == {"versions": {"iOS": "16.4"}, "origin": "Project.swift", "basis": "declared"}


def test_tokens_lists_the_targets_check_uses_when_the_project_sits_in_a_subfolder(tmp_path):
    """A repository whose Xcode project is in a subfolder: the root declares nothing, but check takes
    the project's target for its sources, and tokens says so instead of only "assumed"."""
    (tmp_path / ".git").mkdir()
    project = tmp_path / "Sub" / "App.xcodeproj"
    project.mkdir(parents=True)
    (project / "project.pbxproj").write_text(
        "{ objects = { A1 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Debug; }; }; }\n")
    (tmp_path / "Sub" / "App").mkdir()
    (tmp_path / "Sub" / "App" / "V.swift").write_text("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").refreshable { } } }\n")
    data = json.loads(run("tokens", "--format", "json", ".", cwd=tmp_path).stdout)
    assert data["deploymentTarget"]["basis"] == "assumed"
    assert data["sourceDeploymentTargets"] == [{"versions": {"iOS": "15.0"}, "origin": "project.pbxproj", "basis": "declared", "files": 1}]
    text = run("tokens", ".", cwd=tmp_path).stdout
    assert "iOS 15.0 (from project.pbxproj): 1 file" in text
    # check agrees: .refreshable is iOS 15, so nothing to report.
    assert "missing-compat-wrapper" not in run("check", "--no-cache", ".", cwd=tmp_path).stdout


def test_without_a_declared_target_the_code_s_own_unguarded_apis_set_it(tmp_path):
    """An app whose build files are not there (sources only) but whose code uses NavigationStack
    without a check builds for iOS 16 at least: its iOS 15 and 16 modifiers are no findings, newer
    ones warn against the inferred target, and the run exits 0. Declaring a target settles it."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "App").mkdir()
    (tmp_path / "App" / "Root.swift").write_text(
        "import SwiftUI\n\nstruct Root: View {\n    @State private var query = \"\"\n\n    var body: some View {\n"
        "        NavigationStack {\n            List { Text(query) }\n                .refreshable { }\n"
        "                .scrollContentBackground(.hidden)\n                .onChange(of: query) { old, new in print(old, new) }\n"
        "        }\n    }\n}\n")
    data = json.loads(run("tokens", "--format", "json", ".", cwd=tmp_path).stdout)
    assert data["deploymentTarget"] == {"versions": {"iOS": "16.0"}, "origin": "NavigationStack (App/Root.swift:7)", "basis": "inferred"}
    result = run("check", "--no-cache", "--format", "json", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    findings = [f for f in json.loads(result.stdout)["diagnostics"] if f["rule"] == "missing-compat-wrapper"]
    assert [(f["range"]["start"]["line"], f["severity"]) for f in findings] == [(11, "warning")], findings
    assert "deployment target is iOS 16.0 (inferred: no config or build file declares one, and NavigationStack (App/Root.swift:7)" in findings[0]["message"]
    (tmp_path / ".themelint.json").write_text('{"deploymentTarget": {"iOS": "15.0"}}')
    declared = run("check", "--no-cache", "--format", "json", ".", cwd=tmp_path)
    assert declared.returncode == 1
    lines = [f["range"]["start"]["line"] for f in json.loads(declared.stdout)["diagnostics"] if f["rule"] == "missing-compat-wrapper"]
    assert lines == [10, 11], declared.stdout


def test_the_readme_config_example_loads_and_applies(tmp_path):
    """The documented config is valid as written: every key in it is accepted, and its tokens apply."""
    readme = (pathlib.Path(__file__).resolve().parents[2] / "README.md").read_text()
    example = readme.split("```jsonc\n", 1)[1].split("```", 1)[0]
    project = tmp_path / "app"
    (project / ".git").mkdir(parents=True)
    (project / "Sources").mkdir()
    (project / "Sources" / "CardView.swift").write_text(VIEW)
    (project / ".themelint.json").write_text(example)
    (tmp_path / "shared-themelint.json").write_text("{}")  # what the example extends
    report = run("check", "--format", "json", "Sources", cwd=project)
    assert report.returncode == 1, report.stderr
    findings = json.loads(report.stdout)["diagnostics"]
    padding = [finding for finding in findings if finding["rule"] == "hardcoded-padding"]
    assert padding and "D.Content.padding(.regular)" in json.dumps(padding[0])
    assert not [finding for finding in findings if finding["rule"] == "hardcoded-spacing" and finding["severity"] != "info"]


def test_json_report_counts_applied_fixes(project):
    """--fix --format json says how many fixes were applied (refusals: ReporterTests)."""
    report = json.loads(run("check", "--fix", "--format", "json", "Sources", cwd=project).stdout)
    assert report["fixes"] == {"applied": 4, "refused": []}
    assert "fixes" not in json.loads(run("check", "--format", "json", "Sources", cwd=project).stdout)
