import type { Classified } from "../classify";
import { endsPeriod, findMonthYears } from "../text/dates";
import { yearEndDates } from "./filing";
import { findingAt, type RedFlagFinding } from "./red-flags";

// Work claimed in a year it was not done in: "The technical work finished in October 2023 ... We are
// claiming 2024 salaries". An expenditure counts in the year the SR&ED was carried on (ITA s. 37(1)),
// so work that ended before the claimed year began cannot be claimed in it. Only the user's own words
// are read: the year they say they claim, and the date they say the work ended. A refusal on dates must
// hold on every reading: a year named alone is read to its last day.

const CLAIMING = /\b(?:claiming|claim for|claim in|claimed for) (?:our |the |its |this )?(?:fiscal |tax |taxation )?((?:19|20)\d{2})\b/;
// "For 2020 we claimed the cost of setting up the production line", "For 2024, the year we're claiming,
// we built …".
const CLAIMED_FOR =
  /\bfor (?:fiscal |tax )?((?:19|20)\d{2}),? (?:(?:we|the company|they) (?:claimed|are claiming|claim)|the (?:fiscal |tax )?year (?:we're|we are|we were|we|the company is) claim(?:ing)?)\b/;
// "We can keep claiming it as experimental development for 2023": the project named, then its year.
const CLAIMING_IT = /\b(?:claiming|claim) (?:it|this|them|that|the work|the project) (?:[\w-]+ ){0,3}?for (?:fiscal |tax )?((?:19|20)\d{2})\b/;
const WORK_ENDED =
  /\b(?:work|project|development|testing|tests|experiments?|trials?|investigation) (?:[\w-]+ ){0,3}?(?:finished|ended|was completed|was finished|wrapped up|stopped|concluded) (?:[\w-]+ ){0,2}?(?:in|by|on|at the end of) /;
const YEAR = /\b((?:19|20)\d{2})\b/;
// "By December 2019 the design was settled": the date first, then what was finished by it. "By February
// 2023 the third prototype met every target in our field test": the technological objective reached,
// which ends the experimental development; building, certifying and supporting the product after it is
// not SR&ED, whatever the product and team (CRA IC86-4R3, Part 7; CRA guide T4088).
const SETTLED_BY =
  /\bby (?:the end of )?(?:[a-z]+ )?(?:19|20)\d{2},? (?:the |our )?(?:[\w-]+ )?(?:design|work|project|development|testing|tests|prototype|research) (?:(?:was|were|had been) (?:settled|finished|complete|completed|done|final|frozen|over)|(?:had )?(?:met|reached|achieved|hit) (?:every|all|all of|each of) (?:its |our |the |their )?(?:targets?|objectives?|goals?|specs?|specifications?|requirements?))\b/;

// "The claim for the year ending March 2024": a month and year after the period's words, read to the
// month's end (the same day as "March 31, 2024" in string order).
function monthYearEnds(text: string): string[] {
  return findMonthYears(text)
    .filter((d) => d.iso !== null && endsPeriod(text, d.index))
    .map((d) => `${d.iso!.slice(0, 8)}31`);
}

function claimYearEnd(texts: string[]): string | null {
  const ends = texts.flatMap((t) => [...yearEndDates(t).map((d) => d.iso), ...monthYearEnds(t)]);
  const claimed = texts
    .map((t) => t.toLowerCase())
    .map((t) => (CLAIMING.exec(t) ?? CLAIMED_FOR.exec(t) ?? CLAIMING_IT.exec(t))?.[1])
    .filter((y): y is string => y !== undefined);
  return [...ends, ...claimed.map((y) => `${y}-12-31`)].sort().pop() ?? null;
}

// The last day a date written between `from` and `to` allows: a month to its end, a year to December 31.
function lastDayIn(text: string, from: number, to: number): string | null {
  const month = findMonthYears(text).find((d) => d.index >= from && d.index < to);
  if (month?.iso) return `${month.iso.slice(0, 8)}31`;
  const year = YEAR.exec(text.toLowerCase().slice(from, to))?.[1];
  return year ? `${year}-12-31` : null;
}

// "(The experimental work ...) was done between June 2021 and February 2022": the span's second date.
const DONE_BETWEEN = /\b(?:was|were) (?:done|carried out|performed|conducted|run|completed) (?:between|from) /;
const SPAN_END = /\b(?:and|to|until|till|through)\b/;

function spanEnd(text: string, lower: string): { on: string; at: number } | null {
  const m = DONE_BETWEEN.exec(lower);
  if (!m) return null;
  const from = m.index + m[0].length;
  const to = SPAN_END.exec(lower.slice(from, from + 30));
  if (!to) return null;
  const after = from + to.index + to[0].length;
  const on = lastDayIn(text, after, after + 20);
  return on ? { on, at: m.index } : null;
}

// The last day the sentence allows the work to have ended on: "the work finished in October 2023",
// "by December 2019 the design was settled", or "was done between June 2021 and February 2022".
function workEnd(text: string): { on: string; at: number } | null {
  const lower = text.toLowerCase();
  const span = spanEnd(text, lower);
  if (span) return span;
  const settled = SETTLED_BY.exec(lower);
  const ended = settled ? null : WORK_ENDED.exec(lower);
  const m = settled ?? ended;
  if (!m) return null;
  const after = m.index + m[0].length;
  const on = settled ? lastDayIn(text, m.index, after) : lastDayIn(text, after, after + 20);
  return on ? { on, at: m.index } : null;
}

function yearBefore(iso: string): string {
  return `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
}

// "Back in 2021 and 2022 we developed …" beside "In 2024 we only sold units": the work is dated by its
// years, and the claimed year is said to hold none of it. Either alone is common in a multi-year
// project; together they place all the work before the claimed year.
const WORK_IN_YEARS =
  /\b(?:back )?in ((?:19|20)\d{2})(?:(?:,| and| to| through|-|–) ((?:19|20)\d{2}))? (?:we|i|our team|the team) (?:developed|designed|built|tested|ran|did|worked|experimented|carried out|prototyped|had (?:a|the|our) (?:[\w-]+ )?problem)\b/;
// "For our 2023 year what we did was roll that same controller out to the second building", "For 2024
// … we built the second digester using that recipe": the year's work told whole as the roll-out of what
// was already developed, which ends the project (CRA guide T4088: installation, commissioning and
// training after the uncertainty is resolved are not SR&ED).
const ONLY_NON_RD =
  /\b(?:in (?:19|20)\d{2}|this year(?: itself)?|that year|during (?:the|that) year) (?:we|i|the company) (?:only|just) (?:sold|produced|manufactured|shipped|installed|handled|did (?:production|sales|manufacturing|installation|marketing|maintenance))\b|\b(?:for|in) (?:our |the )?(?:19|20)\d{2}(?: (?:fiscal |tax )?year)?,? what (?:we|i|the company) did was (?:to )?(?:roll|install|deploy|commission|replicate|sell|produce)\b|\b(?:for|in) (?:our |the )?(?:19|20)\d{2},? (?:the year (?:we're|we are) claiming,? )?we (?:built|installed|ran|produced|made|deployed) (?:[\w-]+ ){0,5}using (?:that|the same|our) (?:[\w-]+ )?(?:recipe|design|process|method|formula|schedule|settings)\b/;

function earlierYearsOnly(classified: Classified[], end: string): RedFlagFinding | null {
  if (!classified.some((c) => ONLY_NON_RD.test(c.sentence.text.toLowerCase()))) return null;
  for (const c of classified) {
    const m = WORK_IN_YEARS.exec(c.sentence.text.toLowerCase());
    if (m && `${m[2] ?? m[1]}-12-31` <= yearBefore(end)) return findingAt("work_outside_year", c, m.index);
  }
  return null;
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
  return earlierYearsOnly(classified, end);
}
