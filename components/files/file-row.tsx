import type { FileDTO } from "@/lib/client/api-types";
import { isDocx, kindLabel } from "@/lib/client/file-kinds";
import { formatDateTime } from "@/lib/client/labels";
import { formatBytes } from "@/lib/shared/limits";
import { DownloadButton } from "./download-button";
import { FileTypeTile } from "./file-type-tile";
import { IndexStatusBadge } from "./index-status-badge";

interface FileRowProps {
  file: FileDTO;
  onPreview: () => void;
  onDelete: () => void;
}

/**
 * A confirmed evidence file: its kind, size and index status, with a preview read in the app (Word),
 * a download of the original, and delete.
 */
export function FileRow({ file, onPreview, onDelete }: FileRowProps) {
  const name = file.originalFilename;
  return (
    <li className="file-row" data-testid="file-row">
      <FileTypeTile contentType={file.contentType} />
      <div className="file-row-main">
        <p className="file-name">{name}</p>
        <p className="file-meta">
          <span>{kindLabel(file.contentType)}</span>
          <span>{formatBytes(file.fileSize)}</span>
          {file.uploadedAt && <span>Uploaded {formatDateTime(file.uploadedAt)}</span>}
        </p>
        {file.indexStatus === "FAILED" && (
          <p className="index-error">{file.indexError || "This file could not be read, so it cannot be attached to runs."}</p>
        )}
      </div>
      <IndexStatusBadge status={file.indexStatus} />
      <div className="row-actions">
        {isDocx(file.contentType) && (
          <button type="button" className="button button-small button-secondary" onClick={onPreview}>
            Preview<span className="visually-hidden"> {name}</span>
          </button>
        )}
        <DownloadButton file={file} />
        <button type="button" className="button button-small button-ghost-danger" onClick={onDelete}>
          Delete<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
