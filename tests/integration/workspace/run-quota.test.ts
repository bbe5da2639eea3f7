import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiRunReservations } from "@/db/schema";
import { runSweepers } from "@/lib/maintenance/service";
import { reserveAiRun } from "@/lib/quotas/service";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { userRow } from "../../helpers/db";
import { ageReservation, runsToday, setGlobalDailyRuns, useUpRuns } from "../../helpers/quotas";
import { createProject, createSession } from "../../helpers/workspace";

afterAll(() => worker.close());

const INPUT = "We tested three adaptive compression prototypes because no known codec met the latency limit.";

async function workspace() {
  const owner = await registerUser();
  const project = await createProject(owner.token);
  const session = await createSession(owner.token, project.id);
  const run = () => api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: INPUT }, { token: owner.token });
  return { ...owner, session, run };
}

describe("AI-run quota", () => {
  it("gives exactly the 5 runs left to 20 parallel runs", async () => {
    const { user, run, token } = await workspace();
    await useUpRuns(user.id, 15);
    const results = await Promise.all(Array.from({ length: 20 }, () => run()));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(results.find((r) => r.status === 402)!.json.error.code).toBe("QUOTA_EXCEEDED");
    const usage = await api.get("/api/v1/billing/me", { token });
    expect(usage.json.data.usage.aiRuns).toEqual({ used: 20, limit: 20 });
  });

  it("refuses with 402 before storing anything once the month is used up", async () => {
    const { user, run, session, token } = await workspace();
    await useUpRuns(user.id, 20);
    const res = await run();
    expect(res.status).toBe(402);
    expect((await api.get(`/api/v1/sessions/${session.id}/history`, { token })).json.data).toEqual([]);
  });

  it("applies the global daily cap across users", async () => {
    const a = await workspace();
    const b = await workspace();
    await setGlobalDailyRuns((await runsToday()) + 1);
    expect((await a.run()).status).toBe(201);
    const refused = await b.run();
    expect(refused.status).toBe(402);
    expect(refused.json.message).toMatch(/today/);
    await setGlobalDailyRuns(10_000);
    expect((await b.run()).status).toBe(201);
  });

  it("gives back the runs of reservations a crash left behind once they expire", async () => {
    const { user, run } = await workspace();
    await useUpRuns(user.id, 19);
    const owner = await userRow(user.id);
    const stale = await (await getDb()).transaction((tx) => reserveAiRun(tx, owner));
    await ageReservation(stale);
    expect((await run()).status).toBe(402);
    const swept = await runSweepers();
    expect(swept.aiRunReservations).toBe(1);
    expect((await run()).status).toBe(201);
    const db = await getDb();
    const rows = await db.select().from(aiRunReservations).where(eq(aiRunReservations.userId, user.id));
    expect(rows.filter((r) => r.status === "EXPIRED")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "RESERVED")).toHaveLength(0);
  });

  it("gives an unlimited tier unlimited runs", async () => {
    const { user, run } = await workspace();
    const db = await getDb();
    const { users } = await import("@/db/schema");
    await db.update(users).set({ membershipTier: "ENTERPRISE" }).where(eq(users.id, user.id));
    await useUpRuns(user.id, 5_000);
    expect((await run()).status).toBe(201);
  });
});
