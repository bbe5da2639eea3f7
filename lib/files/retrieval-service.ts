import "server-only";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { getObjectStore } from "@/lib/storage";
import type { EnvelopeFile } from "@/lib/worker/schemas";
import { bestExcerpts, listReadyFiles } from "./repo";

const EXCERPTS_PER_FILE = 4;
const DOWNLOAD_URL_SECONDS = 3600;

/** The prompt as an OR query: any of its words may match (websearch syntax, words only). */
export function orQuery(prompt: string): string {
  const words = [...new Set(prompt.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, 40);
  return words.join(" or ");
}

/**
 * The run's files: each must be a READY file of the project (else 400 INVALID_FILE_SELECTION),
 * with a signed download URL and its chunks best ranked against the prompt (the first chunks
 * when nothing matches).
 */
export async function resolveSelectedFiles(db: Database, projectId: string, ids: string[], prompt: string): Promise<EnvelopeFile[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await listReadyFiles(db, { projectId, fileIds: unique });
  const ready = new Set(rows.map((r) => r.id));
  const refused = ids.map((id, i) => ({ id, i })).filter(({ id }) => !ready.has(id));
  if (refused.length > 0) {
    throw new AppError("INVALID_FILE_SELECTION", "Selected files must be READY files of this project", {
      details: refused.map(({ id, i }) => ({ path: `selected_file_ids.${i}`, message: `${id} is not a READY file of this project` })),
    });
  }
  const excerpts = await bestExcerpts(db, { fileIds: unique, query: orQuery(prompt), perFile: EXCERPTS_PER_FILE });
  const store = getObjectStore();
  return Promise.all(
    unique.map(async (id) => {
      const row = rows.find((r) => r.id === id)!;
      const download = await store.presignGet(row.objectKey, { expiresInSeconds: DOWNLOAD_URL_SECONDS, filename: row.originalFilename });
      return {
        fileId: id,
        filename: row.originalFilename,
        contentType: row.contentType,
        downloadUrl: download.url,
        excerpts: excerpts.filter((c) => c.fileId === id).map((c) => c.text),
      };
    }),
  );
}
