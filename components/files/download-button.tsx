"use client";

import type { FileDTO } from "@/lib/client/api-types";
import { useDownloadFile } from "@/lib/client/use-files";

/** Downloads the file under its own name through a short-lived signed link; says so when it fails. */
export function DownloadButton({ file }: { file: FileDTO }) {
  const download = useDownloadFile(file);
  return (
    <>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        Download<span className="visually-hidden"> {file.originalFilename}</span>
      </button>
      {download.isError && (
        <p className="file-action-error" role="alert">
          Could not download: {download.error.message}
        </p>
      )}
    </>
  );
}
