import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { EnvelopeFile } from "@/lib/worker/schemas";

/**
 * The run's attached files. Projects hold no indexed files yet, so any selection names a file
 * that is not a READY file of the project.
 */
export async function resolveSelectedFiles(_db: Database, _projectId: string, ids: string[]): Promise<EnvelopeFile[]> {
  if (ids.length > 0) {
    throw new AppError("INVALID_FILE_SELECTION", "Selected files must be READY files of this project", {
      details: ids.map((id, i) => ({ path: `selected_file_ids.${i}`, message: `${id} is not a READY file of this project` })),
    });
  }
  return [];
}
