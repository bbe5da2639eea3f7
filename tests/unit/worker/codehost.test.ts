import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runBuiltin } from "@/lib/worker/builtin";
import { codeHistoryFor } from "@/lib/worker/codehost";
import { runTask } from "@/lib/worker/engine";
import type { LogbookOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { envelope } from "./fixtures";

// The builtin engine's code evidence against a fake GitHub served through msw (the shared node:http
// fake of tests/helpers/fake-github.ts did not exist yet when these were written).

const API = "https://github.test/api/v3";
const TOKEN = "gho_secret-token-never-shown";
const REPO = "acme/sensor-fw";
const codehost = { provider: "github" as const, repoFullName: REPO, defaultBranch: "main", accessToken: TOKEN, apiBaseUrl: `${API}/` };

interface FakeCommit {
  sha: string;
  date: string;
  message: string;
}

const sha = (n: number) => n.toString(16).padStart(7, "0") + "b".repeat(33);
const apiCommit = (c: FakeCommit) => ({ sha: c.sha, commit: { message: c.message, author: { date: c.date }, committer: { date: c.date } } });

let commits: FakeCommit[] = [];
let readme: string | null = null;
let commitsAnswer: (() => Response | Promise<Response>) | null = null;
const requests: { url: URL; auth: string | null }[] = [];

const server = setupServer(
  http.get(`${API}/repos/:owner/:repo/commits`, async ({ request }) => {
    const url = new URL(request.url);
    requests.push({ url, auth: request.headers.get("authorization") });
    if (commitsAnswer) return commitsAnswer();
    const page = Number(url.searchParams.get("page") ?? "1");
    const per = Number(url.searchParams.get("per_page") ?? "30");
    // Newest first, as GitHub lists them.
    const listed = [...commits].reverse().slice((page - 1) * per, page * per);
    return HttpResponse.json(listed.map(apiCommit));
  }),
  http.get(`${API}/repos/:owner/:repo/readme`, ({ request }) => {
    requests.push({ url: new URL(request.url), auth: request.headers.get("authorization") });
    return readme === null ? HttpResponse.json({ message: "Not Found" }, { status: 404 }) : new HttpResponse(readme, { headers: { "content-type": "text/plain" } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  commits = [];
  readme = null;
  commitsAnswer = null;
  requests.length = 0;
});
afterAll(() => server.close());

const bound = (type: TaskEnvelope["type"], input: string, extra: Partial<TaskEnvelope> = {}) => envelope(type, input, { codehost, ...extra });

const FISCAL_YEAR: FakeCommit[] = [
  { sha: sha(1), date: "2025-02-03T09:12:00Z", message: "Add strain gauge driver for the load cell" },
  { sha: sha(2), date: "2025-02-03T16:40:00Z", message: "feat(filter): try a Kalman filter on the gauge signal\n\nNoise dropped from 40 mV to 12 mV on the bench rig." },
  { sha: sha(3), date: "2025-03-14T11:00:00Z", message: "Benchmark fixed-point vs float filter on the M4" },
  { sha: sha(4), date: "2025-03-20T10:00:00Z", message: "Merge pull request #12 from acme/kalman" },
  { sha: sha(5), date: "2025-04-02T08:30:00Z", message: 'Revert "Use the DMA ring buffer for sampling"\n\nSamples were lost above 4 kHz.' },
];

describe("code evidence: the reader", () => {
  it("asks for the fiscal year on the default branch, 100 a page, with the token only in the header", async () => {
    commits = FISCAL_YEAR;
    readme = "# Sensor firmware\n\nA prototype of the adaptive filter lives in `proto/`.";
    const code = await codeHistoryFor(bound("LOGBOOK", "notes"));
    expect(code!.commits.map((c) => c.sha)).toEqual(FISCAL_YEAR.map((c) => c.sha));
    expect(code!.commits[0]!.date).toBe("2025-02-03");
    expect(code!.readme).toContain("prototype");
    expect(code!.warnings).toEqual([]);
    const first = requests.find((r) => r.url.pathname.endsWith("/commits"))!;
    expect(first.url.pathname).toBe(`/api/v3/repos/${REPO}/commits`);
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({
      sha: "main",
      since: "2025-01-01T00:00:00Z",
      until: "2025-12-31T23:59:59Z",
      per_page: "100",
      page: "1",
    });
    expect(requests.every((r) => r.auth === `Bearer ${TOKEN}` && !r.url.href.includes(TOKEN))).toBe(true);
  });

  it("follows the pages and stops at the cap with a warning", async () => {
    commits = Array.from({ length: 250 }, (_, i) => ({ sha: sha(i + 1), date: `2025-05-${String((i % 28) + 1).padStart(2, "0")}T10:00:00Z`, message: `Step ${i + 1}` }));
    const all = await codeHistoryFor(bound("LOGBOOK", "notes"));
    expect(all!.commits).toHaveLength(250);
    expect(requests.filter((r) => r.url.pathname.endsWith("/commits")).map((r) => r.url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
    expect(all!.warnings).toEqual([]);

    requests.length = 0;
    const capped = await codeHistoryFor(bound("LOGBOOK", "notes"), { maxPages: 2 });
    expect(capped!.commits).toHaveLength(200);
    expect(requests.filter((r) => r.url.pathname.endsWith("/commits"))).toHaveLength(2);
    expect(capped!.warnings.join(" ")).toMatch(/Only the latest 200 commits of 2025 were read/);
  });

  it("turns a fiscal year of commits into dated LOGBOOK entries citing their SHAs", async () => {
    commits = FISCAL_YEAR;
    const result = await runTask(bound("LOGBOOK", "2025-03-14: Compared the filters on the M4; fixed-point was 3x faster with the same noise."));
    expect(result.status).toBe("succeeded");
    const { entries } = result.output as LogbookOutput;
    expect(entries.map((e) => e.date)).toEqual(["2025-02-03", "2025-03-14", "2025-04-02"]);
    // A day of commits only: written from the messages, the SHAs as evidence.
    expect(entries[0]!.work).toMatch(/strain gauge driver/i);
    expect(entries[0]!.work).toMatch(/Kalman filter/);
    expect(entries[0]!.result).toMatch(/12 mV/);
    expect(entries[0]!.evidence).toEqual([sha(1).slice(0, 7), sha(2).slice(0, 7)]);
    // A day the notes cover keeps the notes' words and gains the commit.
    expect(entries[1]!.work).toMatch(/Compared the filters/);
    expect(entries[1]!.evidence).toContain(sha(3).slice(0, 7));
    // The merge commit adds no day of its own.
    expect(entries.some((e) => e.date === "2025-03-20")).toBe(false);
    expect(entries[2]!.evidence).toEqual([sha(5).slice(0, 7)]);
    expect(result.markdown).toMatch(/Read 5 commits of 2025 on `main` of acme\/sensor-fw/);
  });

  it("fetches nothing without a binding", async () => {
    commits = FISCAL_YEAR;
    expect(await codeHistoryFor(envelope("LOGBOOK", "2025-02-03: tried the filter"))).toBeNull();
    const result = await runTask(envelope("LOGBOOK", "2025-02-03: tried the filter"));
    expect(result.status).toBe("succeeded");
    expect(requests).toHaveLength(0);
    expect(result.markdown).not.toContain("Code history");
  });
});

describe("code evidence: failures are warnings", () => {
  it("turns a 401 into a warning and the run still succeeds, the token nowhere", async () => {
    commitsAnswer = () => HttpResponse.json({ message: "Bad credentials" }, { status: 401 });
    const result = await runTask(bound("LOGBOOK", "2025-06-02: Tried a thinner diaphragm; drift fell from 5% to 2%."));
    expect(result.status).toBe("succeeded");
    expect((result.output as LogbookOutput).entries).toHaveLength(1);
    expect(result.markdown).toMatch(/⚠️ The commits of acme\/sensor-fw could not all be read: GitHub refused the stored credential \(HTTP 401\)/);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(JSON.stringify(result)).not.toContain("Bad credentials");
    // The README is not asked for after the credential was refused: one warning, not two.
    expect(requests.filter((r) => r.url.pathname.endsWith("/readme"))).toHaveLength(0);
    expect(result.markdown.match(/⚠️/g)).toHaveLength(1);
  });

  it("reads a README answered as JSON in base64, capped", async () => {
    server.use(
      http.get(`${API}/repos/:owner/:repo/readme`, () =>
        HttpResponse.json({ encoding: "base64", content: Buffer.from(`# Firmware\n\nA spike on the DMA path failed.\n${"x".repeat(100_000)}`).toString("base64") }),
      ),
    );
    const code = await codeHistoryFor(bound("PRECHECK", "notes"));
    expect(code!.readme!.startsWith("# Firmware")).toBe(true);
    expect(code!.readme!.length).toBeLessThanOrEqual(64 * 1024);
    expect(code!.warnings).toEqual([]);

    readme = `# Firmware\n${"y".repeat(500_000)}`;
    server.resetHandlers();
    const raw = await codeHistoryFor(bound("PRECHECK", "notes"));
    expect(raw!.readme!.length).toBe(64 * 1024);
  });

  it("turns a timeout into a warning", async () => {
    commitsAnswer = async () => {
      await delay(2_000);
      return HttpResponse.json([]);
    };
    const code = await codeHistoryFor(bound("T661", "notes"), { timeoutMs: 100 });
    expect(code!.commits).toEqual([]);
    expect(code!.warnings.join(" ")).toMatch(/GitHub did not answer in time/);
    const t661 = runBuiltin(bound("T661", "We could not tell whether the gauge drift came from heat."), code).output as T661Output;
    expect(t661.warnings.join(" ")).toMatch(/did not answer in time/);
  });

  it("turns a rate limit and an unreachable host into warnings, keeping the pages already read", async () => {
    commits = Array.from({ length: 150 }, (_, i) => ({ sha: sha(i + 1), date: "2025-05-05T10:00:00Z", message: `Step ${i + 1}` }));
    let calls = 0;
    commitsAnswer = () => {
      calls++;
      if (calls === 1) return HttpResponse.json([...commits].reverse().slice(0, 100).map(apiCommit));
      return HttpResponse.json({ message: "API rate limit exceeded" }, { status: 403, headers: { "x-ratelimit-remaining": "0" } });
    };
    const limited = await codeHistoryFor(bound("LOGBOOK", "notes"));
    expect(limited!.commits).toHaveLength(100);
    expect(limited!.warnings.join(" ")).toMatch(/rate limit was reached.*Only the 100 commits read before it are used/);

    commitsAnswer = () => HttpResponse.error();
    const down = await codeHistoryFor(bound("LOGBOOK", "notes"));
    expect(down!.warnings.join(" ")).toMatch(/GitHub could not be reached/);
  });

  it("says so when the repository or branch is gone", async () => {
    commitsAnswer = () => HttpResponse.json({ message: "Not Found" }, { status: 404 });
    const code = await codeHistoryFor(bound("PRECHECK", "notes"));
    expect(code!.warnings.join(" ")).toMatch(/did not find the repository or its branch \(HTTP 404\)/);
    const result = runBuiltin(bound("PRECHECK", "We built a sensor."), code);
    expect(result.markdown).toMatch(/### Code history[\s\S]*HTTP 404/);
  });
});
