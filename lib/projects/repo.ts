import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { projects, type ProjectRow } from "@/db/schema";
import { notFound } from "@/lib/errors";

/**
 * The project if `ownerId` owns it; NOT_FOUND otherwise (never reveals another user's project).
 * `lock` holds its row until the transaction ends, which also keeps new files and sessions out.
 */
export async function getProjectForOwner(db: Database, projectId: string, ownerId: string, { lock = false } = {}): Promise<ProjectRow> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
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
  projectId: string,
  ownerId: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound("Project");
  return row;
}

/** Deletes the project; its sessions, messages and runs go with it (foreign-key cascades). */
export async function deleteProject(db: Database, projectId: string, ownerId: string): Promise<void> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  if (rows.length === 0) throw notFound("Project");
}
