import "server-only";
import { z } from "zod";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import type { CodeCommit, CodeHistory } from "./types";

// Reads a bound GitHub repository for the builtin engine: the commits of the fiscal year on the
// default branch (paginated, capped) and the README (capped). Every failure (network, 401, 404, rate
// limit, time limit) becomes a warning and whatever was read before it is kept: code history adds to a
// run, it never fails one. The token goes only in the Authorization header.

type Codehost = NonNullable<TaskEnvelope["codehost"]>;

export interface ReadOptions {
  /** For the whole read, all pages and the README together. */
  timeoutMs?: number;
  maxPages?: number;
}

const PER_PAGE = 100;
const MAX_PAGES = 10;
const TIMEOUT_MS = 15_000;
const README_LIMIT_BYTES = 64 * 1024;
const README_JSON_LIMIT_BYTES = 1024 * 1024;
const MESSAGE_LIMIT = 2_000;
const REPO = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

const commitSchema = z.object({
  sha: z.string().regex(/^[0-9a-f]{7,64}$/i),
  commit: z.object({
    message: z.string(),
    author: z.object({ date: z.string() }).nullable().optional(),
    committer: z.object({ date: z.string() }).nullable().optional(),
  }),
});

class ReadFailure extends Error {}

function trimmedBase(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

function failureWarning(what: string, err: unknown): string {
  if (err instanceof ReadFailure) return `${what}: ${err.message}`;
  const name = err instanceof Error ? err.name : "";
  if (name === "TimeoutError" || name === "AbortError") return `${what}: GitHub did not answer in time.`;
  return `${what}: GitHub could not be reached.`;
}

function statusFailure(res: Response): ReadFailure {
  if (res.status === 401) return new ReadFailure("GitHub refused the stored credential (HTTP 401); reconnect GitHub on the project page.");
  if (res.status === 429 || (res.status === 403 && res.headers.get("x-ratelimit-remaining") === "0")) {
    return new ReadFailure("GitHub's rate limit was reached; run the task again later.");
  }
  if (res.status === 403) return new ReadFailure("GitHub refused access to the repository (HTTP 403).");
  if (res.status === 404) return new ReadFailure("GitHub did not find the repository or its branch (HTTP 404); check the binding.");
  return new ReadFailure(`GitHub answered HTTP ${res.status}.`);
}

// Not awaited: some bodies never settle a cancel, and nothing waits on it.
const discard = (res: Response) => void res.body?.cancel().catch(() => undefined);

async function readCapped(res: Response, limit: number): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    // Not awaited, as in discard().
    void reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size).subarray(0, limit));
}

function toCommit(raw: unknown): CodeCommit | null {
  const parsed = commitSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { sha, commit } = parsed.data;
  const stamp = commit.author?.date ?? commit.committer?.date ?? "";
  const date = /^\d{4}-\d{2}-\d{2}/.test(stamp) ? new Date(stamp).toISOString().slice(0, 10) : "";
  if (!date) return null;
  return { sha: sha.toLowerCase(), date, message: commit.message.slice(0, MESSAGE_LIMIT) };
}

export async function readCodeHistory(codehost: Codehost, fiscalYear: string | null, options: ReadOptions = {}): Promise<CodeHistory> {
  const repo = codehost.repoFullName;
  const year = fiscalYear && /^\d{4}$/.test(fiscalYear) ? fiscalYear : null;
  const history: CodeHistory = { repo, branch: codehost.defaultBranch, year, commits: [], readme: null, warnings: [] };
  if (!REPO.test(repo)) {
    history.warnings.push("Code history was not read: the bound repository's name is not owner/name.");
    return history;
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const base = `${trimmedBase(codehost.apiBaseUrl)}/repos/${repo}`;
  const get = (url: string, accept: string) =>
    fetch(url, {
      headers: { authorization: `Bearer ${codehost.accessToken}`, accept, "x-github-api-version": "2022-11-28", "user-agent": "sred-worker" },
      signal,
      redirect: "follow",
    });

  // After the commits failed (refused, rate-limited, out of time), the README would fail the same way.
  let failed = false;
  if (year) {
    const maxPages = options.maxPages ?? MAX_PAGES;
    const newestFirst: CodeCommit[] = [];
    try {
      for (let page = 1; page <= maxPages; page++) {
        const query = new URLSearchParams({
          sha: codehost.defaultBranch,
          since: `${year}-01-01T00:00:00Z`,
          until: `${year}-12-31T23:59:59Z`,
          per_page: String(PER_PAGE),
          page: String(page),
        });
        const res = await get(`${base}/commits?${query}`, "application/vnd.github+json");
        // An empty repository has no commits to list.
        if (res.status === 409) break;
        if (!res.ok) {
          discard(res);
          throw statusFailure(res);
        }
        const body: unknown = await res.json().catch(() => null);
        if (!Array.isArray(body)) throw new ReadFailure("GitHub's answer was not a list of commits.");
        for (const raw of body) {
          const commit = toCommit(raw);
          if (commit) newestFirst.push(commit);
        }
        if (body.length < PER_PAGE) break;
        if (page === maxPages) {
          history.warnings.push(`Only the latest ${newestFirst.length} commits of ${year} were read (the cap is ${maxPages * PER_PAGE}); earlier ones are not in this result.`);
        }
      }
    } catch (err) {
      failed = true;
      const kept = newestFirst.length > 0 ? ` Only the ${newestFirst.length} commits read before it are used.` : "";
      history.warnings.push(failureWarning(`The commits of ${repo} could not all be read`, err) + kept);
    }
    history.commits = newestFirst.reverse();
  } else {
    history.warnings.push("The commits were not read: the project has no fiscal year to bound them.");
  }

  if (failed) return history;
  try {
    const res = await get(`${base}/readme?ref=${encodeURIComponent(codehost.defaultBranch)}`, "application/vnd.github.raw+json");
    if (!res.ok) {
      discard(res);
      // A repository without a README is no failure.
      if (res.status !== 404) throw statusFailure(res);
    } else {
      history.readme = await readmeText(res);
    }
  } catch (err) {
    history.warnings.push(failureWarning(`The README of ${repo} could not be read`, err));
  }
  return history;
}

// The raw media type answers the text itself; a server that ignores it answers the JSON form, with
// the content in base64.
async function readmeText(res: Response): Promise<string> {
  const json = (res.headers.get("content-type") ?? "").includes("json");
  // The JSON form carries base64 (a third longer): read more of it, decode, then cap.
  const text = await readCapped(res, json ? README_JSON_LIMIT_BYTES : README_LIMIT_BYTES);
  if (!json) return text.slice(0, README_LIMIT_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ReadFailure("GitHub's README answer was malformed or too large.");
  }
  const parsed = z.object({ content: z.string(), encoding: z.literal("base64") }).safeParse(body);
  if (!parsed.success) throw new ReadFailure("GitHub's README answer was malformed.");
  return Buffer.from(parsed.data.content, "base64").toString("utf8").slice(0, README_LIMIT_BYTES);
}
