import type { SourceFile } from "../corpus";
import type { Paragraph } from "./compose";
import type { Role } from "./evidence";
import type { Assignment, Candidate, LineId } from "./select";

// Each line as paragraphs in the order a CRA reviewer reads it: 242 what was not known, then why
// standard practice could not settle it; 244 the hypotheses, the work and measurements, the records;
// 246 the results, then the knowledge gained. The user's sentences carry the text: no template
// opener is put in front of them.

const PARAGRAPHS: Record<LineId, Role[][]> = {
  "242": [["objective", "uncertainty"], ["standard"]],
  "244": [["hypothesis"], ["experiment", "measurement"], ["records"]],
  "246": [["result"], ["knowledge"]],
};

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function withRoles(candidates: Candidate[], roles: Role[]): Candidate[] {
  return candidates.filter((c) => roles.includes(c.role));
}

export function paragraphsFor(line: LineId, lines: Assignment, recordFiles: SourceFile[]): Paragraph[] {
  const paragraphs: Paragraph[] = PARAGRAPHS[line].map((roles) => ({ candidates: withRoles(lines[line], roles) }));
  const files = recordFiles.map((f) => f.filename);
  // The supporting files close the records paragraph, and only when there is work to support.
  if (line === "244" && files.length > 0 && lines["244"].length > 0) paragraphs[2]!.closing = `The supporting records include ${listOf(files)}.`;
  return paragraphs;
}
