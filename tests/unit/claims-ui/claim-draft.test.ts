import { describe, expect, it } from "vitest";
import type { ClaimDTO } from "@/lib/client/claim-api";
import {
  backupOf,
  canAutosave,
  editableOf,
  editorReducer,
  fieldStatus,
  hasUnsaved,
  initialState,
  pendingKeys,
  saveBody,
  saveStatus,
  type EditorAction,
  type EditorState,
} from "@/lib/client/claim-draft";

// The claim editor's autosave and conflict rules, without a browser: what is sent, what a 409
// does to the draft, and that nothing typed is ever dropped.

const line = (text: string, wordLimit: number) => ({ question: "Q", text, wordCount: text.split(/\s+/).filter(Boolean).length, wordLimit });

function record(version: number, fields: Partial<Record<"242" | "244" | "246", string>> & Partial<ClaimDTO> = {}): ClaimDTO {
  return {
    projectId: "p1",
    version,
    formVersion: "T661 (20)",
    title: fields.title ?? null,
    startDate: fields.startDate ?? null,
    completionDate: fields.completionDate ?? null,
    fieldOfScienceCode: fields.fieldOfScienceCode ?? null,
    crdcCode: null,
    lines: { "242": line(fields["242"] ?? "", 350), "244": line(fields["244"] ?? "", 700), "246": line(fields["246"] ?? "", 350) },
    updatedAt: version === 0 ? null : `2026-01-0${version}T12:00:00.000Z`,
  };
}

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = (state: EditorState): EditorAction => ({ type: "saveStarted", draft: state.draft, keys: pendingKeys(state) });

describe("autosave", () => {
  it("is saved until an edit, then sends only the changed fields on the base's version", () => {
    let state = initialState(record(2, { "242": "old uncertainty", title: "Codec" }));
    expect(saveStatus(state)).toBe("saved");
    expect(canAutosave(state)).toBe(false);
    state = run(state, { type: "edit", key: "242", value: "new uncertainty" }, { type: "edit", key: "title", value: "" });
    expect(saveStatus(state)).toBe("unsaved");
    expect(canAutosave(state)).toBe(true);
    expect(saveBody(state)).toEqual({ version: 2, lines: { "242": "new uncertainty" }, title: null });
  });

  it("keeps what was typed during a save, and saves it next", () => {
    let state = initialState(record(1));
    state = run(state, { type: "edit", key: "244", value: "first" });
    state = run(state, start(state));
    expect(saveStatus(state)).toBe("saving");
    expect(canAutosave(state)).toBe(false);
    state = run(state, { type: "edit", key: "244", value: "first and second" });
    state = run(state, { type: "saved", record: record(2, { "244": "first" }), at: "now" });
    expect(state.draft["244"]).toBe("first and second");
    expect(saveStatus(state)).toBe("unsaved");
    expect(saveBody(state)).toEqual({ version: 2, lines: { "244": "first and second" } });
  });

  it("takes the server's form of a field sent and not touched since (a trimmed title)", () => {
    let state = initialState(record(1));
    state = run(state, { type: "edit", key: "title", value: "Codec  " });
    state = run(state, start(state), { type: "saved", record: record(2, { title: "Codec" }), at: "now" });
    expect(state.draft.title).toBe("Codec");
    expect(saveStatus(state)).toBe("saved");
  });

  it("leaves a refused field out of the next saves until an edit, and keeps its text", () => {
    let state = initialState(record(1, { startDate: "2025-06" }));
    state = run(state, { type: "edit", key: "completionDate", value: "2025-01" }, { type: "edit", key: "246", value: "advance" });
    state = run(state, start(state), {
      type: "rejected",
      message: "completionDate: must not be before startDate",
      details: [{ path: "completionDate", message: "must not be before startDate" }],
    });
    expect(state.rejected.completionDate).toEqual({ value: "2025-01", message: "must not be before startDate" });
    expect(saveBody(state)).toEqual({ version: 1, lines: { "246": "advance" } });
    state = run(state, start(state), { type: "saved", record: record(2, { startDate: "2025-06", "246": "advance" }), at: "now" });
    expect(state.draft.completionDate).toBe("2025-01");
    expect(saveStatus(state)).toBe("invalid");
    expect(hasUnsaved(state)).toBe(true);
    expect(canAutosave(state)).toBe(false);
    state = run(state, { type: "edit", key: "startDate", value: "2024-12" });
    expect(saveBody(state)).toEqual({ version: 2, startDate: "2024-12", completionDate: "2025-01" });
  });

  it("maps a line's refusal (lines.244) to the line, and stops on a refusal no field names", () => {
    let state = run(initialState(record(1)), { type: "edit", key: "244", value: "x" });
    state = run(state, start(state), { type: "rejected", message: "too long", details: [{ path: "lines.244", message: "too long" }] });
    expect(state.rejected["244"]?.message).toBe("too long");
    expect(saveStatus(state)).toBe("invalid");
    state = run(state, { type: "edit", key: "242", value: "y" });
    state = run(state, start(state), { type: "rejected", message: "version: bad", details: [{ path: "version", message: "bad" }] });
    expect(saveStatus(state)).toBe("error");
    expect(canAutosave(state)).toBe(false);
  });

  it("retries a passing failure, not a lasting one", () => {
    let state = run(initialState(record(1)), { type: "edit", key: "242", value: "x" });
    state = run(state, start(state), { type: "failed", message: "offline", retryable: true });
    expect(saveStatus(state)).toBe("error");
    expect(canAutosave(state)).toBe(true);
    state = run(state, start(state), { type: "failed", message: "gone", retryable: false });
    expect(canAutosave(state)).toBe(false);
    state = run(state, { type: "edit", key: "242", value: "xy" });
    expect(canAutosave(state)).toBe(true);
  });
});

describe("fieldStatus", () => {
  it("tells each field's own state: saved, unsaved, saving, error, refused, in conflict", () => {
    let state = run(initialState(record(1, { "242": "a" })), { type: "edit", key: "242", value: "ab" }, { type: "edit", key: "title", value: "T" });
    expect(fieldStatus(state, "244")).toBe("saved");
    expect(fieldStatus(state, "242")).toBe("unsaved");
    state = run(state, start(state));
    expect(fieldStatus(state, "242")).toBe("saving");
    state = run(state, { type: "edit", key: "242", value: "abc" });
    expect(fieldStatus(state, "242")).toBe("unsaved");
    const failed = run(state, { type: "failed", message: "offline", retryable: true });
    expect(fieldStatus(failed, "242")).toBe("error");
    const refused = run(state, { type: "rejected", message: "x", details: [{ path: "title", message: "too long" }] });
    expect(fieldStatus(refused, "title")).toBe("invalid");
    const clash = run(state, { type: "conflicted", theirs: record(2, { "242": "other" }) });
    expect(fieldStatus(clash, "242")).toBe("conflict");
  });
});

describe("a save that answers 409 (the claim changed elsewhere)", () => {
  const base = record(3, { "242": "shared start", "244": "work", "246": "advance", title: "Codec" });

  it("merges what only one side changed, and saves on their version without asking", () => {
    let state = run(initialState(base), { type: "edit", key: "242", value: "mine" });
    state = run(state, start(state), { type: "conflicted", theirs: record(4, { "242": "shared start", "244": "their work", "246": "advance", title: "Codec" }) });
    expect(state.conflict).toBeNull();
    expect(state.draft).toMatchObject({ "242": "mine", "244": "their work" });
    expect(state.mergedFrom).toBe(4);
    expect(saveBody(state)).toEqual({ version: 4, lines: { "242": "mine" } });
  });

  it("opens a conflict for a field both changed, and pauses autosave until the user chooses", () => {
    let state = run(initialState(base), { type: "edit", key: "242", value: "mine" });
    const theirs = record(4, { "242": "theirs", "244": "work", "246": "advance", title: "Codec v2" });
    state = run(state, start(state), { type: "conflicted", theirs });
    expect(saveStatus(state)).toBe("conflict");
    expect(state.conflict).toEqual({ keys: ["242"], theirs: { "242": "theirs" }, ancestor: { "242": "shared start" }, version: 4 });
    expect(state.draft["242"]).toBe("mine");
    expect(state.draft.title).toBe("Codec v2");
    expect(canAutosave(state)).toBe(false);

    const kept = run(state, { type: "resolve", choice: "mine" });
    expect(kept.conflict).toBeNull();
    expect(saveBody(kept)).toEqual({ version: 4, lines: { "242": "mine" } });

    const taken = run(state, { type: "resolve", choice: "theirs" });
    expect(taken.conflict).toBeNull();
    expect(taken.draft["242"]).toBe("theirs");
    expect(taken.setAside).toEqual({ "242": "mine" });
    expect(saveStatus(taken)).toBe("saved");
    expect(run(taken, { type: "dismissSetAside" }).setAside).toBeNull();
  });

  it("keeps a conflict open when a still newer record arrives, with the newest text of theirs", () => {
    let state = run(initialState(base), { type: "edit", key: "242", value: "mine" });
    state = run(state, start(state), { type: "conflicted", theirs: record(4, { "242": "theirs", "244": "work", "246": "advance", title: "Codec" }) });
    state = run(state, { type: "remote", record: record(5, { "242": "theirs again", "244": "work", "246": "advance", title: "Codec" }) });
    expect(state.conflict).toMatchObject({ keys: ["242"], theirs: { "242": "theirs again" }, ancestor: { "242": "shared start" }, version: 5 });
    expect(state.draft["242"]).toBe("mine");
  });

  it("adopts a newer record seen on return silently when nothing was typed, and ignores older ones", () => {
    let state = initialState(base);
    state = run(state, { type: "remote", record: record(2) });
    expect(state.base.version).toBe(3);
    state = run(state, { type: "remote", record: record(5, { "242": "from the other tab" }) });
    expect(state.draft["242"]).toBe("from the other tab");
    expect(saveStatus(state)).toBe("saved");
    expect(state.mergedFrom).toBe(5);
  });
});

describe("the tab's copy of unsaved edits", () => {
  it("puts unsaved edits back after a reload, merged with the record as it is now", () => {
    let before = run(initialState(record(1, { "242": "a" })), { type: "edit", key: "242", value: "a b c" });
    const backup = backupOf(before);
    const restored = initialState(record(1, { "242": "a" }), backup);
    expect(restored.draft["242"]).toBe("a b c");
    expect(restored.recovered).toBe(true);
    expect(saveBody(restored)).toEqual({ version: 1, lines: { "242": "a b c" } });

    // Saved meanwhile by the unmounting page: nothing left to recover.
    expect(initialState(record(2, { "242": "a b c" }), backup).recovered).toBe(false);

    // The other tab changed the same line: a conflict, not a silent overwrite.
    const clash = initialState(record(2, { "242": "other" }), backup);
    expect(clash.conflict?.keys).toEqual(["242"]);

    // An open conflict survives the reload as one.
    before = run(before, start(before), { type: "conflicted", theirs: record(2, { "242": "other" }) });
    const again = initialState(record(2, { "242": "other" }), backupOf(before));
    expect(again.conflict?.keys).toEqual(["242"]);
    expect(again.draft["242"]).toBe("a b c");
  });

  it("ignores a copy without changes", () => {
    const r = record(1, { "242": "a" });
    expect(initialState(r, { base: editableOf(r), baseVersion: 1, draft: editableOf(r) })).toEqual(initialState(r));
  });
});

describe("a restore", () => {
  it("replaces the draft with the restored record, keeping texts set aside", () => {
    let state = run(initialState(record(2, { "242": "x" })), { type: "edit", key: "242", value: "y" });
    state = { ...state, setAside: { "244": "kept" } };
    state = run(state, { type: "replaced", record: record(3, { "242": "old text" }) });
    expect(state.draft["242"]).toBe("old text");
    expect(state.base.version).toBe(3);
    expect(state.setAside).toEqual({ "244": "kept" });
    expect(saveStatus(state)).toBe("saved");
  });
});
