import type { T661Output } from "@/lib/worker/schemas";

// The T661 draft as the chat shows it: each line under its CRA question with its word count, then
// warnings and the files used.

const LINE_IDS = ["242", "244", "246"] as const;

export function renderT661(output: T661Output, projectName: string | null, fiscalYear: string | null): string {
  const title = [projectName, fiscalYear ? `(${fiscalYear})` : null].filter(Boolean).join(" ");
  const heading = title ? `## T661 draft: ${title}` : "## T661 draft";
  const lines = [heading];
  for (const id of LINE_IDS) {
    const line = output.lines[id];
    lines.push("", `### Line ${id} — ${line.question}`, "", line.text || "_Nothing to draft yet: see the warnings below._", "", `*(${line.wordCount} / ${line.wordLimit} words)*`);
  }
  if (output.warnings.length > 0) lines.push("", "### Warnings", ...output.warnings.map((w) => `- ⚠️ ${w}`));
  const files = output.sources.map((s) => ("filename" in s ? s.filename : `Commit ${s.commit.slice(0, 7)} of ${s.repo}`));
  if (files.length > 0) lines.push("", "### Sources", ...files.map((f) => `- ${f}`));
  return lines.join("\n");
}
