import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { projects, users } from "@/db/schema";

// The people and projects behind an order, for the admin's order details.

export async function findOrderUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findOrderProject(db: Database, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, fiscalYear: projects.fiscalYear })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}
