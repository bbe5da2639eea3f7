"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import type { FileDTO } from "@/lib/client/api-types";
import { recallFile } from "@/lib/client/file-cache";
import { useWordPreview } from "@/lib/client/use-files";
import { DOCX_TYPE } from "@/lib/shared/limits";

const timeFormat = new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "2-digit" });

/**
 * A Word preview needs the document's bytes, and only the browser that uploaded it holds them:
 * the stored copy is for analysis and is not read back. Otherwise the user picks the .docx again.
 */
export function WordPreviewDialog({ file, onClose }: { file: FileDTO; onClose: () => void }) {
  const [held] = useState(() => recallFile(file.id));
  const [picked, setPicked] = useState<File | null>(null);
  const source = held ?? picked;
  const mutation = useWordPreview(file);
  const preview = mutation.data;
  const otherName = picked && picked.name !== file.originalFilename;

  return (
    <Dialog title="Preview Word document" onClose={onClose}>
      <div className="dialog-content preview-dialog">
        <p>
          <strong>{file.originalFilename}</strong>
        </p>
        {held ? (
          <p className="muted small">This browser still holds the document you uploaded, so it can be previewed now.</p>
        ) : (
          <div className="field">
            <label htmlFor={`preview-pick-${file.id}`}>Choose the .docx again</label>
            <input
              id={`preview-pick-${file.id}`}
              type="file"
              accept={`.docx,${DOCX_TYPE}`}
              onChange={(e) => {
                setPicked(e.currentTarget.files?.[0] ?? null);
                mutation.reset();
              }}
            />
            <p className="field-hint">
              This browser no longer has the file you uploaded (it was uploaded earlier or elsewhere), and the stored copy
              is kept for analysis only. Pick it from your computer to preview it.
            </p>
          </div>
        )}
        {otherName && (
          <Alert tone="info">
            You picked “{picked.name}”, not “{file.originalFilename}”. The preview will show the file you picked.
          </Alert>
        )}
        {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
        {preview ? (
          <div className="preview-links" data-testid="preview-links">
            <a className="button button-primary" href={preview.previewUrl} target="_blank" rel="noopener noreferrer">
              Open in Office viewer
            </a>
            <a className="button button-secondary" href={preview.fileUrl} download={source?.name}>
              Download preview copy
            </a>
            <p className="muted small">
              A temporary copy is kept until {timeFormat.format(new Date(preview.expiresAt))}. The Office viewer needs to
              reach this server over the internet; on a local or private installation use the preview copy instead.
            </p>
          </div>
        ) : (
          <p className="muted small">
            A temporary copy is stored for about ten minutes so that Microsoft’s Office viewer can show it.
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
        {!preview && (
          <button
            type="button"
            className="button button-primary"
            disabled={!source || mutation.isPending}
            aria-busy={mutation.isPending}
            onClick={() => source && mutation.mutate(source)}
          >
            {mutation.isPending && <span className="spinner" aria-hidden="true" />}
            {mutation.isPending ? "Preparing…" : "Create preview"}
          </button>
        )}
      </div>
    </Dialog>
  );
}
