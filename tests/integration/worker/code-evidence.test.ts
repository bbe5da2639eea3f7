import { afterAll, describe, expect, it, vi } from "vitest";

const { gh, worker } = await vi.hoisted(async () => {
  const { startFakeGitHub } = await import("../../helpers/fake-github");
  const { startWorkerServer } = await import("../../helpers/worker-server");
  const gh = await startFakeGitHub();
  Object.assign(process.env, gh.env());
  return { gh, worker: await startWorkerServer() };
});

import type { LogbookOutput, PrecheckOutput } from "@/lib/worker/schemas";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession } from "../../helpers/workspace";

// Issue 7's "done when": a LOGBOOK run of a bound project, through the routes, the envelope, the
// worker gateway over HTTP and the builtin engine, turns the fiscal year's commits into dated entries
// citing their SHAs.

afterAll(async () => {
  await gh.stop();
  await worker.close();
});

async function boundProject() {
  const { token } = await registerUser();
  const project = await createProject(token, { fiscalYear: "2025" });
  gh.seedRepo({ owner: "ada", name: "sensor", private: true, readme: "# Sensor\n\nThe drift model began as a spike." });
  const shas = gh.seedCommits("ada/sensor", [
    { message: "Set up the project", date: "2024-11-02T10:00:00Z" },
    { message: "Add the strain gauge driver", date: "2025-02-03T09:00:00Z" },
    { message: "Try a Kalman filter on the gauge signal\n\nNoise dropped from 40 mV to 12 mV.", date: "2025-02-03T15:00:00Z" },
    { message: "Benchmark int8 against float kernels", date: "2025-03-14T11:00:00Z" },
    { message: 'Revert "Sample with DMA"\n\nLost samples above 4 kHz.', date: "2025-04-02T08:00:00Z" },
  ]);
  const pat = gh.issueToken("ada");
  const bind = await api.post(`/api/v1/projects/${project.id}/integrations/github/bind`, { repo_full_name: "ada/sensor", default_branch: "main", manual_token: pat }, { token });
  expect(bind.status, bind.text).toBe(200);
  return { token, project, shas, pat };
}

async function run(token: string, projectId: string, type: "LOGBOOK" | "PRECHECK", input: string) {
  const session = await createSession(token, projectId, type);
  const res = await api.post(`/api/v1/sessions/${session.id}/runs`, { type, input }, { token });
  expect(res.status, res.text).toBe(201);
  return res;
}

describe("code evidence in a run of a bound project", () => {
  it("turns the fiscal year's commits into dated LOGBOOK entries citing their SHAs", async () => {
    const { token, project, shas, pat } = await boundProject();
    const res = await run(token, project.id, "LOGBOOK", "2025-03-14: Compared int8 and float kernels on the M4; int8 was 3x faster.");
    const result = res.json.data.python as { engine: string; output: LogbookOutput; markdown: string };
    expect(result.engine).toBe("builtin");
    const entries = result.output.entries;
    expect(entries.map((e) => e.date)).toEqual(["2025-02-03", "2025-03-14", "2025-04-02"]);
    expect(entries[0]!.evidence).toEqual([shas[1]!.slice(0, 7), shas[2]!.slice(0, 7)]);
    expect(entries[1]!.work).toMatch(/Compared int8 and float kernels/);
    expect(entries[1]!.evidence).toContain(shas[3]!.slice(0, 7));
    expect(entries[2]!.evidence).toEqual([shas[4]!.slice(0, 7)]);
    expect(res.text).not.toContain(pat);
  });

  it("cites the revert and the benchmark in a PRECHECK run", async () => {
    const { token, project, shas } = await boundProject();
    const res = await run(token, project.id, "PRECHECK", "We could not tell whether the gauge drift came from heat or from the bonding.");
    const output = res.json.data.python.output as PrecheckOutput;
    const docs = output.criteria.find((c) => c.id === "documentation")!;
    expect(docs.evidence.some((e) => e.startsWith(`Commit ${shas[4]!.slice(0, 7)} (2025-04-02, reverted approach)`))).toBe(true);
    expect(docs.evidence.some((e) => e.startsWith(`Commit ${shas[3]!.slice(0, 7)} (2025-03-14, benchmark)`))).toBe(true);
  });

  it("succeeds with a warning when GitHub refuses the token", async () => {
    const { token, project } = await boundProject();
    gh.revokeTokens("ada");
    const res = await run(token, project.id, "LOGBOOK", "2025-06-02: Tried a thinner diaphragm.");
    expect(res.json.data.python.status).toBe("succeeded");
    expect(res.json.data.python.markdown).toMatch(/GitHub refused the stored credential \(HTTP 401\)/);
    expect(res.json.data.python.output.entries).toHaveLength(1);
  });
});
