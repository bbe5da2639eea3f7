import { fileParams } from "@/lib/files/schemas";
import { deleteFile } from "@/lib/files/upload-service";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// DELETE /api/v1/projects/{projectId}/files/{fileId}: remove the file, its index and its object
export const DELETE = route({ auth: "user", params: fileParams }, async ({ user, params }) => {
  await deleteFile(user, params.projectId, params.fileId);
  return noContent();
});
