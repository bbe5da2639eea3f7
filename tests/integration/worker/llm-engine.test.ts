import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const { llm, worker } = await vi.hoisted(async () => {
  const { startFakeLlm } = await import("../../fakes/llm-server");
  const { startWorkerServer } = await import("../../helpers/worker-server");
  const fake = await startFakeLlm();
  process.env.LLM_BASE_URL = fake.baseUrl;
  process.env.LLM_MODEL = "test-model-7b";
  process.env.LLM_API_KEY = "llm-key";
  return { llm: fake, worker: await startWorkerServer() };
});

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession } from "../../helpers/workspace";

afterAll(async () => {
  await worker.close();
  await llm.close();
});

const precheck = {
  verdict: "POSSIBLY_ELIGIBLE",
  score: 55,
  criteria: ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"].map((id) => ({
    id,
    label: id,
    status: "PARTIAL",
    evidence: ["We tested three prototypes."],
    gaps: ["Say what was measured."],
  })),
  followUpQuestions: ["What did you measure?"],
};
const good = JSON.stringify({ markdown: "**Possibly eligible**", output: precheck });

async function runOnce(type = "PRECHECK") {
  const { token } = await registerUser();
  const project = await createProject(token, { name: "Coating", description: "A corrosion coating" });
  const session = await createSession(token, project.id, type);
  return api.post(`/api/v1/sessions/${session.id}/runs`, { type, input: "We tested three prototypes." }, { token });
}

beforeEach(() => {
  llm.state.requests.length = 0;
  llm.state.authorizations.length = 0;
});

describe("the OpenAI-compatible engine", () => {
  it("asks for JSON, validates it and records the model as the engine", async () => {
    llm.state.replies = [good];
    const res = await runOnce();
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.python).toMatchObject({ status: "succeeded", engine: "test-model-7b", markdown: "**Possibly eligible**" });
    expect(res.json.data.python.output.verdict).toBe("POSSIBLY_ELIGIBLE");
    const request = llm.state.requests[0]!;
    expect(request.model).toBe("test-model-7b");
    expect(request.response_format).toEqual({ type: "json_object" });
    expect(request.messages[0]!.content).toMatch(/systematic_investigation/);
    expect(request.messages[1]!.content).toContain("Project: Coating (fiscal year 2025)");
    expect(llm.state.authorizations[0]).toBe("Bearer llm-key");
  });

  it("retries once on invalid JSON, telling the model what was wrong", async () => {
    llm.state.replies = ["Sure! Here is the JSON you asked for", good];
    const res = await runOnce();
    expect(res.status).toBe(201);
    expect(llm.state.requests).toHaveLength(2);
    expect(llm.state.requests[1]!.messages.at(-1)!.content).toMatch(/not valid JSON/);
  });

  it("retries once on output that breaks the schema", async () => {
    llm.state.replies = [JSON.stringify({ markdown: "x", output: { ...precheck, score: 140 } }), good];
    expect((await runOnce()).status).toBe(201);
    expect(llm.state.requests[1]!.messages.at(-1)!.content).toMatch(/score/);
  });

  it("fails the run cleanly (502) after two unusable answers", async () => {
    llm.state.replies = ["nope"];
    const res = await runOnce();
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe("WORKER_FAILED");
    expect(llm.state.requests).toHaveLength(2);
  });

  it("fills what the server knows: criteria labels, empty gaps, T661 questions, limits and word counts", async () => {
    const bare = precheck.criteria.map(({ id, status }) => ({ id, status, evidence: [] }));
    llm.state.replies = [JSON.stringify({ markdown: "ok", output: { ...precheck, criteria: bare } })];
    const pre = await runOnce();
    expect(pre.status, pre.text).toBe(201);
    expect(llm.state.requests).toHaveLength(1);
    expect(pre.json.data.python.output.criteria[0]).toMatchObject({
      id: "uncertainty",
      label: "Scientific or technological uncertainty",
      gaps: [],
    });

    llm.state.requests.length = 0;
    const lines = { "242": { text: "We did not know whether it would hold." }, "244": { text: "We tested three." }, "246": { text: "" } };
    llm.state.replies = [JSON.stringify({ markdown: "draft", output: { lines, warnings: [], sources: [] } })];
    const t661 = await runOnce("T661");
    expect(t661.status, t661.text).toBe(201);
    expect(llm.state.requests).toHaveLength(1);
    expect(t661.json.data.python.output.lines["244"]).toMatchObject({ wordCount: 3, wordLimit: 700, question: expect.stringMatching(/^What work did you perform/) });
  });

  it("refuses a T661 line over its word limit, and fixes the word counts it trusts", async () => {
    const line = (n: number, limit: number) => ({ question: "q", text: Array(n).fill("word").join(" "), wordCount: 1, wordLimit: limit });
    const t661 = (n: number) =>
      JSON.stringify({
        markdown: "draft",
        output: { lines: { "242": line(n, 350), "244": line(10, 700), "246": line(10, 350) }, warnings: [], sources: [] },
      });
    llm.state.replies = [t661(351), t661(120)];
    const res = await runOnce("T661");
    expect(res.status).toBe(201);
    expect(llm.state.requests[1]!.messages.at(-1)!.content).toMatch(/Line 242 has 351 words/);
    expect(res.json.data.python.output.lines["242"]).toMatchObject({ wordCount: 120, wordLimit: 350 });
  });
});
