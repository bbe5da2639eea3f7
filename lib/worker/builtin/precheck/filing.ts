import type { Classified } from "../classify";
import { quote } from "../corpus";
import { RED_FLAGS } from "../lexicon/red-flags";
import { clauseAt } from "../text/clause";
import { findDates } from "../text/dates";
import type { RedFlagFinding } from "./red-flags";

// The reporting deadline, read from the dates the user gives: form T661 and Schedule 31 must reach
// the CRA within 12 months after the return's filing due date (ITA s. 37(11) and s. 127(9)). The due
// date is the one the user states ("our return was due June 30, 2009"), or else six months after the
// end of the year they name ("our 1986 taxation year", read as ending on December 31), as for a
// corporation. A filing dated with a year only is read as that year's first day. Each reading gives
// the claim the benefit of the doubt, so it is called late only when it is late on every reading.

const FILED = /\b(?:filed|submitted|sent in)\b/;
const CLAIM_FORMS = /\b(?:t661|schedule 31|t2sch31|t2038|sr&ed|claims?|credits?|returns?)\b/;
const DUE = /\bdue\b/;
const TAX_YEAR = /\b((?:19|20)\d{2}) (?:taxation |tax |fiscal )?years?\b/;
const YEAR_END = /\byear (?:end|ends|ended|ending)\b/;
const FILED_IN_YEAR = /\b(?:in|during) ((?:19|20)\d{2})\b/;

const MONTHS_AFTER_DUE = 12;
const DUE_MONTHS_AFTER_YEAR_END = 6;

// "2009-06-30" plus 12 months is "2010-06-30"; a day past the month's end is its last day.
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

function datesIn(text: string): string[] {
  return findDates(text, null).flatMap((d) => (d.iso ? [d.iso] : []));
}

// "Our return was due June 30, 2009; we filed it on September 30, 2009": the date after "due".
function dueDate(text: string): string[] {
  const at = text.toLowerCase().search(DUE);
  if (at < 0) return [];
  const next = findDates(text, null).find((d) => d.index > at && d.iso);
  return next?.iso ? [next.iso] : [];
}

// The latest deadline the text allows: from a stated due date, else from the year end.
function deadlineOf(texts: string[]): string | null {
  const due = texts.flatMap(dueDate).sort().pop();
  if (due) return addMonths(due, MONTHS_AFTER_DUE);
  const yearEnds = texts.flatMap((t) => {
    const lower = t.toLowerCase();
    if (YEAR_END.test(lower)) return datesIn(t);
    const year = TAX_YEAR.exec(lower)?.[1];
    return year ? [`${year}-12-31`] : [];
  });
  const yearEnd = yearEnds.sort().pop();
  return yearEnd ? addMonths(yearEnd, DUE_MONTHS_AFTER_YEAR_END + MONTHS_AFTER_DUE) : null;
}

function filedOn(text: string): string | null {
  const lower = text.toLowerCase();
  if (!FILED.test(lower) || !CLAIM_FORMS.test(lower) || DUE.test(lower)) return null;
  const dated = datesIn(text).sort()[0];
  if (dated) return dated;
  const year = FILED_IN_YEAR.exec(lower)?.[1];
  return year ? `${year}-01-01` : null;
}

/** The late-claim flag, when a claim form the user says they filed is dated after the deadline. */
export function lateFiling(classified: Classified[]): RedFlagFinding | null {
  const texts = classified.map((c) => c.sentence.text);
  const deadline = deadlineOf(texts);
  if (!deadline) return null;
  for (const c of classified) {
    const filed = filedOn(c.sentence.text);
    if (filed && filed > deadline) {
      const text = c.sentence.text;
      const words = clauseAt(text, text.toLowerCase().search(FILED));
      return { id: "late_claim", ...RED_FLAGS.late_claim, quote: quote(c.sentence), sentence: c.sentence.index, words };
    }
  }
  return null;
}
