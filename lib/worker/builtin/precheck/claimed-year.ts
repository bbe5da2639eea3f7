import type { Classified } from "../classify";
import { findMonthYears } from "../text/dates";
import { yearEndDates } from "./filing";
import { findingAt, type RedFlagFinding } from "./red-flags";

// Work claimed in a year it was not done in: "The technical work finished in October 2023 ... We are
// claiming 2024 salaries". An expenditure counts in the year the SR&ED was carried on (ITA s. 37(1)),
// so work that ended before the claimed year began cannot be claimed in it. Only the user's own words
// are read: the year they say they claim, and the date they say the work ended. A refusal on dates must
// hold on every reading: a year named alone is read to its last day.

const CLAIMING = /\b(?:claiming|claim for|claim in|claimed for) (?:our |the |its |this )?(?:fiscal |tax |taxation )?((?:19|20)\d{2})\b/;
// "For 2020 we claimed the cost of setting up the production line".
const CLAIMED_FOR = /\bfor (?:fiscal |tax )?((?:19|20)\d{2}),? (?:we|the company|they) (?:claimed|are claiming|claim)\b/;
const WORK_ENDED =
  /\b(?:work|project|development|testing|tests|experiments?|trials?|investigation) (?:[\w-]+ ){0,3}?(?:finished|ended|was completed|was finished|wrapped up|stopped|concluded) (?:[\w-]+ ){0,2}?(?:in|by|on|at the end of) /;
const YEAR = /\b((?:19|20)\d{2})\b/;
// "By December 2019 the design was settled": the date first, then what was finished by it.
const SETTLED_BY = /\bby (?:the end of )?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* )?((?:19|20)\d{2}),? (?:the |our )?(?:design|work|project|development|testing|tests|prototype|research) (?:was|were|had been) (?:settled|finished|complete|completed|done|final|frozen|over)\b/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function claimYearEnd(texts: string[]): string | null {
  const ends = texts.flatMap((t) => yearEndDates(t).map((d) => d.iso));
  const claimed = texts.map((t) => (CLAIMING.exec(t.toLowerCase()) ?? CLAIMED_FOR.exec(t.toLowerCase()))?.[1]).filter((y): y is string => y !== undefined);
  return [...ends, ...claimed.map((y) => `${y}-12-31`)].sort().pop() ?? null;
}

// The last day the sentence allows the work to have ended on: a month to its end, a year to December 31.
function workEnd(text: string): { on: string; at: number } | null {
  const lower = text.toLowerCase();
  const settled = SETTLED_BY.exec(lower);
  if (settled) {
    const month = settled[1] ? MONTHS.indexOf(settled[1].slice(0, 3)) + 1 : 12;
    return { on: `${settled[2]}-${String(month).padStart(2, "0")}-31`, at: settled.index };
  }
  const m = WORK_ENDED.exec(lower);
  if (!m) return null;
  const after = m.index + m[0].length;
  const month = findMonthYears(text).find((d) => d.index >= after && d.index < after + 20);
  if (month?.iso) return { on: `${month.iso.slice(0, 8)}31`, at: m.index };
  const year = YEAR.exec(lower.slice(after, after + 20))?.[1];
  return year ? { on: `${year}-12-31`, at: m.index } : null;
}

function yearBefore(iso: string): string {
  return `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
}

/** The flag for work said to have ended before the start of the year the user says they claim. */
export function workOutsideYear(classified: Classified[]): RedFlagFinding | null {
  const end = claimYearEnd(classified.map((c) => c.sentence.text));
  if (!end) return null;
  for (const c of classified) {
    const ended = workEnd(c.sentence.text);
    if (!ended || ended.on > yearBefore(end)) continue;
    return findingAt("work_outside_year", c, ended.at);
  }
  return null;
}
