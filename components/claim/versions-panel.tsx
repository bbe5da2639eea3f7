"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ClaimVersionSummaryDTO } from "@/lib/client/claim-api";
import { LINE_KEYS, type LineKey } from "@/lib/client/claim-draft";
import { formatDateTime } from "@/lib/client/labels";
import { useClaimVersions, VERSIONS_PAGE_SIZE } from "@/lib/client/use-claim";
import { FIELD_NAMES } from "./field-names";
import { VersionCompare } from "./version-compare";

interface VersionsPanelProps {
  projectId: string;
  userId: string | null;
  currentVersion: number;
  /** The editor's current texts (unsaved edits included), to compare a version with. */
  current: Record<LineKey, string>;
  /** Why a restore cannot start now (unsaved edits), or null. */
  restoreBlocked: string | null;
  onRestore: (versionId: string, lines?: LineKey[]) => Promise<void>;
}

function who(v: ClaimVersionSummaryDTO, userId: string | null) {
  if (v.userId === null) return "a deleted account";
  return v.userId === userId ? "you" : "another account";
}

function changes(v: ClaimVersionSummaryDTO) {
  const parts = [...v.changedLines.map((l) => `line ${l}`), ...v.changedFields.map((f) => FIELD_NAMES[f].toLowerCase())];
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** The claim's history: who changed what and when, from which run; compare two versions; restore. */
export function VersionsPanel({ projectId, userId, currentVersion, current, restoreBlocked, onRestore }: VersionsPanelProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const versions = useClaimVersions(projectId, page, open);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const list = versions.data?.content ?? [];

  async function restore(v: ClaimVersionSummaryDTO, lines?: LineKey[]) {
    const label = lines ? `line ${lines.join(", ")} of version ${v.version}` : `version ${v.version}`;
    setBusy(`${v.id}:${lines?.join(",") ?? "all"}`);
    setResult(null);
    try {
      await onRestore(v.id, lines);
      setResult({ tone: "success", text: `Restored ${label}. The text it replaced is kept in the history.` });
    } catch (err) {
      setResult({ tone: "error", text: `Could not restore ${label}: ${err instanceof Error ? err.message : "try again"}` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card claim-versions" aria-labelledby="claim-versions-title">
      <div className="claim-versions-head">
        <h2 id="claim-versions-title">History</h2>
        <button type="button" className="button button-small button-secondary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? "Hide the history" : `Show the history (${currentVersion} version${currentVersion === 1 ? "" : "s"})`}
        </button>
      </div>
      {open && (
        <>
          <p className="small muted">Every save that changed something is a version. Restoring one adds a new version: nothing is lost.</p>
          {restoreBlocked && <p className="small claim-note">{restoreBlocked}</p>}
          {result && <Alert tone={result.tone}>{result.text}</Alert>}
          {versions.isPending && <p className="muted">Loading the history…</p>}
          {versions.isError && <Alert tone="error">Could not load the history: {versions.error.message}</Alert>}
          {versions.isSuccess && list.length === 0 && <p className="muted">No versions yet: the first save makes one.</p>}
          {list.length > 0 && (
            <ol className="claim-version-list" aria-label="Versions, newest first">
              {list.map((v) => (
                <li key={v.id} className="claim-version" data-testid={`claim-version-${v.version}`}>
                  <div className="claim-version-main">
                    <strong>Version {v.version}</strong>
                    {v.version === currentVersion && <span className="badge claim-current-badge">current</span>}
                    <span className="muted small">
                      {" "}
                      · {formatDateTime(v.createdAt)} · by {who(v, userId)}
                    </span>
                    <p className="small">
                      Changed {changes(v)}
                      {v.sourceRunId && " · from a T661 draft (Use this draft)"}
                      {v.restoredFromVersion !== null && ` · restored from version ${v.restoredFromVersion}`}
                    </p>
                  </div>
                  {v.version !== currentVersion && (
                    <div className="claim-version-actions">
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        disabled={restoreBlocked !== null || busy !== null}
                        onClick={() => restore(v)}
                      >
                        Restore all<span className="visually-hidden"> of version {v.version}</span>
                      </button>
                      {LINE_KEYS.filter((l) => v.changedLines.includes(l)).map((l) => (
                        <button
                          key={l}
                          type="button"
                          className="button button-small button-ghost"
                          disabled={restoreBlocked !== null || busy !== null}
                          onClick={() => restore(v, [l])}
                        >
                          Restore line {l}
                          <span className="visually-hidden"> of version {v.version}</span>
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          {versions.data && versions.data.totalPages > 1 && (
            <div className="claim-version-pages">
              <button type="button" className="button button-small button-ghost" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                Newer
              </button>
              <span className="small muted">
                Page {page + 1} of {versions.data.totalPages} ({VERSIONS_PAGE_SIZE} a page)
              </span>
              <button
                type="button"
                className="button button-small button-ghost"
                disabled={page + 1 >= versions.data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </button>
            </div>
          )}
          {list.length > 0 && <VersionCompare projectId={projectId} versions={list} current={current} />}
        </>
      )}
    </section>
  );
}
