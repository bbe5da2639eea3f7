import type { ClaimDTO, UpdateClaimBody } from "./claim-api";

// The claim editor's state, as a pure reducer: what the user typed (the draft), the record it was
// typed on (the base), the save in flight, and what happens when the claim changed elsewhere.
//
// Nothing the user typed is dropped. A save answers 409 with the newer record when another tab or
// person saved first: the two are merged field by field against the base they both started from
// (a three-way merge). A field only one side changed takes that side; a field both changed
// differently is a conflict the user settles: keep mine (saved on the newer version) or take
// theirs (mine stays on screen, set aside, until dismissed). Autosave waits while a conflict is
// open. A field the server refused (400) is left out of the next saves until it is edited.

export const LINE_KEYS = ["242", "244", "246"] as const;
export const SECTION_A_KEYS = ["title", "startDate", "completionDate", "fieldOfScienceCode", "crdcCode"] as const;
export const EDITABLE_KEYS = [...LINE_KEYS, ...SECTION_A_KEYS] as const;

export type LineKey = (typeof LINE_KEYS)[number];
export type SectionAKey = (typeof SECTION_A_KEYS)[number];
export type EditableKey = (typeof EDITABLE_KEYS)[number];
/** Every editable field as the inputs hold it: a string, "" for an empty Section A field. */
export type Editable = Record<EditableKey, string>;

export interface Conflict {
  /** The fields both sides changed, differently. */
  keys: EditableKey[];
  /** Their values of those fields. */
  theirs: Partial<Editable>;
  /** The values both started from, so a backup of an open conflict is still one after a reload. */
  ancestor: Partial<Editable>;
  /** The version that holds theirs. */
  version: number;
}

export interface EditorState {
  base: ClaimDTO;
  draft: Editable;
  /** The draft as it was sent, and the fields sent, while a save is on the wire. */
  inFlight: { draft: Editable; keys: EditableKey[] } | null;
  conflict: Conflict | null;
  /** Fields the server refused, with the value refused: left out of saves until edited. */
  rejected: Partial<Record<EditableKey, { value: string; message: string }>>;
  failure: { message: string; retryable: boolean } | null;
  /** The user's own values replaced by "take theirs", kept on screen until dismissed. */
  setAside: Partial<Editable> | null;
  /** The version of a change saved elsewhere that was merged into the draft, until dismissed. */
  mergedFrom: number | null;
  /** Edits this tab kept but had not saved (a reload mid-sentence) were put back. */
  recovered: boolean;
  savedAt: string | null;
}

/** invalid: only fields the server refused are left unsaved (each shows why). */
export type SaveStatus = "conflict" | "saving" | "error" | "unsaved" | "invalid" | "saved";

export const isLineKey = (k: string): k is LineKey => (LINE_KEYS as readonly string[]).includes(k);

export function editableOf(record: ClaimDTO): Editable {
  return {
    "242": record.lines["242"].text,
    "244": record.lines["244"].text,
    "246": record.lines["246"].text,
    title: record.title ?? "",
    startDate: record.startDate ?? "",
    completionDate: record.completionDate ?? "",
    fieldOfScienceCode: record.fieldOfScienceCode ?? "",
    crdcCode: record.crdcCode ?? "",
  };
}

/** A copy of the draft the browser keeps until it is saved (see claim-backup.ts). */
export interface DraftBackup {
  /** The record's content the draft was typed on, and its version. */
  base: Editable;
  baseVersion: number;
  draft: Editable;
}

export function initialState(record: ClaimDTO, backup: DraftBackup | null = null): EditorState {
  const state: EditorState = {
    base: record,
    draft: editableOf(record),
    inFlight: null,
    conflict: null,
    rejected: {},
    failure: null,
    setAside: null,
    mergedFrom: null,
    recovered: false,
    savedAt: record.updatedAt,
  };
  if (!backup || EDITABLE_KEYS.every((k) => backup.draft[k] === backup.base[k])) return state;
  // Edits this browser kept but never saved: put them back, merged with what the server has now.
  const merged = merge({ ...state, draft: { ...backup.draft } }, backup.base, record);
  return { ...merged, mergedFrom: null, recovered: hasUnsaved(merged) };
}

/** The fields the next save would send: changed from the base, and not refused as they are. */
export function pendingKeys(state: EditorState): EditableKey[] {
  const base = editableOf(state.base);
  return EDITABLE_KEYS.filter((k) => state.draft[k] !== base[k] && state.rejected[k]?.value !== state.draft[k]);
}

export function saveStatus(state: EditorState): SaveStatus {
  if (state.conflict) return "conflict";
  if (state.inFlight) return "saving";
  if (state.failure) return "error";
  if (pendingKeys(state).length > 0) return "unsaved";
  return refusedKeys(state).length > 0 ? "invalid" : "saved";
}

/** Fields the server refused whose refused value is still in the draft. */
export function refusedKeys(state: EditorState): EditableKey[] {
  return EDITABLE_KEYS.filter((k) => state.rejected[k] !== undefined && state.rejected[k].value === state.draft[k]);
}

/** Whether autosave should send now (after its debounce): changes, and nothing in the way. */
export const canAutosave = (state: EditorState) =>
  !state.conflict && !state.inFlight && !(state.failure && !state.failure.retryable) && pendingKeys(state).length > 0;

/** The PUT body of the pending fields, on the base's version ("" clears a Section A field). */
export function saveBody(state: EditorState): UpdateClaimBody {
  const body: UpdateClaimBody = { version: state.base.version };
  const lines: Partial<Record<LineKey, string>> = {};
  for (const key of pendingKeys(state)) {
    if (isLineKey(key)) lines[key] = state.draft[key];
    else body[key] = state.draft[key] === "" ? null : state.draft[key];
  }
  if (Object.keys(lines).length > 0) body.lines = lines;
  return body;
}

/**
 * Three-way merge of the draft (mine) and a newer record (theirs) against the content both
 * started from (`ancestor`). The result is based on theirs; fields changed on both sides
 * differently become the conflict, showing mine until the user chooses.
 */
function merge(state: EditorState, ancestor: Editable, theirs: ClaimDTO): EditorState {
  const their = editableOf(theirs);
  const draft = { ...state.draft };
  const keys: EditableKey[] = [];
  const theirValues: Partial<Editable> = {};
  const ancestorValues: Partial<Editable> = {};
  // A conflict still open stays one (its base already holds their earlier value).
  const open = state.conflict?.keys ?? [];
  for (const k of EDITABLE_KEYS) {
    const mineChanged = state.draft[k] !== ancestor[k] || open.includes(k);
    const theirChanged = their[k] !== ancestor[k] || open.includes(k);
    if (!mineChanged) draft[k] = their[k];
    else if (theirChanged && state.draft[k] !== their[k]) {
      keys.push(k);
      theirValues[k] = their[k];
      ancestorValues[k] = state.conflict?.ancestor[k] ?? ancestor[k];
    }
  }
  return {
    ...state,
    base: theirs,
    draft,
    inFlight: null,
    failure: null,
    conflict: keys.length > 0 ? { keys, theirs: theirValues, ancestor: ancestorValues, version: theirs.version } : null,
    mergedFrom: theirs.version,
    savedAt: theirs.updatedAt,
  };
}

export type EditorAction =
  | { type: "edit"; key: EditableKey; value: string }
  /** The draft and the fields about to be sent (what saveBody read). */
  | { type: "saveStarted"; draft: Editable; keys: EditableKey[] }
  | { type: "saved"; record: ClaimDTO; at: string }
  | { type: "conflicted"; theirs: ClaimDTO }
  | { type: "rejected"; details: { path: string; message: string }[]; message: string }
  | { type: "failed"; message: string; retryable: boolean }
  /** A newer record seen without saving (the tab came back into view). */
  | { type: "remote"; record: ClaimDTO }
  | { type: "resolve"; choice: "mine" | "theirs"; keys?: EditableKey[] }
  /** The record was replaced as a whole (a restore): the draft becomes it. */
  | { type: "replaced"; record: ClaimDTO }
  | { type: "dismissSetAside" }
  | { type: "dismissMerged" }
  /** Try a failed save again now. */
  | { type: "retry" };

/** The field a 400's detail path names: "lines.244" → "244", "title" → "title". */
function fieldOfPath(path: string): EditableKey | null {
  const key = path.startsWith("lines.") ? path.slice("lines.".length) : path;
  return (EDITABLE_KEYS as readonly string[]).includes(key) ? (key as EditableKey) : null;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "edit":
      if (state.draft[action.key] === action.value) return state;
      // Any edit may fix what was refused (a date's order involves two fields): try all again.
      return { ...state, draft: { ...state.draft, [action.key]: action.value }, rejected: {}, failure: null };
    case "saveStarted":
      return { ...state, inFlight: { draft: { ...action.draft }, keys: [...action.keys] } };
    case "saved": {
      const sent = state.inFlight ?? { draft: state.draft, keys: [] };
      const saved = editableOf(action.record);
      const draft = { ...state.draft };
      // Fields sent and not touched since take the server's form of them (a trimmed title).
      for (const k of sent.keys) if (draft[k] === sent.draft[k]) draft[k] = saved[k];
      return { ...state, base: action.record, draft, inFlight: null, failure: null, savedAt: action.record.updatedAt ?? action.at };
    }
    case "conflicted":
      return merge(state, editableOf(state.base), action.theirs);
    case "remote":
      if (action.record.version <= state.base.version || state.inFlight) return state;
      return merge(state, editableOf(state.base), action.record);
    case "rejected": {
      const sent = state.inFlight?.draft ?? state.draft;
      const rejected = { ...state.rejected };
      for (const d of action.details) {
        const key = fieldOfPath(d.path);
        if (key) rejected[key] = { value: sent[key], message: d.message };
      }
      const named = Object.keys(rejected).length > Object.keys(state.rejected).length;
      return {
        ...state,
        inFlight: null,
        rejected,
        // Refused for a reason no field names: stop until the next edit.
        failure: named ? null : { message: action.message, retryable: false },
      };
    }
    case "failed":
      return { ...state, inFlight: null, failure: { message: action.message, retryable: action.retryable } };
    case "resolve": {
      if (!state.conflict) return state;
      const keys = action.keys ?? state.conflict.keys;
      const draft = { ...state.draft };
      let setAside = state.setAside;
      if (action.choice === "theirs") {
        setAside = { ...(setAside ?? {}) };
        for (const k of keys) {
          setAside[k] = draft[k];
          draft[k] = state.conflict.theirs[k] ?? draft[k];
        }
      }
      const left = state.conflict.keys.filter((k) => !keys.includes(k));
      return { ...state, draft, setAside, conflict: left.length > 0 ? { ...state.conflict, keys: left } : null };
    }
    case "replaced":
      return { ...initialState(action.record), setAside: state.setAside };
    case "dismissSetAside":
      return { ...state, setAside: null };
    case "retry":
      return { ...state, failure: null, rejected: {} };
    case "dismissMerged":
      return { ...state, mergedFrom: null, recovered: false };
  }
}

/** What the browser keeps of unsaved edits: an open conflict's fields keep the values both started from. */
export function backupOf(state: EditorState): DraftBackup {
  return { base: { ...editableOf(state.base), ...(state.conflict?.ancestor ?? {}) }, baseVersion: state.base.version, draft: { ...state.draft } };
}

/** Whether there is anything the server does not have yet. */
export function hasUnsaved(state: EditorState): boolean {
  if (state.conflict || state.inFlight) return true;
  const base = editableOf(state.base);
  return EDITABLE_KEYS.some((k) => state.draft[k] !== base[k]);
}

/** Where one field stands, for the status shown beside it. */
export function fieldStatus(state: EditorState, key: EditableKey): SaveStatus {
  if (state.conflict?.keys.includes(key)) return "conflict";
  if (state.rejected[key] !== undefined && state.rejected[key].value === state.draft[key]) return "invalid";
  if (state.inFlight?.keys.includes(key) && state.inFlight.draft[key] === state.draft[key]) return "saving";
  if (state.draft[key] !== editableOf(state.base)[key]) return state.failure ? "error" : "unsaved";
  return "saved";
}
