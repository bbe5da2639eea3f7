import { lowerFirst } from "./case";
import { bareWord, workVerb } from "./verbs";

// "Same as Thursday on the 10-25 mm fraction", "Same again with 2% silane", "Same, 4 h lead": a row that
// says it repeats an earlier run, whose title says what that was.
const SAME_AS = /^same(?: as (?:before|yesterday|last time|thursday|monday|tuesday|wednesday|friday|saturday|sunday|the last run|run \w+)| again| setup| test)?\b/i;


// "Same tubes, blowers turned down": a bare "same" before a noun says which thing, not that the run
// repeats; before a joiner or a mark it does ("Same + reject patches", "Same, 4 h lead").
const AFTER_SAME = new Set(["", "and", "with", "on", "at", "but", "for", "in", "plus", "using", "except", "+", "&", "again"]);

// The length of the words that say the run is repeated, or 0.
export function repeatOpener(text: string): number {
  const m = SAME_AS.exec(text);
  if (!m) return 0;
  const next = text.slice(m[0].length).trimStart().split(" ", 1)[0]!.toLowerCase();
  return m[0].length === 4 && /^[a-z]/.test(next) && !AFTER_SAME.has(next) ? 0 : m[0].length;
}

// The run a repeat names, from the earlier row's title without the question it tested: "forecast-based
// pre-cooling of the slab", or "the last run (adding the XRT channel)" for a title that opens with a verb.
export function repeatedRun(title: string): string {
  const dash = title.indexOf(" — ");
  const run = lowerFirst(dash === -1 ? title : title.slice(0, dash));
  return workVerb(bareWord(run.split(" ", 1)[0]!))?.form === "ing" ? `the last run (${run})` : run;
}

// "same as NA-1 but dry hop 2 g/L", "Same as SC-01": the set-up of a run named by its code, with what
// changed; the work of its own row, not a repeat of the row before.
const SAME_AS_RUN = /^same as [a-z]{1,4}-?\d{1,4}[a-z]?\b/i;

export function sameAsRun(text: string): boolean {
  return SAME_AS_RUN.test(text);
}
