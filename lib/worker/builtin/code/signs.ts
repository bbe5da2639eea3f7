import type { CodeCommit, CodeHistory } from "@/lib/worker/codehost/types";

// Signs of experimentation in a repository's history: reverted approaches, benchmarks, prototypes,
// spikes, trials and failed attempts, in commit messages and the README. A commit is dated and
// unedited, so each sign is a contemporaneous record of the systematic work (the documentation
// criterion, T661 line 244), cited with its short SHA.

export interface CodeSign {
  kind: string;
  // The commit's short SHA and date, or null for the README.
  sha: string | null;
  fullSha: string | null;
  date: string | null;
  // The line the sign was read in, trimmed and capped.
  line: string;
}

// Ordered: the first kind that matches a line names it.
const KINDS: [string, RegExp][] = [
  ["reverted approach", /\b(?:revert(?:s|ed|ing)?|roll(?:ed|s)? back|rollback|back(?:ed)? out)\b/i],
  ["failed attempt", /\b(?:did(?:n't| not) work|does(?:n't| not) work|dead end|abandon(?:s|ed|ing)?|gave up on|failed attempt)\b/i],
  ["benchmark", /\b(?:benchmark(?:s|ed|ing)?|ablation|a\/b test(?:s|ed|ing)?|(?:load|perf|performance) tests?)\b/i],
  ["prototype", /\b(?:prototyp(?:e|es|ed|ing)|proof of concept|poc)\b/i],
  ["spike", /\bspike\b/i],
  ["experiment", /\b(?:experiment(?:s|al|ed|ing)?|trial(?:s|led)?|hypothes[ie]s)\b/i],
  ["attempt", /\b(?:tr(?:y|ies|ied|ying)|attempt(?:s|ed|ing)?)\b/i],
];
// "try/catch" and "retry" are code, not a trial.
const NOT_A_TRIAL = /\btry[-/ ]?(?:catch|block|except)\b/i;
const MERGE = /^merge (?:pull request|branch|remote-tracking)\b/i;
const TRAILER = /^(?:signed-off-by|co-authored-by|reviewed-by|change-id):/i;
const LINE_LIMIT = 200;
const MAX_COMMIT_SIGNS = 8;
const MAX_README_SIGNS = 3;

export const shortSha = (sha: string) => sha.slice(0, 7);

function kindOf(line: string): string | null {
  for (const [kind, pattern] of KINDS) {
    if (!pattern.test(line)) continue;
    if (kind === "attempt" && NOT_A_TRIAL.test(line)) continue;
    return kind;
  }
  return null;
}

function capped(line: string): string {
  const text = line.trim();
  return text.length > LINE_LIMIT ? `${text.slice(0, LINE_LIMIT - 1)}…` : text;
}

export const isMerge = (commit: CodeCommit) => MERGE.test(commit.message.trim());

// Housekeeping that says nothing about the work: a work-in-progress save, a typo, formatting, a
// dependency or version bump, a README touch-up.
const HOUSEKEEPING = /^(?:wip\b|fix(?:ed)? typos?\b|typos?\b|format(?:ting)?\b|lint\b|run prettier\b|bump\b|chore\(deps|release v?\d|v?\d+\.\d+\.\d+$|update readme(?:\.md)?$|initial commit$)/i;

export const isHousekeeping = (commit: CodeCommit) => HOUSEKEEPING.test(commit.message.trim());

/** The message's lines that say something: no trailers, no blank lines. */
export function messageLines(message: string): string[] {
  return message
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !TRAILER.test(l));
}

function commitSign(commit: CodeCommit): CodeSign | null {
  if (isMerge(commit)) return null;
  for (const line of messageLines(commit.message)) {
    const kind = kindOf(line);
    if (kind) return { kind, sha: shortSha(commit.sha), fullSha: commit.sha, date: commit.date, line: capped(line) };
  }
  return null;
}

function readmeSigns(readme: string): CodeSign[] {
  const signs: CodeSign[] = [];
  let fenced = false;
  for (const raw of readme.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced || line === "" || line.startsWith("#") || line.startsWith("<") || line.startsWith("![")) continue;
    const kind = kindOf(line);
    if (kind) signs.push({ kind, sha: null, fullSha: null, date: null, line: capped(line) });
    if (signs.length === MAX_README_SIGNS) break;
  }
  return signs;
}

/** The history's signs of experimentation, commits oldest first then the README, capped. */
export function experimentationSigns(code: CodeHistory): CodeSign[] {
  const commits = code.commits.map(commitSign).filter((s): s is CodeSign => s !== null);
  return [...commits.slice(0, MAX_COMMIT_SIGNS), ...(code.readme ? readmeSigns(code.readme) : [])];
}

/** A sign as evidence: `Commit abc1234 (2025-03-14, benchmark): "…"`. */
export function citeSign(sign: CodeSign, repo: string): string {
  const quoted = `"${sign.line.replace(/"/g, "'")}"`;
  return sign.sha ? `Commit ${sign.sha} (${sign.date}, ${sign.kind}): ${quoted}` : `README of ${repo} (${sign.kind}): ${quoted}`;
}
