import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { projects, type ProjectRow } from "@/db/schema";
import { notFound } from "@/lib/errors";

export interface OwnedProjectKey {
  projectId: string;
  ownerId: string;
}

const ownedProject = ({ projectId, ownerId }: OwnedProjectKey) => and(eq(projects.id, projectId), eq(projects.ownerId, ownerId));

/**
 * The project if `ownerId` owns it; NOT_FOUND otherwise (never reveals another user's project).
 * `lock` holds its row until the transaction ends, which also keeps new files and sessions out.
 */
export async function getProjectForOwner(db: Database, key: OwnedProjectKey, { lock = false } = {}): Promise<ProjectRow> {
  const query = db.select().from(projects).where(ownedProject(key)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Project");
  return row;
}

export function listProjects(db: Database, ownerId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.ownerId, ownerId)).orderBy(desc(projects.createdAt));
}

export async function insertProject(db: Database, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(
  db: Database,
  key: OwnedProjectKey,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedProject(key))
    .returning();
  if (!row) throw notFound("Project");
  return row;
}

/** Deletes the project; its sessions, messages and runs go with it (foreign-key cascades). */
export async function deleteProject(db: Database, key: OwnedProjectKey): Promise<void> {
  const rows = await db.delete(projects).where(ownedProject(key)).returning({ id: projects.id });
  if (rows.length === 0) throw notFound("Project");
}
