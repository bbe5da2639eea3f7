import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { assertCanCreateProject } from "@/lib/quotas/service";
import { toProjectDTO, type ProjectDTO } from "./dto";
import { deleteProject, getProjectForOwner, insertProject, listProjects, updateProject } from "./repo";
import type { CreateProjectInput, UpdateProjectInput } from "./schemas";

export async function createProject(user: UserRow, input: CreateProjectInput): Promise<ProjectDTO> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertCanCreateProject(tx, user);
    const row = await insertProject(tx, {
      ownerId: user.id,
      name: input.name,
      fiscalYear: input.fiscalYear,
      description: input.description ?? null,
    });
    return toProjectDTO(row);
  });
}

export async function listUserProjects(user: UserRow): Promise<ProjectDTO[]> {
  return (await listProjects(await getDb(), user.id)).map(toProjectDTO);
}

export async function getProject(user: UserRow, projectId: string): Promise<ProjectDTO> {
  return toProjectDTO(await getProjectForOwner(await getDb(), projectId, user.id));
}

export async function patchProject(user: UserRow, projectId: string, input: UpdateProjectInput): Promise<ProjectDTO> {
  return toProjectDTO(await updateProject(await getDb(), projectId, user.id, input));
}

export async function removeProject(user: UserRow, projectId: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteProject(tx, projectId, user.id));
}
