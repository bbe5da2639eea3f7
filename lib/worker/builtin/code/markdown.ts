import type { CodeHistory } from "@/lib/worker/codehost/types";

// What the engine read from the bound repository, and what it could not read, under the answer.

const USE = {
  logbook: "Days without notes of their own are written from the commit messages; every day's commits are in its evidence as short SHAs.",
  precheck: "Commits and README lines that show experimentation are cited under the records criterion.",
} as const;

export function codeSection(code: CodeHistory | null, use: keyof typeof USE): string[] {
  if (!code) return [];
  const n = code.commits.length;
  const commits = `${n} commit${n === 1 ? "" : "s"}${code.year ? ` of ${code.year}` : ""}`;
  const read = `Read ${commits} on \`${code.branch}\` of ${code.repo}${code.readme !== null ? " and its README" : ""}.`;
  return ["", "### Code history", read, ...(n > 0 || code.readme !== null ? [USE[use]] : []), ...code.warnings.map((w) => `- ⚠️ ${w}`)];
}
