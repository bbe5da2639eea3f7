import { created, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { createProjectBody } from "@/lib/projects/schemas";
import { createProject, listUserProjects } from "@/lib/projects/service";

// POST /api/v1/projects: create a project
export const POST = route({ auth: "user", body: createProjectBody }, async ({ user, body }) =>
  created(await createProject(user, body)),
);

// GET /api/v1/projects: the caller's projects, newest first
export const GET = route({ auth: "user" }, async ({ user }) => ok(await listUserProjects(user)));
