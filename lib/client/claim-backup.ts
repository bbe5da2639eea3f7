import { EDITABLE_KEYS, type DraftBackup, type Editable } from "./claim-draft";

// The claim editor's unsaved edits, kept in the tab's sessionStorage until the server has them,
// so a reload, a crash or a closed laptop in the middle of a sentence loses nothing. The tab's
// storage, not localStorage: a confidential draft does not outlive the tab on a shared computer.
// Keyed by user and project, so another account signed in on the tab never sees it.

const PREFIX = "sred.claimDraft";

const keyOf = (userId: string, projectId: string) => `${PREFIX}.${userId}.${projectId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isEditable = (v: unknown): v is Editable =>
  typeof v === "object" && v !== null && EDITABLE_KEYS.every((k) => typeof (v as Record<string, unknown>)[k] === "string");

export function readDraftBackup(userId: string, projectId: string, store: Storage | null = storage()): DraftBackup | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(keyOf(userId, projectId)) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { base, baseVersion, draft } = parsed as Partial<DraftBackup>;
    return isEditable(base) && isEditable(draft) && typeof baseVersion === "number" ? { base, baseVersion, draft } : null;
  } catch {
    return null;
  }
}

export function writeDraftBackup(userId: string, projectId: string, backup: DraftBackup, store: Storage | null = storage()): void {
  try {
    store?.setItem(keyOf(userId, projectId), JSON.stringify(backup));
  } catch {
    // Storage full or refused: the autosave still runs, only the safety copy is missing.
  }
}

export function clearDraftBackup(userId: string, projectId: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(keyOf(userId, projectId));
  } catch {
    // Nothing to do.
  }
}
