import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { count } from "drizzle-orm";
import { getDb } from "@/db/client";
import { messages, projects, runs, sessions } from "@/db/schema";
import { api } from "../../helpers/api";
import { uniqueIp } from "../../helpers/accounts";

afterAll(() => worker.close());

const INPUT =
  "Standard PID tuning could not keep the reactor within 0.5 °C, so we hypothesised a model-predictive controller " +
  "would. We ran 12 controlled trials, logged every run, and cut overshoot by 70%.";

describe("POST /api/v1/screener", () => {
  it("answers the envelope with a QuickPrecheckResponse and stores nothing", async () => {
    const res = await api.post("/api/v1/screener", { input: INPUT }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const data = res.json.data;
    // decidingCriterion, redFlags and followUps were added by issue 10; nothing was renamed.
    expect(Object.keys(data).sort()).toEqual(["criteria", "decidingCriterion", "followUpQuestions", "followUps", "redFlags", "score", "verdict"]);
    expect(data.criteria.map((c: { id: string }) => c.id)).toEqual([
      "uncertainty",
      "hypothesis",
      "systematic_investigation",
      "advancement",
      "documentation",
    ]);
    const db = await getDb();
    for (const table of [projects, sessions, messages, runs]) {
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(0);
    }
  });

  it.each([
    [{}, "input"],
    [{ input: "" }, "input"],
    [{ input: "   " }, "input"],
    [{ input: "x".repeat(10_001) }, "input"],
    [{ input: 42 }, "input"],
  ])("rejects %j with 400", async (body, path) => {
    const res = await api.post("/api/v1/screener", body, { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe(path);
  });

  it("accepts exactly 10,000 characters", async () => {
    const res = await api.post("/api/v1/screener", { input: "a".repeat(10_000) }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
  });

  it("is rate limited per IP (20 per 10 minutes)", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await api.post("/api/v1/screener", { input: "We tested it." }, { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
