import type { SourceFile } from "../corpus";
import type { Paragraph } from "./compose";
import type { Role } from "./evidence";
import { leansBack } from "./leaning";
import type { Assignment, LineId } from "./select";

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

// Which role paragraph each of the line's sentences goes to: its role's, unless it leans on the
// sentence told just before it in the input (leaning.ts) and that sentence is in the same line.
function paragraphOf(line: LineId, lines: Assignment): Map<number, number> {
  const out = new Map<number, number>();
  const groups = PARAGRAPHS[line];
  for (const c of lines[line]) out.set(c.classified.sentence.index, groups.findIndex((roles) => roles.includes(c.role)));
  const all = [...lines["242"], ...lines["244"], ...lines["246"]].map((c) => c.classified.sentence.index).sort((a, b) => a - b);
  const own = [...lines[line]].sort((a, b) => a.classified.sentence.index - b.classified.sentence.index);
  let k = 0;
  for (const c of own) {
    const index = c.classified.sentence.index;
    while (k < all.length && all[k]! < index) k += 1;
    const before = k > 0 ? all[k - 1]! : null;
    const at = before === null ? undefined : out.get(before);
    if (at !== undefined && at >= 0 && at !== out.get(index) && leansBack(c.label.rest)) out.set(index, at);
  }
  return out;
}

export function paragraphsFor(line: LineId, lines: Assignment, recordFiles: SourceFile[]): Paragraph[] {
  const placedIn = paragraphOf(line, lines);
  const paragraphs: Paragraph[] = PARAGRAPHS[line].map((_, p) => ({ candidates: lines[line].filter((c) => placedIn.get(c.classified.sentence.index) === p) }));
  const files = recordFiles.map((f) => f.filename);
  // The supporting files close the records paragraph, and only when there is work to support.
  if (line === "244" && files.length > 0 && lines["244"].length > 0) paragraphs[2]!.closing = `The supporting records include ${listOf(files)}.`;
  return paragraphs;
}
