import { noContent, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams, updateProjectBody } from "@/lib/projects/schemas";
import { getProject, patchProject, removeProject } from "@/lib/projects/service";

// GET /api/v1/projects/{projectId}: one project
export const GET = route({ auth: "user", params: projectParams }, async ({ user, params }) =>
  ok(await getProject(user, params.projectId)),
);

// PATCH /api/v1/projects/{projectId}: change name, fiscal year, description or status
export const PATCH = route({ auth: "user", params: projectParams, body: updateProjectBody }, async ({ user, params, body }) =>
  ok(await patchProject(user, params.projectId, body)),
);

// DELETE /api/v1/projects/{projectId}: delete the project with its sessions, messages and runs
export const DELETE = route({ auth: "user", params: projectParams }, async ({ user, params }) => {
  await removeProject(user, params.projectId);
  return noContent();
});
