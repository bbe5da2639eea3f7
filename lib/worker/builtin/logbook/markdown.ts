import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { LogbookOutput } from "@/lib/worker/schemas";
import { codeSection } from "../code/markdown";

// The logbook as the chat shows it: one section per dated entry with bold field labels.

type Entry = LogbookOutput["entries"][number];

const FIELDS: [keyof Omit<Entry, "date" | "title" | "evidence">, string][] = [
  ["hypothesis", "Hypothesis"],
  ["work", "Work"],
  ["result", "Result"],
  ["nextSteps", "Next steps"],
];

function entrySection(e: Entry): string[] {
  const lines = ["", `### ${e.date || "Undated"} — ${e.title}`];
  for (const [key, label] of FIELDS) lines.push(`- **${label}:** ${e[key] || "—"}`);
  lines.push(`- **Evidence:** ${e.evidence.length > 0 ? e.evidence.map((x) => `\`${x.replace(/`/g, "'")}\``).join(", ") : "—"}`);
  return lines;
}

export function renderLogbook(output: LogbookOutput, projectName: string | null, code: CodeHistory | null = null): string {
  const heading = projectName ? `## R&D logbook: ${projectName}` : "## R&D logbook";
  const codeLines = codeSection(code, "logbook");
  if (output.entries.length === 0) {
    return [`${heading}\n\nNo notes to turn into entries yet. Write what you tried, what you expected, what you measured and what comes next; put a date (for example 2025-03-14) at the start of each day's notes.`, ...codeLines].join("\n");
  }
  const count = `${output.entries.length} entr${output.entries.length === 1 ? "y" : "ies"}, oldest first.`;
  return [heading, "", count, ...output.entries.flatMap(entrySection), ...codeLines].join("\n");
}
