import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { textUpload, uploadFile, waitForIndex } from "../../helpers/files";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";

afterAll(() => worker.close());

const OVERVIEW = "/api/v1/projects/{projectId}/overview";
const overviewUrl = (projectId: string, query = "") => `/api/v1/projects/${projectId}/overview${query}`;

const ELIGIBLE = `We build inspection cameras for sawmills. The technological uncertainty was whether a detection model small enough for 512 MB of RAM could keep recall above 95% on frosted wood, where published models fell to 70%.
Our hypothesis was that polarised capture with a quantised two-stage network would recover the recall. We ran 14 experiments over six months, measured recall and latency for each, and per-tensor int8 failed at 81%.
Result: recall 96.2% at 27 ms per frame; we learned the frost failure came from glare. We kept lab notebooks and test reports.`;

const NOTES = `2025-03-03 chatter at 2.4 kHz on the 1.2 mm titanium wall; idea: a variable-pitch end mill should break it up. Cut 6 test walls.
2025-03-10 ran the variable-pitch end mill at twice the feed. Chatter back at 2.1 kHz. Next: wax fill behind the wall.
2024-11-02 first trial of the fixture on the old mill, vibration too high to measure.`;

async function run(token: string, projectId: string, type: string, input: string) {
  const session = await createSession(token, projectId, type);
  const res = await api.post(`/api/v1/sessions/${session.id}/runs`, { type, input }, { token });
  expect(res.status, res.text).toBe(201);
  return { session, runId: res.json.data.runId as string, output: res.json.data.python.output };
}

describe("GET /api/v1/projects/{projectId}/overview", () => {
  it("answers a new project with nothing done yet", async () => {
    const { token } = await registerUser();
    const project = await createProject(token, { fiscalYear: "2025" });
    const res = doc("get", OVERVIEW, await api.get(overviewUrl(project.id), { token }));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      projectId: project.id,
      fiscalYear: "2025",
      period: { start: "2025-01-01", end: "2025-12-31" },
      precheck: null,
      t661: { runs: 0, latest: null },
      claim: {
        version: 0,
        updatedAt: null,
        lines: {
          "242": { wordCount: 0, wordLimit: 350, state: "EMPTY" },
          "244": { wordCount: 0, wordLimit: 700, state: "EMPTY" },
          "246": { wordCount: 0, wordLimit: 350, state: "EMPTY" },
        },
        linesDrafted: 0,
        missingFields: ["title", "startDate", "completionDate", "fieldOfScienceCode"],
      },
      files: { total: 0, ready: 0, failed: 0, indexing: 0 },
      logbook: { entries: 0, inPeriod: 0, undated: 0, latest: null },
    });
  });

  it("gathers the pre-check verdict, the T661 runs, the claim's lines, the evidence and the logbook", async () => {
    const { token } = await registerUser();
    const project = await createProject(token, { fiscalYear: "2025" });
    const precheck = await run(token, project.id, "PRECHECK", ELIGIBLE);
    const t661 = await run(token, project.id, "T661", ELIGIBLE);
    const logbook = await run(token, project.id, "LOGBOOK", NOTES);
    // The same notes again: their entries are not counted twice.
    await api.post(`/api/v1/sessions/${logbook.session.id}/runs`, { type: "LOGBOOK", input: NOTES }, { token });
    const fileId = await uploadFile(token, project.id, textUpload("notes.txt", "Trial 1: recall 81%."));
    await waitForIndex(token, project.id, fileId);
    const saved = await api.put(
      `/api/v1/projects/${project.id}/claim`,
      { version: 0, lines: { "242": t661.output.lines["242"].text, "246": "word ".repeat(340) }, title: "Frost-proof detection", sourceRunId: t661.runId },
      { token },
    );
    expect(saved.status, saved.text).toBe(200);

    const res = doc("get", OVERVIEW, await api.get(overviewUrl(project.id), { token }));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.precheck).toEqual({
      runId: precheck.runId,
      sessionId: precheck.session.id,
      at: expect.any(String),
      verdict: precheck.output.verdict,
      score: precheck.output.score,
    });
    expect(data.t661).toEqual({ runs: 1, latest: { runId: t661.runId, sessionId: t661.session.id, at: expect.any(String) } });
    expect(data.claim).toMatchObject({
      version: 1,
      linesDrafted: 2,
      missingFields: ["startDate", "completionDate", "fieldOfScienceCode"],
      lines: {
        "242": { wordLimit: 350, state: expect.stringMatching(/^(OK|NEAR_LIMIT)$/) },
        "244": { wordCount: 0, state: "EMPTY" },
        "246": { wordCount: 340, state: "NEAR_LIMIT" },
      },
    });
    expect(data.files).toEqual({ total: 1, ready: 1, failed: 0, indexing: 0 });
    const entries = logbook.output.entries as { date: string }[];
    const dated2025 = new Set(entries.filter((e) => e.date.startsWith("2025-")).map((e) => e.date)).size;
    expect(dated2025).toBeGreaterThan(0);
    expect(data.logbook.entries).toBe(entries.length);
    expect(data.logbook.inPeriod).toBe(entries.filter((e) => e.date.startsWith("2025-")).length);
    expect(data.logbook.latest.sessionId).toBe(logbook.session.id);

    // A tax year ending March 31: November 2024 falls inside it, March 10 2025 inside too.
    const march = doc("get", OVERVIEW, await api.get(overviewUrl(project.id, "?yearEnd=03-31"), { token }));
    expect(march.json.data.period).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(march.json.data.logbook.inPeriod).toBe(entries.filter((e) => e.date >= "2024-04-01" && e.date <= "2025-03-31").length);
  });

  it("refuses a bad year end (400), a missing token (401), and another user's or a missing project (404)", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    for (const yearEnd of ["3-31", "02-30", "13-01", "12-31x"]) {
      const res = doc("get", OVERVIEW, await api.get(overviewUrl(project.id, `?yearEnd=${yearEnd}`), { token }));
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details[0].path).toBe("yearEnd");
    }
    expect(doc("get", OVERVIEW, await api.get(overviewUrl(project.id, "?yearEnd=02-29"), { token })).status).toBe(200);
    const badId = doc("get", OVERVIEW, await api.get(overviewUrl("not-a-uuid"), { token }));
    expect(badId.status).toBe(400);
    expect(badId.json.error.details[0].path).toBe("projectId");

    const anonymous = doc("get", OVERVIEW, await api.get(overviewUrl(project.id)));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("UNAUTHENTICATED");

    const stranger = await registerUser();
    for (const id of [project.id, MISSING_ID]) {
      const res = doc("get", OVERVIEW, await api.get(overviewUrl(id), { token: stranger.token }));
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });
});
