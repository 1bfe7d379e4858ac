import pathlib

import pytest

from lspraw import Server


@pytest.fixture
def workspace(tmp_path):
    """A project root with a `.git` marker, so config discovery stops inside it."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    return tmp_path


@pytest.fixture
def server(workspace):
    instance = Server(cwd=workspace)
    yield instance
    instance.kill()
