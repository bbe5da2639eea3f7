"use client";

import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import type { FileDTO } from "@/lib/client/api-types";
import { useDocumentPreview, useDownloadFile } from "@/lib/client/use-files";
import { DocumentFrame } from "./document-frame";

function omittedNote(count: number): string {
  return count === 1
    ? "One image is not shown (a type or size the preview does not inline); download the document to see it."
    : `${count} images are not shown (types or sizes the preview does not inline); download the document to see them.`;
}

/**
 * A Word document read in the app: the server renders the stored file's own text as sanitized
 * HTML (nothing goes to an outside viewer), shown in a sandboxed frame. Download gives the original.
 */
export function DocumentPreviewDialog({ file, onClose }: { file: FileDTO; onClose: () => void }) {
  const preview = useDocumentPreview(file);
  const download = useDownloadFile(file);
  const data = preview.data;

  return (
    <Dialog title="Preview Word document" onClose={onClose}>
      <div className="dialog-content doc-preview">
        <p className="doc-preview-name">
          <strong>{file.originalFilename}</strong>
        </p>
        {preview.isPending && (
          <p className="muted small doc-preview-status" role="status">
            <span className="spinner" aria-hidden="true" /> Preparing the preview…
          </p>
        )}
        {preview.isError && <Alert tone="error">{preview.error.message}</Alert>}
        {data && (
          <>
            {(data.truncated || data.imagesOmitted > 0) && (
              <p className="muted small doc-preview-note">
                {data.truncated && "The document is long: the preview stops before its end. "}
                {data.imagesOmitted > 0 && omittedNote(data.imagesOmitted)}
              </p>
            )}
            <DocumentFrame html={data.html} title={`Preview of ${file.originalFilename}`} />
            <p className="muted small doc-preview-note">
              Shown from the document&apos;s text, as this workspace reads it: layout and fonts may differ from Word.
            </p>
          </>
        )}
        {download.isError && <Alert tone="error">{download.error.message}</Alert>}
      </div>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          Download
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
