import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { fileObjectDeletions } from "@/lib/files/object-keys";
import { deleteProjectFiles } from "@/lib/files/repo";
import { assertCanCreateProject } from "@/lib/quotas/service";
import { deleteQueuedObjects, queueObjectDeletions } from "@/lib/storage/service";
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
  return toProjectDTO(await getProjectForOwner(await getDb(), { projectId, ownerId: user.id }));
}

export async function patchProject(user: UserRow, projectId: string, input: UpdateProjectInput): Promise<ProjectDTO> {
  return toProjectDTO(await updateProject(await getDb(), { projectId, ownerId: user.id }, input));
}

/**
 * Deletes the project with everything in it. Its files' objects (confirmed, pending or failed, and
 * their staging keys) are queued for deletion in the same transaction and deleted once it commits.
 */
export async function removeProject(user: UserRow, projectId: string): Promise<void> {
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    // Locked first, so no upload can be added while the files are collected (a new file's
    // foreign-key check waits for the lock, then finds the project gone).
    await getProjectForOwner(tx, { projectId, ownerId: user.id }, { lock: true });
    const keys = await queueObjectDeletions(tx, fileObjectDeletions(await deleteProjectFiles(tx, projectId)));
    await deleteProject(tx, { projectId, ownerId: user.id });
    return keys;
  });
  await deleteQueuedObjects(keys);
}
