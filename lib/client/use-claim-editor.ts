"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { isApiError } from "./api-error";
import { clearDraftBackup, readDraftBackup, writeDraftBackup } from "./claim-backup";
import { conflictRecord, fetchClaim, restoreClaimVersion, saveClaim, type ClaimDTO } from "./claim-api";
import {
  backupOf,
  canAutosave,
  editorReducer,
  hasUnsaved,
  initialState,
  pendingKeys,
  saveBody,
  type EditableKey,
  type EditorState,
  type LineKey,
} from "./claim-draft";
import { claimKeys, claimSaved } from "./use-claim";

// The claim editor's autosave: the reducer of claim-draft.ts, driven by timers and the network.
// A change is saved after a pause in typing (and at the latest a few seconds into a long burst);
// a failed save is retried; a 409 opens the merge; a tab that comes back into view looks for a
// newer record; leaving the page with edits still unsaved asks first, and the tab keeps a copy.

/** Quiet time after the last keystroke before saving. */
export const AUTOSAVE_DEBOUNCE_MS = 800;
/** Typing without a pause still saves this often. */
export const AUTOSAVE_MAX_WAIT_MS = 5_000;
/** A save that failed for a passing reason (network, 5xx, 429) is tried again after this. */
export const AUTOSAVE_RETRY_MS = 5_000;

const retryable = (err: unknown) => !isApiError(err) || err.status === 0 || err.status === 429 || err.status >= 500;

export function useClaimEditor(projectId: string, record: ClaimDTO, userId: string) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, null, () => initialState(record, readDraftBackup(userId, projectId)));
  const stateRef = useRef<EditorState>(state);
  const saving = useRef(false);
  const pendingSince = useRef<number | null>(null);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const save = useCallback(async () => {
    const current = stateRef.current;
    if (saving.current || !canAutosave(current)) return;
    saving.current = true;
    pendingSince.current = null;
    const body = saveBody(current);
    dispatch({ type: "saveStarted", draft: current.draft, keys: pendingKeys(current) });
    try {
      const saved = await saveClaim(projectId, body);
      dispatch({ type: "saved", record: saved, at: new Date().toISOString() });
      void claimSaved(queryClient, projectId, saved);
    } catch (err) {
      const theirs = conflictRecord(err);
      if (theirs) {
        dispatch({ type: "conflicted", theirs });
        queryClient.setQueryData(claimKeys.claim(projectId), theirs);
      } else if (isApiError(err) && err.code === "VALIDATION_FAILED") {
        dispatch({ type: "rejected", details: err.details, message: err.message });
      } else {
        const message = isApiError(err) ? err.message : "The claim could not be saved.";
        dispatch({ type: "failed", message, retryable: retryable(err) });
      }
    } finally {
      saving.current = false;
    }
  }, [projectId, queryClient]);

  // Autosave: after a pause, at the latest AUTOSAVE_MAX_WAIT_MS after the first unsaved change.
  useEffect(() => {
    if (!canAutosave(state)) {
      // Edits undone by hand leave nothing waiting: the next burst starts its own clock.
      if (pendingKeys(state).length === 0) pendingSince.current = null;
      return;
    }
    const now = Date.now();
    pendingSince.current ??= now;
    const delay = state.failure ? AUTOSAVE_RETRY_MS : Math.max(0, Math.min(AUTOSAVE_DEBOUNCE_MS, pendingSince.current + AUTOSAVE_MAX_WAIT_MS - now));
    const timer = setTimeout(() => void save(), delay);
    return () => clearTimeout(timer);
  }, [state, save]);

  // The tab's copy of what the server does not have yet.
  useEffect(() => {
    if (hasUnsaved(state)) writeDraftBackup(userId, projectId, backupOf(state));
    else clearDraftBackup(userId, projectId);
  }, [state, userId, projectId]);

  // Back in view: another tab or person may have saved meanwhile.
  useEffect(() => {
    let active = true;
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const latest = await fetchClaim(projectId);
        if (active) dispatch({ type: "remote", record: latest });
      } catch {
        // The next save finds out.
      }
    };
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      active = false;
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [projectId]);

  // Leaving with edits unsaved: the browser asks first; leaving inside the app saves them.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!hasUnsaved(stateRef.current)) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      const last = stateRef.current;
      if (!saving.current && canAutosave(last)) {
        saveClaim(projectId, saveBody(last))
          .then((saved) => claimSaved(queryClient, projectId, saved))
          .catch(() => undefined); // The tab's copy brings the edits back next time.
      }
    };
  }, [projectId, queryClient]);

  const edit = useCallback((key: EditableKey, value: string) => dispatch({ type: "edit", key, value }), []);

  /** Restores a version (all of it, or the lines named) on the current version. */
  const restore = useCallback(
    async (versionId: string, lines?: LineKey[]) => {
      const current = stateRef.current;
      try {
        const restored = await restoreClaimVersion(projectId, versionId, { version: current.base.version, ...(lines ? { lines } : {}) });
        dispatch({ type: "replaced", record: restored });
        await claimSaved(queryClient, projectId, restored);
      } catch (err) {
        const theirs = conflictRecord(err);
        if (theirs) dispatch({ type: "remote", record: theirs });
        throw err;
      }
    },
    [projectId, queryClient],
  );

  return { state, dispatch, edit, save, restore };
}
