"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { saveFile } from "@/lib/client/authed-download";
import { downloadClaimExport, type ExportFormat } from "@/lib/client/claim-api";
import { LINE_KEYS, type LineKey } from "@/lib/client/claim-draft";
import { countClaimWords, WORD_LIMITS } from "@/lib/shared/claim-words";

interface ExportBarProps {
  projectId: string;
  lines: Record<LineKey, string>;
  /** Why the record on the server is not what the page shows yet (unsaved edits), or null. */
  pendingReason: string | null;
}

/** DOCX and PDF of the saved claim, refused (with the reason) while a line is over its limit. */
export function ExportBar({ projectId, lines, pendingReason }: ExportBarProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const over = LINE_KEYS.map((l) => ({ line: l, count: countClaimWords(lines[l]), limit: WORD_LIMITS[l] })).filter((l) => l.count > l.limit);
  const reason =
    over.length > 0
      ? `Export is off while ${over.map((l) => `line ${l.line} is ${l.count - l.limit} words over its ${l.limit}`).join(" and ")}: the form would not take it.`
      : pendingReason;

  async function download(format: ExportFormat) {
    setBusy(format);
    setError(null);
    try {
      saveFile(await downloadClaimExport(projectId, format));
    } catch (err) {
      setError(err instanceof Error ? err.message : "The export failed. Try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="claim-export" aria-labelledby="claim-export-title">
      <h2 id="claim-export-title" className="visually-hidden">
        Export
      </h2>
      <div className="claim-export-buttons">
        {(["docx", "pdf"] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button-secondary"
            disabled={reason !== null || busy !== null}
            aria-describedby={reason ? "claim-export-reason" : undefined}
            aria-busy={busy === format}
            onClick={() => download(format)}
          >
            {busy === format && <span className="spinner" aria-hidden="true" />}
            Export {format.toUpperCase()}
          </button>
        ))}
      </div>
      {reason && (
        <p id="claim-export-reason" className="small claim-export-reason" data-testid="claim-export-reason">
          {reason}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
