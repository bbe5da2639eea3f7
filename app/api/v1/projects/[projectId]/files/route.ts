import { listFiles } from "@/lib/files/upload-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/projects/schemas";

// GET /api/v1/projects/{projectId}/files: confirmed files with their upload and index status
export const GET = route({ auth: "user", params: projectParams }, async ({ user, params }) =>
  ok(await listFiles(user, params.projectId)),
);
