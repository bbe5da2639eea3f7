import { closeDb, getDb } from "@/db/client";
import { messages, projects, sessions, users } from "@/db/schema";
import { issueAuthResponse } from "@/lib/auth/auth-response";
import type { SeedData } from "./cases/types";

// Runs once per scenario, before the app server starts, with the app's settings: the data the route cases
// read. The bench user is ENTERPRISE (no AI-run quota), so thousands of runs never hit a 402.

const db = await getDb();
const [user] = await db
  .insert(users)
  .values({ email: `bench.${Date.now()}@example.com`, membershipTier: "ENTERPRISE", emailVerified: true })
  .returning();
const owned = await db
  .insert(projects)
  .values(Array.from({ length: 50 }, (_, i) => ({ ownerId: user!.id, name: `Bench project ${i + 1}`, fiscalYear: "2025" })))
  .returning({ id: projects.id });
const [history, runs] = await db
  .insert(sessions)
  .values([
    { projectId: owned[0]!.id, ownerId: user!.id, type: "PRECHECK" as const, title: "History" },
    { projectId: owned[0]!.id, ownerId: user!.id, type: "PRECHECK" as const, title: "Runs" },
  ])
  .returning({ id: sessions.id });
const start = Date.now() - 300_000;
await db.insert(messages).values(
  Array.from({ length: 300 }, (_, i) => ({
    sessionId: history!.id,
    role: i % 2 === 0 ? ("USER" as const) : ("ASSISTANT" as const),
    content: `Message ${i}: we measured the compression ratio of prototype ${i} against the LZ4 baseline.`,
    payload: i % 2 === 0 ? null : { note: "seeded" },
    createdAt: new Date(start + i * 1000),
  })),
);
const seed: SeedData = {
  // The bench runs for minutes; the token is signed with the scenario's AUTH_SECRET.
  token: (await issueAuthResponse(db, user!)).accessToken,
  historySessionId: history!.id,
  runSessionId: runs!.id,
};
await closeDb();
process.stdout.write(JSON.stringify(seed));
