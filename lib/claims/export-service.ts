import "server-only";
import { getDb } from "@/db/client";
import { CLAIM_LINES, type UserRow } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { listConfirmedFiles } from "@/lib/files/repo";
import { getProjectForOwner } from "@/lib/projects/repo";
import { DOCX_TYPE } from "@/lib/shared/limits";
import { toClaimRecordDTO } from "./dto";
import { buildExportDocument, exportFilename } from "./export-document";
import { renderDocx } from "./export-docx";
import { renderPdf } from "./export-pdf";
import { findClaim } from "./repo";
import type { ExportFormat } from "./schemas";

// GET .../claim/export: the current record as a DOCX or PDF attachment. A line over its word limit
// stops the export (409, each such line named): the form would not take it.

export interface ClaimExport {
  filename: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: DOCX_TYPE,
  pdf: "application/pdf",
};

export async function exportClaim(user: UserRow, projectId: string, format: ExportFormat, now = new Date()): Promise<ClaimExport> {
  const db = await getDb();
  const project = await getProjectForOwner(db, { projectId, ownerId: user.id });
  const claim = toClaimRecordDTO(projectId, await findClaim(db, projectId));
  const over = CLAIM_LINES.filter((l) => claim.lines[l].wordCount > claim.lines[l].wordLimit);
  if (over.length > 0) {
    const details = over.map((l) => ({ path: `lines.${l}`, message: `${claim.lines[l].wordCount} words; the limit is ${claim.lines[l].wordLimit}` }));
    const named = over.map((l) => `line ${l} (${claim.lines[l].wordCount} of ${claim.lines[l].wordLimit} words)`).join(", ");
    throw new AppError("CONFLICT", `Over the word limit: ${named}. Shorten ${over.length > 1 ? "them" : "it"} to export.`, { details });
  }
  const files = await listConfirmedFiles(db, { projectId, ownerId: user.id });
  const document = buildExportDocument({ project, claim, files, exportedAt: now });
  const body = format === "docx" ? await renderDocx(document) : await renderPdf(document);
  return { filename: exportFilename(project.name, claim.version, format), contentType: CONTENT_TYPES[format], body };
}
