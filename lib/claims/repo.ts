import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { claims, claimVersions, runs, sessions, type ClaimRow, type ClaimVersionRow } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { ClaimContent } from "./dto";

// The SQL of claim records and their versions. Ownership is the project's: the service checks it
// (getProjectForOwner) before any of these run.

/** The project's claim record; undefined before its first save. `lock` holds the row. */
export async function findClaim(db: Database, projectId: string, { lock = false } = {}): Promise<ClaimRow | undefined> {
  const query = db.select().from(claims).where(eq(claims.projectId, projectId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Writes the record at `version` (inserting it at its first save). */
export async function saveClaim(
  db: Database,
  { projectId, version, content }: { projectId: string; version: number; content: ClaimContent },
): Promise<ClaimRow> {
  const values = { ...content, version, updatedAt: new Date() };
  const [row] = await db
    .insert(claims)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: claims.projectId, set: values })
    .returning();
  return row!;
}

export async function insertClaimVersion(db: Database, values: typeof claimVersions.$inferInsert): Promise<ClaimVersionRow> {
  const [row] = await db.insert(claimVersions).values(values).returning();
  return row!;
}

/** One page of the project's versions, newest first, with the total. */
export async function pageClaimVersions(
  db: Database,
  { projectId, page, size }: { projectId: string; page: number; size: number },
): Promise<{ rows: ClaimVersionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(claimVersions)
    .where(eq(claimVersions.projectId, projectId))
    .orderBy(desc(claimVersions.version))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(claimVersions).where(eq(claimVersions.projectId, projectId));
  return { rows, total: total?.n ?? 0 };
}

/** The version if it belongs to the project's claim; NOT_FOUND otherwise. */
export async function getClaimVersion(db: Database, { projectId, versionId }: { projectId: string; versionId: string }): Promise<ClaimVersionRow> {
  const [row] = await db
    .select()
    .from(claimVersions)
    .where(and(eq(claimVersions.id, versionId), eq(claimVersions.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound("Claim version");
  return row;
}

/** Whether the run belongs to a session of the project. */
export async function isRunOfProject(db: Database, { runId, projectId }: { runId: string; projectId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: runs.id })
    .from(runs)
    .innerJoin(sessions, eq(sessions.id, runs.sessionId))
    .where(and(eq(runs.id, runId), eq(sessions.projectId, projectId)))
    .limit(1);
  return row !== undefined;
}
