import { route } from "@/lib/http/route";
import { claimExportQuery, claimParams } from "@/lib/claims/schemas";
import { exportClaim } from "@/lib/claims/export-service";
import { attachmentDisposition } from "@/lib/storage/content-disposition";

// GET /api/v1/projects/{projectId}/claim/export: the claim as a DOCX or PDF attachment (409 when a line is over its limit)
export const GET = route({ auth: "user", params: claimParams, query: claimExportQuery }, async ({ user, params, query }) => {
  const file = await exportClaim(user, params.projectId, query.format);
  return new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": attachmentDisposition(file.filename),
      "content-length": String(file.body.byteLength),
      "cache-control": "no-store",
    },
  });
});
