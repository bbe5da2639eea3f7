import "server-only";
import { config } from "@/lib/config";
import { ACCEPTED_TYPES, MAX_FILES_PER_REQUEST } from "@/lib/shared/limits";

/** What an upload must respect, so a client can refuse a file before asking for an upload URL. */
export interface FileLimits {
  /** The largest accepted file, in bytes (the MAX_FILE_BYTES setting). */
  maxFileBytes: number;
  /** The files one presign request may name. */
  maxFilesPerRequest: number;
  /** The accepted content types. */
  acceptedTypes: string[];
}

export function getFileLimits(): FileLimits {
  return {
    maxFileBytes: config.files.maxFileBytes,
    maxFilesPerRequest: MAX_FILES_PER_REQUEST,
    acceptedTypes: [...ACCEPTED_TYPES],
  };
}
