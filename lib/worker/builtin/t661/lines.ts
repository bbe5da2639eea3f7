import type { SourceFile } from "../corpus";
import type { Assignment, LineId } from "./select";
import type { Paragraph } from "./compose";

// The framing of each line: short sentences that connect the user's material the way CRA reviewers
// read it (uncertainty → hypotheses; work → records; knowledge gained).

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function paragraphsFor(line: LineId, lines: Assignment, recordFiles: SourceFile[]): Paragraph[] {
  const uncertainties = lines["242"].filter((c) => c.role === "uncertainty");
  const hypotheses = lines["242"].filter((c) => c.role === "hypothesis");
  if (line === "242") {
    return [
      { lead: `The work was carried out to resolve the following technological ${plural(uncertainties.length, "uncertainty", "uncertainties")}:`, candidates: uncertainties },
      {
        lead: `${uncertainties.length > 0 ? "To reduce this uncertainty, we" : "We"} formulated the following ${plural(hypotheses.length, "hypothesis", "hypotheses")}:`,
        candidates: hypotheses,
      },
    ];
  }
  if (line === "244") {
    const work = lines["244"].filter((c) => c.role === "work");
    const records = lines["244"].filter((c) => c.role === "records");
    const files = recordFiles.map((f) => f.filename);
    return [
      { lead: `${lines["242"].length > 0 ? "To resolve this uncertainty, we" : "We"} carried out the following systematic investigation:`, candidates: work },
      {
        lead: "Records were kept as the work progressed.",
        candidates: records,
        closing: files.length > 0 ? `The supporting records include ${listOf(files)}.` : undefined,
      },
    ];
  }
  return [{ lead: "The work advanced our technological knowledge as follows:", candidates: lines["246"] }];
}
