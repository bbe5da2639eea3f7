// Dates written in notes. Only unambiguous forms are read: ISO (2025-03-14), month names in English
// or French ("March 14, 2025", "14 mars 2025", "Mar 3"), and d/m/y or m/d/y only when one part is
// over 12. "03/04/2025" is skipped: Canadians write it both ways.

export interface FoundDate {
  index: number;
  length: number;
  // YYYY-MM-DD, or null when the year is missing and no reference year was given.
  iso: string | null;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janvier: 1, feb: 2, february: 2, fevrier: 2, "février": 2, mar: 3, march: 3, mars: 3,
  apr: 4, april: 4, avr: 4, avril: 4, may: 5, mai: 5, jun: 6, june: 6, juin: 6, jul: 7, july: 7, juillet: 7,
  aug: 8, august: 8, "août": 8, aout: 8, sep: 9, sept: 9, september: 9, septembre: 9, oct: 10, october: 10,
  octobre: 10, nov: 11, november: 11, novembre: 11, dec: 12, december: 12, "décembre": 12, decembre: 12,
};

const MONTH_NAME = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");
const ISO_RE = /\b((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/g;
const MONTH_DAY_RE = new RegExp(String.raw`\b(${MONTH_NAME})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+((?:19|20)\d{2})\b)?`, "gi");
const DAY_MONTH_RE = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th|er)?\s+(${MONTH_NAME})\.?(?:,?\s+((?:19|20)\d{2})\b)?`, "gi");
const MONTH_YEAR_RE = new RegExp(String.raw`\b(${MONTH_NAME})\.?,?\s+((?:19|20)\d{2})\b`, "gi");
const NUMERIC_RE = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/g;
// The expressions findDates and findMonthYears run (three are built from the month names), for the regex-safety test.
export const DATE_PATTERNS: readonly RegExp[] = [ISO_RE, MONTH_DAY_RE, DAY_MONTH_RE, NUMERIC_RE, MONTH_YEAR_RE];

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

// A yearless date takes the reference year, or the year before when that would put it more than a
// week after the reference (notes written in January about "Dec 18").
function withInferredYear(month: number, day: number, reference: string | null): string | null {
  const refYear = reference ? Number(reference.slice(0, 4)) : NaN;
  if (!Number.isFinite(refYear)) return null;
  const candidate = toIso(refYear, month, day);
  if (!candidate || reference!.length < 10) return candidate;
  const later = Date.parse(candidate) - Date.parse(reference!.slice(0, 10)) > 7 * 86_400_000;
  return later ? toIso(refYear - 1, month, day) : candidate;
}

function monthOf(name: string, raw: string): number | null {
  // "may" is an ordinary word too; only a capitalised "May" is a month.
  if (/^may$/i.test(name) && raw.charAt(0) !== raw.charAt(0).toUpperCase()) return null;
  return MONTHS[name.toLowerCase()] ?? null;
}

// reference: the date of the message (YYYY-MM-DD) or a year ("2025") used for yearless dates.
export function findDates(text: string, reference: string | null): FoundDate[] {
  // Every form needs a digit; most sentences have none.
  if (!/\d/.test(text)) return [];
  const found: FoundDate[] = [];
  const push = (m: RegExpExecArray, iso: string | null) => found.push({ index: m.index, length: m[0].length, iso });

  for (const m of text.matchAll(ISO_RE)) push(m, toIso(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of text.matchAll(MONTH_DAY_RE)) {
    const month = monthOf(m[1]!, m[0]);
    if (month === null) continue;
    const day = Number(m[2]);
    push(m, m[3] ? toIso(Number(m[3]), month, day) : withInferredYear(month, day, reference));
  }
  for (const m of text.matchAll(DAY_MONTH_RE)) {
    const month = monthOf(m[2]!, m[2]!);
    if (month === null) continue;
    const day = Number(m[1]);
    push(m, m[3] ? toIso(Number(m[3]), month, day) : withInferredYear(month, day, reference));
  }
  for (const m of text.matchAll(NUMERIC_RE)) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (a > 12 && b <= 12) push(m, toIso(year, b, a));
    else if (b > 12 && a <= 12) push(m, toIso(year, a, b));
  }
  // Overlaps ("March 14" inside "14 March 2025"): keep the earliest, longest match.
  found.sort((x, y) => x.index - y.index || y.length - x.length);
  const out: FoundDate[] = [];
  for (const d of found) {
    const last = out[out.length - 1];
    if (last && d.index < last.index + last.length) continue;
    out.push(d);
  }
  return out;
}

/** Months named with their year and no day ("in November 2024"), as the month's first day; not the
 * month of a full date ("20 July 2010"). */
export function findMonthYears(text: string): FoundDate[] {
  if (!/\d/.test(text)) return [];
  const full = findDates(text, null);
  const inFull = (at: number) => full.some((d) => at >= d.index && at < d.index + d.length);
  return [...text.matchAll(MONTH_YEAR_RE)].flatMap((m) => {
    const month = monthOf(m[1]!, m[1]!);
    return month === null || inFull(m.index) ? [] : [{ index: m.index, length: m[0].length, iso: `${m[2]}-${pad(month)}-01` }];
  });
}

// "In our fiscal years ending August 31, 2009 and August 31, 2010": the dates bound a tax period,
// they do not date any work. Each date is checked against what comes just before it: the period's
// words, or another period date joined by "and", "or", "to" or a comma.
const PERIOD_END = /\b(?:years?|(?:fiscal|tax|taxation|reporting|accounting) periods?)[ -](?:ending|ended|ends|end)(?: on| is| was| of)?\s*$/i;
const JOINER = /^[\s,]*(?:(?:and|or|to|through)\b[\s,]*)?$/i;
const PERIOD_REACH = 24;

/** Whether the words just before `index` name the end of a fiscal or tax period ("our year ended "). */
export function endsPeriod(text: string, index: number): boolean {
  return PERIOD_END.test(text.slice(Math.max(0, index - PERIOD_REACH), index));
}

function splitByPeriod(text: string, reference: string | null): { periodEnds: FoundDate[]; work: FoundDate[] } {
  const periodEnds: FoundDate[] = [];
  const work: FoundDate[] = [];
  let periodUntil = -1;
  for (const d of findDates(text, reference)) {
    const period = endsPeriod(text, d.index) || (periodUntil >= 0 && JOINER.test(text.slice(periodUntil, d.index)));
    periodUntil = period ? d.index + d.length : -1;
    (period ? periodEnds : work).push(d);
  }
  return { periodEnds, work };
}

/** Dates that end a fiscal or tax period ("our year ended December 31, 2017"). */
export const findPeriodEndDates = (text: string, reference: string | null) => splitByPeriod(text, reference).periodEnds;

/** Dates of anything else: work, tests, letters. */
export const findWorkDates = (text: string, reference: string | null) => splitByPeriod(text, reference).work;

// The calendar date of an ISO timestamp as written (no time-zone shift), so results never depend on
// the server's zone.
export function dateOfTimestamp(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (m) return m[1]!;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
}

export function yearOf(fiscalYear: string | undefined | null): string | null {
  const years = fiscalYear?.match(/(?:19|20)\d{2}/g);
  return years ? years[years.length - 1]! : null;
}
