import type { Classified } from "../classify";
import { findDates, findMonthYears, findPeriodEndDates, type FoundDate } from "../text/dates";
import { findingAt, type RedFlagFinding } from "./red-flags";

// The reporting deadline, read from the dates the user gives: form T661 and Schedule 31 must reach
// the CRA within 12 months after the return's filing due date (ITA s. 37(11) and s. 127(9)). A
// deadline comes from a due date the user states ("our return was due June 30, 2009"), or from a year
// they name: a corporation's return is due six months after its year end. A refusal on dates must
// hold on every reading, so the claim gets the benefit of each doubt: the latest deadline the text
// allows, a year read to its last day ("fiscal 2019" even to the end of 2020), and a filing dated by
// its year only read from that year's first day.

// A claim form as the object of the filing: "They filed Schedule 31", "we filed our tax return for
// 1986 together with Form T661", not "we submitted the records for our claim".
// "We filed the T661 on …".
const FILING =
  /\b(?:filed|submitted|sent in|(?:are|is|am|were|was|now) (?:now )?(?:filing|submitting)|will (?:now )?(?:file|submit)) (?:[\w&-]+ ){0,3}?(?:t661|schedule 31|t2sch31|t2038|sr&ed (?:claims?|credits?)|itc claims?|investment tax credits?|(?:tax|t2|income tax|corporate) returns?|claims?)\b/;
// The passive, read in two steps so that neither expression can backtrack: the verb, then the form
// named in the words before it.
const FILED_PASSIVE = /\b(?:was|were) (?:only |finally |eventually |not )?(?:filed|submitted|sent)\b/;
const FORM_BEFORE = /\b(?:t661|schedule 31|t2sch31|claims?|returns?|forms?|schedules?)\b/;
// Filings of something else, whose "claims" or "return" are not the tax claim's.
const OTHER_FILING = /\b(?:patents?|objection|appeals?|warranty|trademarks?|lawsuits?|grievances?|insurance|insurers?|suppliers?|vendors?|damages?|refunds?|expenses?|customs)\b/;
const RETURN = /\breturns?\b/;
const DUE = /\b(?:was|is|were|are) due\b|\bdue date\b/;
const NAMED_YEAR = /\b(fiscal )?((?:19|20)\d{2}) (fiscal |taxation |tax )?years?\b|\bfiscal (?:year )?((?:19|20)\d{2})\b/g;
const FOR_YEAR = /\bfor (?:our |the |its )?(?:fiscal |taxation |tax )?((?:19|20)\d{2})\b/;
const YEAR_ONLY = /\b(?:in|during) ((?:19|20)\d{2})\b/;

const DUE_MONTHS_AFTER_YEAR_END = 6;
const DEADLINE_MONTHS_AFTER_DUE = 12;

function lastDayOf(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

// Months later, a month's last day staying its last day (June 30 plus six months is December 31,
// as the CRA counts a filing due date).
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const [y, m] = [target.getUTCFullYear(), target.getUTCMonth()];
  const endOfMonth = day === lastDayOf(year, month - 1);
  return new Date(Date.UTC(y, m, endOfMonth ? lastDayOf(y, m) : Math.min(day, lastDayOf(y, m)))).toISOString().slice(0, 10);
}

const fromYearEnd = (yearEnd: string) => addMonths(addMonths(yearEnd, DUE_MONTHS_AFTER_YEAR_END), DEADLINE_MONTHS_AFTER_DUE);

const dated = (dates: FoundDate[]) => dates.filter((d): d is FoundDate & { iso: string } => d.iso !== null);

export const yearEndDates = (text: string) => dated(findPeriodEndDates(text, null));

// The deadlines of the years a text names, each read to its latest possible end.
function yearDeadlines(text: string): string[] {
  const fromNames = [...text.toLowerCase().matchAll(NAMED_YEAR)].map((m) => {
    const year = Number(m[2] ?? m[4]);
    // "Fiscal 2019" may be named by the year it starts in.
    const fiscal = m[1] !== undefined || m[3] === "fiscal " || m[4] !== undefined;
    return fromYearEnd(`${fiscal ? year + 1 : year}-12-31`);
  });
  return [...fromNames, ...yearEndDates(text).map((d) => fromYearEnd(d.iso))];
}

function dueDeadlines(text: string): string[] {
  const lower = text.toLowerCase();
  const at = lower.search(DUE);
  if (at < 0 || !RETURN.test(lower)) return [];
  const due = dated(findDates(text, null)).find((d) => d.index > at);
  return due ? [addMonths(due.iso, DEADLINE_MONTHS_AFTER_DUE)] : [];
}

interface Filing {
  on: string;
  // The deadline of the year the sentence itself names, if it names one.
  ownDeadline: string | null;
}

// Where the sentence says a claim form was filed: "we filed the T661 on …", or "the Form T661 and the
// credit schedule were only sent on …".
function filingAt(lower: string): number {
  const active = lower.search(FILING);
  if (active >= 0) return active;
  const passive = lower.search(FILED_PASSIVE);
  return passive >= 0 && FORM_BEFORE.test(lower.slice(Math.max(0, passive - 60), passive)) ? passive : -1;
}

function filingIn(text: string): Filing | null {
  const lower = text.toLowerCase();
  const verb = filingAt(lower);
  if (verb < 0 || OTHER_FILING.test(lower)) return null;
  const yearEnds = new Set(yearEndDates(text).map((d) => d.index));
  // A month without its day ("in November 2024") is read from its first day.
  const candidates = dated([...findDates(text, null), ...findMonthYears(text)]).filter((d) => !yearEnds.has(d.index));
  const nearest = candidates.sort((a, b) => Math.abs(a.index - verb) - Math.abs(b.index - verb))[0];
  const year = YEAR_ONLY.exec(lower)?.[1];
  const on = nearest?.iso ?? (year ? `${year}-01-01` : null);
  if (!on) return null;
  const forYear = FOR_YEAR.exec(lower)?.[1];
  const own = [...yearDeadlines(text), ...(forYear ? [fromYearEnd(`${forYear}-12-31`)] : [])].sort().pop() ?? null;
  return { on, ownDeadline: own };
}

/** The late-claim flag, when a claim form the user says they filed is dated after its deadline. */
export function lateFiling(classified: Classified[]): RedFlagFinding | null {
  const texts = classified.map((c) => c.sentence.text);
  const latestDue = texts.flatMap(dueDeadlines).sort().pop() ?? null;
  const latestYear = texts.flatMap(yearDeadlines).sort().pop() ?? null;
  const latest = [latestDue, latestYear].filter((d): d is string => d !== null).sort().pop() ?? null;
  for (const c of classified) {
    const filing = filingIn(c.sentence.text);
    const deadline = filing && [filing.ownDeadline ?? latest, latestDue].filter((d): d is string => d !== null).sort().pop();
    if (!filing || !deadline || filing.on <= deadline) continue;
    return findingAt("late_claim", c, filingAt(c.sentence.text.toLowerCase()));
  }
  return null;
}
