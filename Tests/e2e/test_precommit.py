"""The hooks in .pre-commit-hooks.yaml, run by the real pre-commit in a temporary git repository.

pre-commit builds the hook repository itself (`language: swift` means `swift build -c release`
of a clone of this repository at HEAD), so this test exercises exactly what users install.
PRE_COMMIT_HOME lives under .build so repeated local runs reuse that build.
"""
import os
import pathlib
import subprocess

import pytest

from test_cli import CONFIG, VIEW

ROOT = pathlib.Path(__file__).resolve().parents[2]
PRE_COMMIT = pathlib.Path(os.environ.get("VIRTUAL_ENV", ROOT / ".venv")) / "bin" / "pre-commit"

CLEAN = """import SwiftUI

struct Clean: View {
    var body: some View {
        Text("ok").padding(D.Content.padding(.regular))
    }
}
"""


# Read once: every new revision means a new release build inside pre-commit.
HEAD = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture
def repository(tmp_path):
    env = {**os.environ, "PRE_COMMIT_HOME": str(ROOT / ".build" / "pre-commit-home"),
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
    env.pop("GIT_DIR", None)

    def sh(*args, check=True):
        return subprocess.run(list(args), cwd=tmp_path, env=env, capture_output=True, text=True, check=check, timeout=3600)

    sh("git", "init", "-q")
    (tmp_path / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {ROOT}\n    rev: {HEAD}\n    hooks:\n      - id: themelint\n      - id: themelint-fix\n        stages: [manual]\n")
    sh("git", "add", ".pre-commit-config.yaml")
    sh(str(PRE_COMMIT), "install")
    return tmp_path, sh


def test_commit_with_violation_is_blocked_and_clean_commit_passes(repository):
    path, sh = repository
    (path / "Card.swift").write_text(VIEW)
    # The project states its target: compat findings on an assumed one are warnings, which block nothing.
    (path / ".themelint.json").write_text('{"deploymentTarget": {"iOS": "14.0"}}')
    sh("git", "add", "Card.swift", ".themelint.json")
    blocked = sh("git", "commit", "-m", "add card", check=False)
    assert blocked.returncode != 0
    output = blocked.stdout + blocked.stderr
    assert "themelint" in output and "Failed" in output
    assert "Card.swift:11:10: error: listRowSeparator requires iOS 15.0" in output
    assert "[missing-compat-wrapper]" in output

    (path / "Card.swift").write_text(CLEAN)
    sh("git", "add", "Card.swift")
    passed = sh("git", "commit", "-m", "add clean card", check=False)
    assert passed.returncode == 0, passed.stdout + passed.stderr


def test_fix_hook_rewrites_the_file(repository):
    path, sh = repository
    (path / "Card.swift").write_text(VIEW)
    (path / ".themelint.json").write_text(CONFIG)  # the project has the seed's scales and wrapper
    sh("git", "add", "Card.swift", ".themelint.json")
    result = sh(str(PRE_COMMIT), "run", "--hook-stage", "manual", "themelint-fix", "--files", "Card.swift", check=False)
    assert result.returncode != 0  # pre-commit fails a hook that modified files
    fixed = (path / "Card.swift").read_text()
    assert ".padding(D.Content.padding(.regular))" in fixed
    assert ".compatibleCall(.listRowSeparator(.hidden))" in fixed
    again = sh(str(PRE_COMMIT), "run", "--hook-stage", "manual", "themelint-fix", "--files", "Card.swift", check=False)
    assert (path / "Card.swift").read_text() == fixed
    assert "files were modified by this hook" not in again.stdout
