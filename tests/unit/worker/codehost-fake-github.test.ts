import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTask } from "@/lib/worker/engine";
import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { startFakeGitHub, type FakeGitHub } from "../../helpers/fake-github";
import { envelope } from "./fixtures";
import { criterion } from "./helpers";

// The gateway's engine step against the local fake GitHub (node:http on 127.0.0.1): the real fetch,
// pagination by page, the fiscal year's bounds and the branch, then the builtin engine.

let gh: FakeGitHub;
let token: string;
let shas: string[];

beforeAll(async () => {
  gh = await startFakeGitHub();
  gh.seedRepo({ owner: "ada", name: "sensor", branches: ["main", "dev"], readme: "# Sensor\n\nThe drift model started as a spike in `spikes/`." });
  gh.seedCommits("ada/sensor", [
    { message: "Start of the project", date: "2024-12-30T10:00:00Z" },
    { message: "Next year's work", date: "2026-01-02T10:00:00Z" },
    { message: "Work on another branch", date: "2025-06-01T10:00:00Z", branch: "dev" },
  ]);
  shas = gh.seedCommits(
    "ada/sensor",
    Array.from({ length: 230 }, (_, i) => ({
      message: i === 100 ? 'Revert "Sample with DMA"\n\nLost samples above 4 kHz.' : i === 150 ? "Benchmark int8 vs float kernels" : `Tune gain step ${i + 1}`,
      date: new Date(Date.UTC(2025, 0, 1 + Math.floor(i * 1.5), 9)).toISOString(),
    })),
  );
  token = gh.issueToken("ada");
});
afterAll(() => gh.stop());

const bound = (type: TaskEnvelope["type"], input: string, accessToken = token) =>
  envelope(type, input, { codehost: { provider: "github", repoFullName: "ada/sensor", defaultBranch: "main", accessToken, apiBaseUrl: gh.url } });

describe("code evidence against the fake GitHub", () => {
  it("turns the fiscal year's commits on the default branch into dated rows citing their SHAs", async () => {
    gh.requests.length = 0;
    const result = await runTask(bound("LOGBOOK", "Please turn the repository into the logbook."));
    expect(result.status).toBe("succeeded");
    const { entries } = result.output as LogbookOutput;
    const dates = entries.map((e) => e.date);
    expect(dates.every((d) => d.startsWith("2025-"))).toBe(true);
    const cited = entries.flatMap((e) => e.evidence);
    expect(cited).toHaveLength(230);
    expect(cited).toContain(shas[100]!.slice(0, 7));
    const pages = gh.requests.filter((r) => r.path.startsWith("/repos/ada/sensor/commits"));
    expect(pages.map((r) => new URL(r.path, gh.url).searchParams.get("page"))).toEqual(["1", "2", "3"]);
    expect(pages.every((r) => r.path.includes("per_page=100") && r.path.includes("sha=main"))).toBe(true);
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it("cites the revert, the benchmark and the README's spike in PRECHECK and T661", async () => {
    const precheck = await runTask(bound("PRECHECK", "We could not tell whether the gauge drift came from heat or from the bonding."));
    const docs = criterion(precheck.output as PrecheckOutput, "documentation");
    expect(docs.evidence.some((e) => e.startsWith(`Commit ${shas[100]!.slice(0, 7)} (`) && e.includes("reverted approach"))).toBe(true);
    expect(docs.evidence.some((e) => e.includes("benchmark") && e.includes(shas[150]!.slice(0, 7)))).toBe(true);
    expect(docs.evidence.some((e) => e.startsWith("README of ada/sensor (spike)"))).toBe(true);
    const t661 = (await runTask(bound("T661", "We could not tell whether the gauge drift came from heat or from the bonding."))).output as T661Output;
    expect(t661.lines["244"].text).toContain(`commit ${shas[100]!.slice(0, 7)}`);
    expect(t661.sources).toContainEqual({ commit: shas[150], repo: "ada/sensor" });
  });

  it("answers a revoked token and a rate limit with warnings, the runs succeeding", async () => {
    const stale = gh.issueToken("ada");
    gh.revokeTokens("ada");
    const revoked = await runTask(bound("LOGBOOK", "2025-06-02: Tried a thinner diaphragm.", stale));
    expect(revoked.status).toBe("succeeded");
    expect(revoked.markdown).toMatch(/GitHub refused the stored credential \(HTTP 401\)/);
    expect(revoked.markdown).not.toContain(stale);

    token = gh.issueToken("ada");
    gh.failApi(429, { pathPrefix: "/repos/ada/sensor/commits" });
    const limited = await runTask(bound("T661", "We could not tell whether the drift came from heat."));
    expect(limited.status).toBe("succeeded");
    expect((limited.output as T661Output).warnings.join(" ")).toMatch(/rate limit was reached/);
  });
});
