import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { fileChunks, files } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { getObjectStore } from "@/lib/storage";
import type { EnvelopeFile } from "@/lib/worker/schemas";

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
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.projectId, projectId), eq(files.indexStatus, "READY"), eq(files.uploadStatus, "CONFIRMED")));
  const ready = new Set(rows.map((r) => r.id));
  const refused = ids.map((id, i) => ({ id, i })).filter(({ id }) => !ready.has(id));
  if (refused.length > 0) {
    throw new AppError("INVALID_FILE_SELECTION", "Selected files must be READY files of this project", {
      details: refused.map(({ id, i }) => ({ path: `selected_file_ids.${i}`, message: `${id} is not a READY file of this project` })),
    });
  }
  const query = orQuery(prompt);
  const rank = query ? sql`ts_rank_cd(${fileChunks.tsv}, websearch_to_tsquery('english', ${query})) desc, ` : sql``;
  const ranked = db
    .select({
      fileId: fileChunks.fileId,
      text: fileChunks.text,
      place: sql<number>`row_number() over (partition by ${fileChunks.fileId} order by ${rank}${fileChunks.ordinal})`.as("place"),
    })
    .from(fileChunks)
    .where(inArray(fileChunks.fileId, unique))
    .as("ranked_chunks");
  const excerpts = await db
    .select({ fileId: ranked.fileId, text: ranked.text })
    .from(ranked)
    .where(lte(ranked.place, EXCERPTS_PER_FILE))
    .orderBy(ranked.place);
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
