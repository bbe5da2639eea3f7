import { fileDownloadLink } from "@/lib/files/download-service";
import { fileParams } from "@/lib/files/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/projects/{projectId}/files/{fileId}/download: a short-lived signed download link
export const GET = route({ auth: "user", params: fileParams }, async ({ user, params }) => {
  const res = ok(await fileDownloadLink(user, params.projectId, params.fileId));
  // The link is a credential for a few minutes: no cache keeps it.
  res.headers.set("cache-control", "private, no-store");
  return res;
});
