import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";

// Issue 31: the workspace check (the server's `errlang.checkWorkspace` command, issue 22) was
// not in the command palette: a command the client only gets from the server's
// executeCommandProvider has no title there unless the extension contributes one.
const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8")) as {
  contributes: {
    commands: { command: string; title: string; category?: string }[];
    menus: { commandPalette: { command: string; when?: string }[] };
  };
};

describe("command palette", () => {
  it("offers the workspace check when a folder is open", () => {
    const command = manifest.contributes.commands.find((c) => c.command === "errlang.checkWorkspace");
    assert.ok(command !== undefined, "errlang.checkWorkspace is contributed");
    assert.equal(`${command.category}: ${command.title}`, "errlang: Check workspace");
    const shown = manifest.contributes.menus.commandPalette.find((c) => c.command === "errlang.checkWorkspace");
    assert.equal(shown?.when, "workspaceFolderCount > 0");
  });
});
