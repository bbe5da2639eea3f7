import { confirmBody, fileParams } from "@/lib/files/schemas";
import { confirmUpload } from "@/lib/files/upload-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/projects/{projectId}/files/{fileId}/confirm: the upload is done; indexing starts
export const POST = route({ auth: "user", params: fileParams, body: confirmBody }, async ({ user, params, body }) =>
  ok(await confirmUpload(user, params.projectId, params.fileId, body?.etag)),
);
