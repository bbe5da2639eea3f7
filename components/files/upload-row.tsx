import { formatBytes } from "@/lib/shared/limits";
import { FileTypeTile } from "./file-type-tile";
import type { Upload } from "./use-uploads";

interface UploadRowProps {
  upload: Upload;
  onRetry: () => void;
  onRemove: () => void;
}

function phaseText(u: Upload): string {
  if (u.phase === "waiting") return "Preparing upload…";
  if (u.phase === "uploading") return `Uploading… ${Math.round(u.progress * 100)}%`;
  if (u.phase === "confirming") return "Confirming…";
  return u.error ?? "The upload failed.";
}

/** A file still on its way in: progress while it uploads, the reason and a retry when it failed. */
export function UploadRow({ upload, onRetry, onRemove }: UploadRowProps) {
  const failed = upload.phase === "failed";
  const percent = Math.round(upload.progress * 100);
  const name = upload.file.name;
  return (
    <li className={`file-row upload-row${failed ? " upload-row-failed" : ""}`} data-testid="upload-row">
      <FileTypeTile contentType={upload.contentType} />
      <div className="file-row-main">
        <p className="file-name">{name}</p>
        {!failed && (
          <div
            className="upload-progress"
            role="progressbar"
            aria-label={`Uploading ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.phase === "waiting" ? undefined : percent}
          >
            <div
              className={`upload-progress-fill${upload.phase === "waiting" ? " upload-progress-waiting" : ""}`}
              style={{ width: upload.phase === "waiting" ? undefined : `${percent}%` }}
            />
          </div>
        )}
        <p className={`file-meta${failed ? " upload-error" : ""}`} role={failed ? "alert" : undefined}>
          {!failed && <span>{formatBytes(upload.file.size)}</span>}
          <span>{phaseText(upload)}</span>
        </p>
      </div>
      <div className="row-actions">
        {failed && (
          <button type="button" className="button button-small button-secondary" onClick={onRetry}>
            Retry<span className="visually-hidden"> {name}</span>
          </button>
        )}
        {upload.phase !== "confirming" && (
          <button type="button" className="button button-small button-ghost" onClick={onRemove}>
            {failed ? "Remove" : "Cancel"}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
