import type { Classified } from "../classify";
import { quote } from "../corpus";
import type { ExclusionSummary } from "../exclusions";
import { RED_FLAGS } from "../lexicon/red-flags";
import { lateFiling } from "../precheck/filing";
import { isAdmission, isAdmissionFlag } from "./roles";
import { strength, type Assignment, type Candidate, type LineId } from "./select";
import { tokensOf } from "../text/tokens";

// Warnings for the preparer: lines with nothing solid to stand on, routine or excluded work left out
// of the draft, and material cut to respect the word limits.

const EMPTY: Record<LineId, string> = {
  "242": "Line 242: no technological uncertainty was described; state what was not known at the start and why standard practice could not resolve it.",
  "244": "Line 244: no systematic work was described; describe the tests, prototypes or analyses you carried out, what you changed between iterations and what you measured.",
  "246": "Line 246: no advancement was described; state the knowledge gained (including what failed and why), not just the product outcome.",
};

const WEAK: Record<LineId, string> = {
  "242": "Line 242: the uncertainty is only implied; state explicitly what could not be known in advance and why standard practice or public knowledge could not resolve it.",
  "244": "Line 244: the work is described only in general terms; name the experiments or trials, the variables you changed and the results you measured.",
  "246": "Line 246: the advancement is only implied; state what you learned that was not known before, supported by your results.",
};

export function lineWarnings(lines: Assignment, omitted: Record<LineId, number>, limits: Record<LineId, number>): string[] {
  const warnings: string[] = [];
  for (const id of ["242", "244", "246"] as const) {
    // A goal frames line 242 but is not an uncertainty: without one, the line says so.
    const candidates = id === "242" ? lines["242"].filter((c) => c.role !== "objective") : lines[id];
    if (candidates.length === 0) warnings.push(EMPTY[id]);
    else if (strength(candidates) < 2) warnings.push(WEAK[id]);
    // Only when no idea is put forward anywhere: an unknown told as "whether X would Y" names the
    // idea tested, and a warning on nearly every draft would go unread.
    if (id === "244" && candidates.length > 0 && !ideaStated(lines)) {
      warnings.push("Line 244: no hypothesis was stated; add the approaches you expected to overcome the uncertainty and what you predicted they would show.");
    }
    if (omitted[id] > 0) {
      warnings.push(`Line ${id}: ${omitted[id]} sentence${omitted[id] === 1 ? "" : "s"} did not fit the ${limits[id]}-word limit and ${omitted[id] === 1 ? "was" : "were"} left out; check that the most important details were kept.`);
    }
  }
  return warnings;
}

// "whether the fan current could be used as an ice sensor": a yes-or-no unknown about an approach
// names the approach as the idea to be tested.
const ASKING = new Set(["whether", "if"]);
const MODAL = new Set(["could", "would", "can", "will", "might"]);
const ASK_REACH = 10;

function asksOfApproach(c: Candidate): boolean {
  const tokens = tokensOf(c.label.rest);
  const at = tokens.findIndex((t) => ASKING.has(t));
  return at >= 0 && tokens.slice(at + 1, at + 1 + ASK_REACH).some((t) => MODAL.has(t));
}

function ideaStated(lines: Assignment): boolean {
  if (lines["242"].some(asksOfApproach)) return true;
  return (["242", "244", "246"] as const).some((id) => lines[id].some((c) => c.role === "hypothesis" || c.idea > 0));
}

// A weak sign ("We rewrote the sleep routine three times") leaves its sentence in the draft: the
// warning then says so, rather than that it was left out.
export function exclusionWarnings(exclusions: ExclusionSummary, lines: Assignment): string[] {
  const drafted = new Set((["242", "244", "246"] as const).flatMap((id) => lines[id].map((c) => c.classified.sentence.index)));
  return exclusions.findings.map((f) =>
    f.sentences.every((i) => drafted.has(i))
      ? `Routine or excluded work (${f.label}): ${f.quotes[0] ?? ""} — kept in the draft; check that it describes more than routine work, as the CRA does not accept routine work as SR&ED.`
      : `Routine or excluded work (${f.label}): ${f.quotes[0] ?? ""} — the CRA does not accept this as SR&ED, so clearly excluded sentences were left out of the draft; describe only the part that went beyond it.`,
  );
}

// One warning per sentence that works against the claim, with what to do about it: left out of the
// draft, or kept for the material it also holds.
export function admissionWarnings(classified: Classified[]): string[] {
  return classified.flatMap((c) => {
    const found = c.redFlags.find((f) => isAdmissionFlag(f.id));
    if (!found) return [];
    const flag = RED_FLAGS[found.id];
    const what = isAdmission(c) ? "Left out of the draft" : "Kept in the draft for what else it says, but check it";
    return [`${what} (${flag.label}, ${flag.authority}): ${quote(c.sentence)} — ${flag.remedy}`];
  });
}

// A claim filed after its deadline, read from the dates given (as the pre-check reads them): no draft
// can mend it, so the preparer is told first.
export function lateFilingWarnings(classified: Classified[]): string[] {
  const late = lateFiling(classified);
  return late ? [`${late.label} (${late.authority}): ${late.quote} — ${late.remedy}`] : [];
}
