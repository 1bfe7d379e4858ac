"""The server driven by a real third-party LSP client: pygls's LanguageClient with lsprotocol's
types. If our messages do not match the specification's shapes, lsprotocol's converters fail here."""
import asyncio
import pathlib

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from lspraw import BIN, apply_edits

# The seed's padding scale, stated as a project that has the UI package would: only then is its fix offered.
CONFIG = ('{"tokens": {"colors": {"Branding.primary": {"light": "#8F97A4", "accessor": "Color.Branding.primary"}},'
          ' "padding": {"accessor": "D.Content.padding(.{step})"}}}')
VIEW = """import SwiftUI

struct CardView: View {
    var body: some View {
        Text("🎨 色 e\u0301").padding(16).background(Color(hex: "#8F97A4"))
    }
}
"""
TIMEOUT = 60


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, TIMEOUT * 2))


class Session:
    def __init__(self, workspace):
        self.workspace = workspace
        self.client = LanguageClient("themelint-e2e", "1.0")
        self.diagnostics = asyncio.Queue()
        self.messages = []
        self.applied = []

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: types.PublishDiagnosticsParams):
            self.diagnostics.put_nowait(params)

        @self.client.feature(types.WINDOW_SHOW_MESSAGE)
        def on_message(params: types.ShowMessageParams):
            self.messages.append(params)

        @self.client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def on_register(params: types.RegistrationParams):
            self.registrations = params.registrations
            return None

        @self.client.feature(types.WORKSPACE_APPLY_EDIT)
        def on_apply(params: types.ApplyWorkspaceEditParams):
            self.applied.append(params.edit)
            return types.ApplyWorkspaceEditResult(applied=True)

    async def start(self):
        await self.client.start_io(BIN, "serve")
        capabilities = types.ClientCapabilities(
            general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
            workspace=types.WorkspaceClientCapabilities(
                apply_edit=True,
                workspace_edit=types.WorkspaceEditClientCapabilities(document_changes=True),
                did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
            ),
            text_document=types.TextDocumentClientCapabilities(
                hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                publish_diagnostics=types.PublishDiagnosticsClientCapabilities(code_description_support=True),
                code_action=types.CodeActionClientCapabilities(
                    data_support=True, resolve_support=types.ClientCodeActionResolveOptions(properties=["edit"])),
            ),
        )
        uri = self.workspace.as_uri()
        result = await self.client.initialize_async(types.InitializeParams(
            capabilities=capabilities, root_uri=uri, workspace_folders=[types.WorkspaceFolder(uri=uri, name="ws")],
            initialization_options={"logLevel": "debug"}))
        self.client.initialized(types.InitializedParams())
        return result

    async def next_diagnostics(self, uri, version):
        while True:
            params = await asyncio.wait_for(self.diagnostics.get(), TIMEOUT)
            if params.uri == uri and params.version == version:
                return params

    async def stop(self):
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()
        return self.client._server.returncode


def make_workspace(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".themelint.json").write_text(CONFIG)
    (tmp_path / "Sources").mkdir()
    return tmp_path


def test_pygls_full_session(tmp_path):
    workspace = make_workspace(tmp_path)
    path = workspace / "Sources" / "CardView.swift"

    async def scenario():
        session = Session(workspace)
        result = await session.start()
        assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16
        assert result.capabilities.hover_provider is True
        assert result.server_info.name == "themelint"

        uri = path.as_uri()
        session.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=VIEW)))
        published = await session.next_diagnostics(uri, 1)
        by_code = {d.code: d for d in published.diagnostics}
        assert set(by_code) == {"hardcoded-color", "hardcoded-padding"}
        padding = by_code["hardcoded-padding"]
        # 8 spaces + Text(" (6) + 🎨 (2) + space + 色 + space + e◌́ (2) + ").padding( (11) = 32
        assert padding.range.start == types.Position(line=4, character=32)
        assert padding.source == "themelint" and padding.severity == types.DiagnosticSeverity.Warning
        assert padding.code_description.href.endswith("hardcoded-padding.md")

        # Incremental edit: 16 -> 8, addressed in UTF-16 after the emoji.
        session.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=4, character=32), end=types.Position(line=4, character=34)), text="8")]))
        text = VIEW.replace("padding(16)", "padding(8)")
        published = await session.next_diagnostics(uri, 2)
        padding = [d for d in published.diagnostics if d.code == "hardcoded-padding"][0]
        assert "D.Content.padding(.small)" in padding.message

        # Code actions: the quickfix applied to the text.
        actions = await session.client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=padding.range,
            context=types.CodeActionContext(diagnostics=[padding])))
        quickfix = [a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.title.startswith("Replace")][0]
        [change] = quickfix.edit.document_changes
        assert change.text_document.version == 2
        edits = [{"range": {"start": {"line": e.range.start.line, "character": e.range.start.character},
                            "end": {"line": e.range.end.line, "character": e.range.end.character}}, "newText": e.new_text}
                 for e in change.edits]
        assert "padding(D.Content.padding(.small))" in apply_edits(text, edits)

        # source.fixAll through the kind hierarchy.
        fix_all = await session.client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll])))
        assert [a.kind for a in fix_all] == ["source.fixAll.themelint"] and fix_all[0].edit is None
        # This client resolves edits: the fix-all edit comes from codeAction/resolve.
        resolved = await session.client.code_action_resolve_async(fix_all[0])
        change = resolved.edit.document_changes[0]
        assert change.text_document.uri == uri and change.edits

        # Hover over the colour literal.
        hover = await session.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=50)))
        assert hover.contents.kind == types.MarkupKind.Markdown
        assert "Color.Branding.primary" in hover.contents.value and "ΔE 0" in hover.contents.value

        # The fixAll command: the server asks us to apply the edit.
        answer = await session.client.workspace_execute_command_async(types.ExecuteCommandParams(
            command="themelint.fixAll", arguments=[uri]))
        assert answer == {"applied": True} or getattr(answer, "applied", None) is True
        [edit] = session.applied
        assert edit.document_changes[0].text_document.uri == uri

        # Dynamic registration of the config watcher happened, and a config reload re-publishes.
        assert session.registrations[0].method == "workspace/didChangeWatchedFiles"
        (workspace / ".themelint.json").write_text('{"rules": {"hardcoded-color": "off"}}')
        session.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=(workspace / ".themelint.json").as_uri(), type=types.FileChangeType.Changed)]))
        published = await session.next_diagnostics(uri, 2)
        assert [d.code for d in published.diagnostics] == ["hardcoded-padding"]

        return await session.stop()

    assert run(scenario()) == 0


def test_pygls_pull_diagnostics(tmp_path):
    workspace = make_workspace(tmp_path)
    (workspace / "Sources" / "CardView.swift").write_text(VIEW)

    async def scenario():
        session = Session(workspace)
        session.client  # pull-capable client
        await session.client.start_io(BIN, "serve")
        uri = workspace.as_uri()
        result = await session.client.initialize_async(types.InitializeParams(
            capabilities=types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
                diagnostic=types.DiagnosticClientCapabilities(related_document_support=False))),
            root_uri=uri, workspace_folders=[types.WorkspaceFolder(uri=uri, name="ws")]))
        assert result.capabilities.diagnostic_provider.workspace_diagnostics is True
        session.client.initialized(types.InitializedParams())
        file_uri = (workspace / "Sources" / "CardView.swift").as_uri()
        session.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=file_uri, language_id="swift", version=1, text=VIEW)))
        report = await session.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=file_uri)))
        assert report.kind == "full" and len(report.items) == 2
        unchanged = await session.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=file_uri), previous_result_id=report.result_id))
        assert unchanged.kind == "unchanged"
        workspace_report = await session.client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
        assert [item.uri for item in workspace_report.items] == [file_uri]
        return await session.stop()

    assert run(scenario()) == 0
