import { previewDocument } from "@/lib/files/document-preview-service";
import { fileParams } from "@/lib/files/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/projects/{projectId}/files/{fileId}/preview: a Word document as sanitized HTML
export const GET = route({ auth: "user", params: fileParams }, async ({ user, params }) => {
  const res = ok(await previewDocument(user, params.projectId, params.fileId));
  // The document's own text: kept by no shared cache, nor on disk by the browser.
  res.headers.set("cache-control", "private, no-store");
  return res;
});
