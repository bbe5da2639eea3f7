import type { FileDTO } from "@/lib/client/api-types";

/** A file sent with a run, as the conversation shows it (names are kept for this page load only). */
export interface AttachedFile {
  id: string;
  name: string;
  contentType: string;
}

export const toAttached = (f: FileDTO): AttachedFile => ({ id: f.id, name: f.originalFilename, contentType: f.contentType });
