import { presignBody } from "@/lib/files/schemas";
import { presignUploads } from "@/lib/files/upload-service";
import { created } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/projects/schemas";

// POST /api/v1/projects/{projectId}/files/presign: reserve storage and get an upload URL per file
export const POST = route({ auth: "user", params: projectParams, body: presignBody }, async ({ user, params, body }) =>
  created(await presignUploads(user, params.projectId, body)),
);
