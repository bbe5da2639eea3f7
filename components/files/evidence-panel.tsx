"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { StorageUsage } from "@/components/workspace/usage-meter";
import { UpgradePrompt } from "@/components/workspace/upgrade-prompt";
import type { FileDTO } from "@/lib/client/api-types";
import { isIndexing, useFileLimits, useProjectFiles } from "@/lib/client/use-files";
import { DeleteFileDialog } from "./delete-file-dialog";
import { DropZone } from "./drop-zone";
import { FileRow } from "./file-row";
import { RejectedFiles } from "./rejected-files";
import { UploadRow } from "./upload-row";
import { useUploads } from "./use-uploads";
import { DocumentPreviewDialog } from "./document-preview-dialog";

type DialogState = { kind: "delete" | "preview"; file: FileDTO } | null;

/** The project's evidence: upload by drag-and-drop or picker, follow indexing, preview, download, delete. */
export function EvidencePanel({ projectId }: { projectId: string }) {
  const files = useProjectFiles(projectId);
  const uploads = useUploads(projectId);
  const limits = useFileLimits();
  const [dialog, setDialog] = useState<DialogState>(null);
  const list = files.data ?? [];
  const indexing = list.filter(isIndexing).length;
  const ready = list.filter((f) => f.indexStatus === "READY").length;
  const empty = files.isSuccess && list.length === 0 && uploads.uploads.length === 0;

  return (
    <section aria-labelledby="evidence-title" className="evidence">
      <header className="evidence-header">
        <h2 id="evidence-title">Evidence files</h2>
        <StorageUsage />
        <p className="muted small">
          Attach them to a session&apos;s runs so answers quote your own records. Only files marked Ready can be attached.
        </p>
      </header>

      <div className="card evidence-body">
        {uploads.quotaError && (
          <UpgradePrompt title="Your plan's storage is full" message={uploads.quotaError.message} />
        )}
        <DropZone onFiles={uploads.addFiles} maxFileBytes={limits.data?.maxFileBytes} />
        <RejectedFiles items={uploads.rejected} onDismiss={uploads.dismissRejected} />

        {files.isPending && <p className="muted small" role="status">Loading files…</p>}
        {files.isError && <Alert tone="error">Could not load the files: {files.error.message}</Alert>}
        {empty && (
          <p className="muted small evidence-empty">
            No files yet. Test reports, lab notebooks and design notes make the strongest evidence.
          </p>
        )}

        {(uploads.uploads.length > 0 || list.length > 0) && (
          <>
            <p className="evidence-summary small muted" aria-live="polite">
              {list.length} {list.length === 1 ? "file" : "files"} · {ready} ready
              {indexing > 0 && ` · ${indexing} being indexed`}
              {uploads.uploads.length > 0 && ` · ${uploads.uploads.length} uploading`}
            </p>
            <ul className="file-list" aria-label="Evidence files">
              {uploads.uploads.map((u) => (
                <UploadRow key={u.key} upload={u} onRetry={() => uploads.retry(u)} onRemove={() => uploads.remove(u)} />
              ))}
              {list.map((f) => (
                <FileRow
                  key={f.id}
                  file={f}
                  onPreview={() => setDialog({ kind: "preview", file: f })}
                  onDelete={() => setDialog({ kind: "delete", file: f })}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      {dialog?.kind === "delete" && <DeleteFileDialog file={dialog.file} onClose={() => setDialog(null)} />}
      {dialog?.kind === "preview" && <DocumentPreviewDialog file={dialog.file} onClose={() => setDialog(null)} />}
    </section>
  );
}
