import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { claims, claimVersions } from "@/db/schema";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";

afterAll(() => worker.close());

const claimUrl = (projectId: string) => `/api/v1/projects/${projectId}/claim`;
const CLAIM = "/api/v1/projects/{projectId}/claim";
const VERSIONS = "/api/v1/projects/{projectId}/claim/versions";
const VERSION = "/api/v1/projects/{projectId}/claim/versions/{versionId}";
const RESTORE = "/api/v1/projects/{projectId}/claim/versions/{versionId}/restore";

const U242 = "No known codec reached 2 ms encode latency on the sensor MCU within 32 KB of RAM.";
const W244 = "We built three adaptive delta prototypes and measured each against LZ4 on 40 hours of recorded data.";

async function owner() {
  const user = await registerUser();
  const project = await createProject(user.token);
  return { ...user, project, url: claimUrl(project.id) };
}

async function put(token: string, url: string, body: Record<string, unknown>) {
  return doc("put", CLAIM, await api.put(url, body, { token }));
}

// Bodies PUT refuses, with the path error.details names first.
const INVALID: [Record<string, unknown>, string][] = [
  [{}, "version"],
  [{ version: -1 }, "version"],
  [{ version: 1.5 }, "version"],
  [{ version: "1" }, "version"],
  [{ version: 0, lines: { "243": "x" } }, "lines"],
  [{ version: 0, lines: { "242": 5 } }, "lines.242"],
  [{ version: 0, lines: { "244": "x".repeat(20_001) } }, "lines.244"],
  [{ version: 0, lines: { "246": "nul\u0000" } }, "lines.246"],
  [{ version: 0, title: "x".repeat(201) }, "title"],
  [{ version: 0, title: "two\nlines" }, "title"],
  [{ version: 0, startDate: "2025-13" }, "startDate"],
  [{ version: 0, completionDate: "2025-03-32" }, "completionDate"],
  [{ version: 0, fieldOfScienceCode: "2.2.9" }, "fieldOfScienceCode"],
  [{ version: 0, fieldOfScienceCode: "5.01.01" }, "fieldOfScienceCode"],
  [{ version: 0, crdcCode: "RDF2" }, "crdcCode"],
  [{ version: 0, sourceRunId: "run-1" }, "sourceRunId"],
];

describe("GET and PUT /api/v1/projects/{projectId}/claim", () => {
  it("answers version 0 with empty lines, their questions and limits, before the first save", async () => {
    const { token, project, url } = await owner();
    const res = doc("get", CLAIM, await api.get(url, { token }));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      projectId: project.id,
      version: 0,
      formVersion: "T661 (20)",
      title: null,
      startDate: null,
      completionDate: null,
      fieldOfScienceCode: null,
      crdcCode: null,
      lines: {
        "242": { question: expect.stringMatching(/uncertainties/), text: "", wordCount: 0, wordLimit: 350 },
        "244": { question: expect.stringMatching(/^What work did you perform/), text: "", wordCount: 0, wordLimit: 700 },
        "246": { question: expect.stringMatching(/advancements/), text: "", wordCount: 0, wordLimit: 350 },
      },
      updatedAt: null,
    });
  });

  it("saves at version + 1, keeps the fields left out, counts words, and keeps a version of each change", async () => {
    const { token, user, url } = await owner();
    const first = await put(token, url, { version: 0, lines: { "242": U242 }, title: "Adaptive codec", startDate: "2025-02", fieldOfScienceCode: "2.02.09" });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ version: 1, title: "Adaptive codec", startDate: "2025-02", fieldOfScienceCode: "2.02.09" });
    expect(first.json.data.lines["242"]).toMatchObject({ text: U242, wordCount: 17, wordLimit: 350 });
    expect(first.json.data.updatedAt).toMatch(/Z$/);

    const second = await put(token, url, { version: 1, lines: { "244": W244 }, completionDate: "2025-11" });
    expect(second.json.data).toMatchObject({ version: 2, title: "Adaptive codec", startDate: "2025-02", completionDate: "2025-11" });
    expect(second.json.data.lines["242"].text).toBe(U242);
    expect(second.json.data.lines["244"].text).toBe(W244);

    // null and "" clear a Section A field.
    const cleared = await put(token, url, { version: 2, title: null, startDate: "" });
    expect(cleared.json.data).toMatchObject({ version: 3, title: null, startDate: null, completionDate: "2025-11" });
    expect((await api.get(url, { token })).json.data).toEqual(cleared.json.data);

    const versions = doc("get", VERSIONS, await api.get(`${url}/versions`, { token })).json.data;
    expect(versions.totalElements).toBe(3);
    expect(versions.content.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.content[2]).toEqual({
      id: expect.any(String),
      version: 1,
      createdAt: expect.stringMatching(/Z$/),
      userId: user.id,
      changedLines: ["242"],
      changedFields: ["title", "startDate", "fieldOfScienceCode"],
      sourceRunId: null,
      restoredFromVersion: null,
    });
    expect(versions.content[1]).toMatchObject({ changedLines: ["244"], changedFields: ["completionDate"] });
    expect(versions.content[0]).toMatchObject({ changedLines: [], changedFields: ["title", "startDate"] });
  });

  it("keeps no version for a save that changes nothing", async () => {
    const { token, url } = await owner();
    await put(token, url, { version: 0, lines: { "242": U242 } });
    for (const body of [{ version: 1 }, { version: 1, lines: { "242": U242 } }, { version: 1, title: null, lines: {} }]) {
      const res = await put(token, url, body);
      expect(res.status).toBe(200);
      expect(res.json.data.version).toBe(1);
    }
    expect((await api.get(`${url}/versions`, { token })).json.data.totalElements).toBe(1);
    // Nothing saved yet and nothing to save: still version 0, and no record.
    const other = await owner();
    expect((await put(other.token, other.url, { version: 0, lines: { "242": "" } })).json.data.version).toBe(0);
    expect((await api.get(`${other.url}/versions`, { token: other.token })).json.data.totalElements).toBe(0);
  });

  it("refuses a stale version with 409 and the current record, and overwrites nothing", async () => {
    const { token, url } = await owner();
    await put(token, url, { version: 0, lines: { "242": U242 } });
    // Two tabs read version 1; the first saves, the second is refused.
    const tabA = await put(token, url, { version: 1, lines: { "244": W244 } });
    expect(tabA.json.data.version).toBe(2);
    const tabB = await put(token, url, { version: 1, lines: { "244": "Tab B's text" } });
    expect(tabB.status).toBe(409);
    expect(tabB.json.error).toEqual({ code: "CONFLICT", details: [{ path: "version", message: "is 2 now" }] });
    expect(tabB.json.data).toMatchObject({ version: 2, lines: { "244": { text: W244 } } });
    expect((await api.get(url, { token })).json.data.lines["244"].text).toBe(W244);
    // A version from the future is as stale as one from the past.
    expect((await put(token, url, { version: 7, title: "X" })).status).toBe(409);
  });

  it("lets one of two simultaneous saves on the same version through", async () => {
    const { token, url } = await owner();
    const results = await Promise.all(
      ["first", "second", "third"].map((t) => api.put(url, { version: 0, lines: { "246": `The ${t} text.` } }, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await api.get(`${url}/versions`, { token })).json.data.totalElements).toBe(1);
  });

  it.each(INVALID.map(([body, path]) => [JSON.stringify(body).slice(0, 70), path, body] as const))(
    "rejects %s with 400 at %s",
    async (_label, path, body) => {
      const { token, url } = await owner();
      const res = await put(token, url, body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details[0].path).toBe(path);
    },
  );

  it("applies the rules that need the whole record: form questions and date order", async () => {
    const { token, url } = await owner();
    const crdc = await put(token, url, { version: 0, crdcCode: "RDF20104" });
    expect(crdc.status).toBe(200);
    expect(crdc.json.data.crdcCode).toBe("RDF20104");
    await put(token, url, { version: 1, startDate: "2025-06" });
    const sameMonth = await put(token, url, { version: 2, completionDate: "2025-06-30" });
    expect(sameMonth.status).toBe(200);
    expect(sameMonth.json.data.completionDate).toBe("2025-06-30");
    const order = await put(token, url, { version: 3, completionDate: "2025-05" });
    expect(order.status).toBe(400);
    expect(order.json.error.details).toEqual([{ path: "completionDate", message: "must not be before startDate" }]);
    expect((await put(token, url, { version: 3, completionDate: "2025-07" })).status).toBe(200);
    // Validation comes before the version check.
    expect((await put(token, url, { version: 0, startDate: "2026-01" })).status).toBe(400);
    expect((await api.put(url, undefined, { token, rawBody: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("records the T661 run a draft came from, and refuses a run of another project or user", async () => {
    const { token, project, url } = await owner();
    const session = await createSession(token, project.id, "T661");
    const run = await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "T661", input: `${U242} ${W244} The second design cut latency by 60%.` }, { token });
    expect(run.status, run.text).toBe(201);
    const lines = run.json.data.python.output.lines as Record<string, { text: string }>;
    const used = await put(token, url, {
      version: 0,
      lines: { "242": lines["242"]!.text, "244": lines["244"]!.text, "246": lines["246"]!.text },
      sourceRunId: run.json.data.runId,
    });
    expect(used.status).toBe(200);
    const [latest] = (await api.get(`${url}/versions`, { token })).json.data.content;
    expect(latest.sourceRunId).toBe(run.json.data.runId);

    const elsewhere = await createProject(token, { name: "Other project" });
    const otherSession = await createSession(token, elsewhere.id, "T661");
    const otherRun = await api.post(`/api/v1/sessions/${otherSession.id}/runs`, { type: "T661", input: W244 }, { token });
    const stranger = await owner();
    for (const sourceRunId of [otherRun.json.data.runId, MISSING_ID]) {
      for (const [who, target] of [
        [token, url],
        [stranger.token, stranger.url],
      ] as const) {
        const res = await put(who, target, { version: 1, lines: { "246": "x" }, sourceRunId });
        if (who === token && sourceRunId === otherRun.json.data.runId) expect(res.json.error.details).toEqual([{ path: "sourceRunId", message: "must be a run of this project" }]);
        expect(res.status).toBe(400);
      }
    }
  });
});

describe("claim versions", () => {
  async function withVersions(n: number) {
    const o = await owner();
    for (let v = 0; v < n; v++) await put(o.token, o.url, { version: v, lines: { "242": `Text ${v + 1}.` } });
    return o;
  }

  it("pages newest first (page 0-based, size clamped to 1..100)", async () => {
    const { token, url } = await withVersions(5);
    const page = async (q: string) => doc("get", VERSIONS, await api.get(`${url}/versions${q}`, { token })).json.data;
    const first = await page("?page=0&size=2");
    expect(first).toMatchObject({ number: 0, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.content.map((v: { version: number }) => v.version)).toEqual([5, 4]);
    expect((await page("?page=2&size=2")).content.map((v: { version: number }) => v.version)).toEqual([1]);
    expect((await page("?page=3&size=2")).content).toEqual([]);
    expect(await page("?size=0")).toMatchObject({ size: 1, totalPages: 5 });
    expect(await page("?size=1000")).toMatchObject({ size: 100, totalPages: 1 });
    expect(await page("")).toMatchObject({ number: 0, size: 20 });
    for (const q of ["?page=x", "?size=1.5"]) {
      const bad = doc("get", VERSIONS, await api.get(`${url}/versions${q}`, { token }));
      expect(bad.status).toBe(400);
      expect(bad.json.error.details[0].path).toBe(q.slice(1, q.indexOf("=")));
    }
  });

  it("shows a version as it was", async () => {
    const { token, url } = await withVersions(3);
    const [, second] = (await api.get(`${url}/versions`, { token })).json.data.content;
    const res = doc("get", VERSION, await api.get(`${url}/versions/${second.id}`, { token }));
    expect(res.json.data).toMatchObject({ id: second.id, version: 2, changedLines: ["242"] });
    expect(res.json.data.record).toMatchObject({ version: 2, lines: { "242": { text: "Text 2.", wordCount: 2 } } });
    expect(doc("get", VERSION, await api.get(`${url}/versions/${MISSING_ID}`, { token })).status).toBe(404);
    expect(doc("get", VERSION, await api.get(`${url}/versions/v2`, { token })).json.error.details[0].path).toBe("versionId");
  });

  it("restores a version as a new one, whole or line by line, and never overwrites", async () => {
    const { token, url } = await owner();
    await put(token, url, { version: 0, lines: { "242": "Old uncertainty.", "244": "Old work." }, title: "Old title" });
    await put(token, url, { version: 1, lines: { "242": "New uncertainty.", "244": "New work." }, title: "New title" });
    const [, v1] = (await api.get(`${url}/versions`, { token })).json.data.content;

    const oneLine = doc("post", RESTORE, await api.post(`${url}/versions/${v1.id}/restore`, { lines: ["244"] }, { token }));
    expect(oneLine.status).toBe(200);
    expect(oneLine.json.data).toMatchObject({ version: 3, title: "New title", lines: { "242": { text: "New uncertainty." }, "244": { text: "Old work." } } });

    const whole = doc("post", RESTORE, await api.post(`${url}/versions/${v1.id}/restore`, undefined, { token }));
    expect(whole.json.data).toMatchObject({ version: 4, title: "Old title", lines: { "242": { text: "Old uncertainty." } } });
    const history = (await api.get(`${url}/versions`, { token })).json.data.content;
    expect(history[0]).toMatchObject({ version: 4, restoredFromVersion: 1, changedLines: ["242"], changedFields: ["title"], sourceRunId: null });
    expect(history[1]).toMatchObject({ version: 3, restoredFromVersion: 1, changedLines: ["244"], changedFields: [] });

    // Restoring what is already current keeps no version; a stale `version` is refused.
    expect(doc("post", RESTORE, await api.post(`${url}/versions/${v1.id}/restore`, {}, { token })).json.data.version).toBe(4);
    const stale = doc("post", RESTORE, await api.post(`${url}/versions/${history[1].id}/restore`, { version: 3 }, { token }));
    expect(stale.status).toBe(409);
    expect(stale.json.data.version).toBe(4);
    expect(doc("post", RESTORE, await api.post(`${url}/versions/${history[1].id}/restore`, { version: 4 }, { token })).json.data.version).toBe(5);
    for (const body of [{ lines: [] }, { lines: ["243"] }, { version: "4" }]) {
      expect(doc("post", RESTORE, await api.post(`${url}/versions/${v1.id}/restore`, body, { token })).status).toBe(400);
    }
    expect(doc("post", RESTORE, await api.post(`${url}/versions/${MISSING_ID}/restore`, undefined, { token })).status).toBe(404);
  });
});

describe("claim access", () => {
  it("needs a session on every route, before validation", async () => {
    const { url } = await owner();
    for (const [method, template, res] of [
      ["get", CLAIM, await api.get(url)],
      ["put", CLAIM, await api.put(url, { version: "bad" })],
      ["get", VERSIONS, await api.get(`${url}/versions?page=x`)],
      ["get", VERSION, await api.get(`${url}/versions/${MISSING_ID}`)],
      ["post", RESTORE, await api.post(`${url}/versions/${MISSING_ID}/restore`)],
      ["get", "/api/v1/projects/{projectId}/claim/export", await api.get(`${url}/export?format=docx`)],
      ["get", "/api/v1/projects/{projectId}/claim/field-codes", await api.get(`${url}/field-codes`)],
    ] as const) {
      doc(method, template, res);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("hides another user's claim behind 404 on every route", async () => {
    const mine = await owner();
    await put(mine.token, mine.url, { version: 0, lines: { "242": U242 } });
    const [version] = (await api.get(`${mine.url}/versions`, { token: mine.token })).json.data.content;
    const other = await registerUser();
    const t = { token: other.token };
    for (const res of [
      await api.get(mine.url, t),
      await api.put(mine.url, { version: 1, lines: { "242": "Mine now" } }, t),
      await api.get(`${mine.url}/versions`, t),
      await api.get(`${mine.url}/versions/${version.id}`, t),
      await api.post(`${mine.url}/versions/${version.id}/restore`, undefined, t),
      await api.get(`${mine.url}/export?format=pdf`, t),
      await api.get(`${mine.url}/field-codes`, t),
      await api.get(claimUrl(MISSING_ID), t),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
    // A version of one project's claim is not found under another project of the same user.
    const second = await createProject(mine.token, { name: "Second" });
    expect((await api.get(`${claimUrl(second.id)}/versions/${version.id}`, { token: mine.token })).status).toBe(404);
    expect((await api.get(mine.url, { token: mine.token })).json.data.lines["242"].text).toBe(U242);
  });

  it("deletes the claim and its versions with the project", async () => {
    const { token, project, url } = await owner();
    await put(token, url, { version: 0, lines: { "242": U242 } });
    await put(token, url, { version: 1, lines: { "244": W244 } });
    const db = await getDb();
    const versionsOf = async () => (await db.select({ n: count() }).from(claimVersions).where(eq(claimVersions.projectId, project.id)))[0]!.n;
    expect(await versionsOf()).toBe(2);
    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    expect(await versionsOf()).toBe(0);
    expect(await db.select().from(claims).where(eq(claims.projectId, project.id))).toEqual([]);
  });
});
