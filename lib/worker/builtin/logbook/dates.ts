import { findDates } from "../text/dates";
import { countWords } from "@/lib/shared/limits";
import { LABELS } from "../lexicon/logbook-cues";
import { trimEnd } from "../text/words";

// The date that opens a line or sentence of notes, in the forms people write them: "2025-03-11",
// "Mar 18", "Dec 4 24:", "Tue 2025-09-02", "14/04/2025", "15.09.2025", "5/6:" and "wk of 2025-05-05".
// A date without a year, or with day and month that could be swapped, is read against the last date
// of the notes (the context): notes run in order, so the nearest reading is the one meant.

export interface LeadingDate {
  iso: string;
  // The text after the date and its punctuation.
  rest: string;
  // "wk of 2025-05-05": a heading whose days may follow on their own lines.
  week: boolean;
  // "[2024-04-16 09:20] Dan: ...": a message's stamp, so more messages of the day may follow.
  clock?: boolean;
  // The stamp's clock was followed by who spoke: a chat's message.
  spoken?: boolean;
}

export interface DateContext {
  // The last date read in these notes (YYYY-MM-DD), or null before the first.
  last: string | null;
  // The week heading in force, for lines that open with a weekday only ("Tue: ...").
  week: string | null;
  // The message's date or the fiscal year, for yearless dates before any context.
  reference: string | null;
  // A year the notes state above their first date ("shelf life trials - spring 2024"): it beats the
  // reference, since notes are often pasted long after, for a past fiscal year.
  year?: number;
  // Only a whole line may open with "5/6": inside a line it is more often a count ("4/12 amplified").
  lineStart: boolean;
  // How these notes write "3/4/25": day first when one of their dates reads "16/4/25", month first when
  // one reads "3/16/25", unknown when none tells (dateOrder).
  dayFirst?: boolean;
  // Lines of these notes open with "05-07" more than once: the notes date their days so.
  monthDay?: boolean;
  // "March 2025", "## April": the month a heading names (YYYY-MM-01), for days written "Tues 3rd".
  month?: string;
}

const LEAD_IN = /^(?:(?:on|date:?|le|entry:?|day:?)|(week of|wk of|w\/c|week commencing|week starting|week beginning))\s+/i;
// "Inspection date: Tue 4 Mar", "Test date: 2025-03-04": a form's field naming the day the work was done,
// not one it is due, was exported or printed.
const DATE_FIELD = /^(?!(?:due|end|expiry|expiration|export|exported|print|printed|target|ship|delivery|review|report|release|start|close|closing|birth)\s)\p{L}{3,15}\s(?:date|day):\s+/iu;
// "Performed: 2025-07-03", "Tested: 9 Sep": the day a request's work was done, where "Logged:" or
// "Exported:" is the day of its paperwork.
const DONE_FIELD = /^(?:performed|completed|tested|sampled|inspected|measured|analy[sz]ed|run|done)(?: on)?:\s+/i;
const AFTER_DATE = /^[\s:,.;)\]\-–—>]+/;
// "p.41   12-May-25 (Mon)": a bench notebook's page number before the day, and the weekday after it.
const PAGE_LEAD = /^p(?:g|age)?\.?[ \t]?\d{1,4}[ \t]+(?=\d)/i;
const WEEKDAY_ASIDE = /^[ \t]{0,3}\((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?\)/i;
const DAY_MS = 86_400_000;
// Farther than this from the context, a numeric date that could be read two ways is not taken as one.
const AMBIGUOUS_WINDOW_DAYS = 60;

export const WEEKDAYS: Record<string, number> = {
  mon: 1, monday: 1, tue: 2, tues: 2, tuesday: 2, wed: 3, weds: 3, wednesday: 3, thu: 4, thur: 4, thurs: 4,
  thursday: 4, fri: 5, friday: 5, sat: 6, saturday: 6, sun: 0, sunday: 0,
  lun: 1, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 0,
};

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function iso(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

function distance(a: string, b: string): number {
  return Math.abs(dayNumber(a) - dayNumber(b));
}

// The year of a yearless month and day: the one that puts it nearest the context ("Jan 8" after
// "Dec 11 2024" is 2025), or the reference's year before any context.
function withYear(month: number, day: number, ctx: DateContext): string | null {
  if (ctx.last) {
    const year = Number(ctx.last.slice(0, 4));
    const options = [year - 1, year, year + 1].map((y) => iso(y, month, day)).filter((d): d is string => d !== null);
    return options.sort((a, b) => distance(a, ctx.last!) - distance(b, ctx.last!))[0] ?? null;
  }
  if (ctx.year) return iso(ctx.year, month, day);
  const year = Number((ctx.reference ?? "").slice(0, 4));
  if (!Number.isFinite(year) || year <= 0) return null;
  // Notes written in January about "Dec 18" mean the December before.
  const candidate = iso(year, month, day);
  return candidate && afterReference(candidate, ctx) ? iso(year - 1, month, day) : candidate;
}

// More than a week after the message's own date: notes are not written ahead.
function afterReference(date: string, ctx: DateContext): boolean {
  return ctx.reference !== null && ctx.reference.length >= 10 && dayNumber(date) - dayNumber(ctx.reference) > 7;
}

// Where a date may end: "Dec 4:", "2025-03-11 ran", "Mar 3." but not "2025-03-11.csv" or "5/6/7".
function endsCleanly(text: string, at: number): boolean {
  const next = text[at];
  if (next === undefined || /[\s:,;)\]\-–—]/.test(next)) return true;
  return next === "." && (at + 1 === text.length || /\s/.test(text[at + 1]!));
}

// "Dec 4 24:" and "Dec 4 '24": a two-digit year after a month and day, when punctuation (not a
// word) follows it; "Mar 3 12 samples" keeps its count.
// hyphened: the date was written "12-May-25", whose last part can only be the year.
function twoDigitYear(text: string, hyphened = false): { year: number; length: number } | null {
  const m = /^,?\s+('?)(\d{2})/.exec(text);
  if (!m) return null;
  const after = text[m[0].length];
  // "Friday 7 March, 11:20 AM": a time of day, not a year.
  if (after === ":" && /\d/.test(text[m[0].length + 1] ?? "")) return null;
  const punctuation = after === undefined || /[:,;\-–—)\]]/.test(after);
  if (!punctuation && !hyphened && !(m[1] && /\s/.test(after))) return null;
  return { year: 2000 + Number(m[2]), length: m[0].length };
}

const NUMERIC = /^(\d{1,2})([/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?/;

// "14/04/2025", "15.09.2025", "3/4/25", "5/6". Dots are day first (European); with slashes, a part over
// 12 decides, and otherwise the reading nearest the context.
function numericDate(body: string, ctx: DateContext): { iso: string; length: number } | null {
  const m = NUMERIC.exec(body);
  if (!m || !endsCleanly(body, m[0].length)) return null;
  const [a, b] = [Number(m[1]), Number(m[3])];
  const yearText = m[4];
  if (!yearText && (m[2] === "." || !ctx.lineStart)) return null;
  const year = yearText ? Number(yearText.length === 2 ? `20${yearText}` : yearText) : null;
  const make = (month: number, day: number) => (year === null ? withYear(month, day, ctx) : iso(year, month, day));
  if (m[2] === ".") {
    const d = make(b, a);
    return d ? { iso: d, length: m[0].length } : null;
  }
  const readings = [make(a, b), make(b, a)].filter((d): d is string => d !== null && !afterReference(d, ctx));
  const unique = [...new Set(readings)];
  if (unique.length === 0) return null;
  if (unique.length === 1) return { iso: unique[0]!, length: m[0].length };
  if (ctx.dayFirst !== undefined) {
    const ordered = ctx.dayFirst ? make(b, a) : make(a, b);
    if (ordered && !afterReference(ordered, ctx)) return { iso: ordered, length: m[0].length };
  }
  if (!ctx.last) {
    // Month first, as most North American notes write it, but only for "5/6" with no year: a full
    // "03/04/2025" with nothing to compare is left unread.
    return year === null ? { iso: unique[0]!, length: m[0].length } : null;
  }
  const nearest = unique.sort((x, y) => distance(x, ctx.last!) - distance(y, ctx.last!))[0]!;
  return distance(nearest, ctx.last) <= AMBIGUOUS_WINDOW_DAYS ? { iso: nearest, length: m[0].length } : null;
}

// "05-07 A2: flr dried": terse notes shorten their ISO dates to month and day, hyphen and all. Only at
// the start of a line of notes that already gave a full date nearby: elsewhere "10-12 boards" is a range.
const MONTH_DAY = /^(\d{2})-(\d{2})(?![\d-])/;

function monthDayDate(body: string, ctx: DateContext): { iso: string; length: number } | null {
  const m = ctx.lineStart && (ctx.last || ctx.monthDay) ? MONTH_DAY.exec(body) : null;
  if (!m || !endsCleanly(body, m[0].length)) return null;
  const date = withYear(Number(m[1]), Number(m[2]), ctx);
  if (!date) return null;
  return !ctx.last || distance(date, ctx.last) <= AMBIGUOUS_WINDOW_DAYS ? { iso: date, length: m[0].length } : null;
}

// "05-07 A2: …" then "05-12 A3: …": without a full date above them, two lines opening so date the notes.
const MONTH_DAY_LINE = /^[ \t]{0,3}(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[ \t:]/gm;
const MIN_MONTH_DAY_LINES = 2;

export function datesByMonthDay(text: string): boolean {
  if (!text.includes("-")) return false;
  MONTH_DAY_LINE.lastIndex = 0;
  let n = 0;
  while (n < MIN_MONTH_DAY_LINES && MONTH_DAY_LINE.exec(text)) n += 1;
  return n >= MIN_MONTH_DAY_LINES;
}

// A slash date with its year, where a part over 12 shows which one is the day.
const SLASH_DATE = /(?:^|[\s[(|,])(\d{1,2})\/(\d{1,2})\/(?:\d{4}|\d{2})(?![\d/])/g;

// "Dates written day/month as usual here", "(dd/mm)": a note that says how it writes its dates is
// believed before its first date, which may read both ways.
const STATED_ORDER = /\b(?:(day|dd)\/(?:month|mm)|(month|mm)\/(?:day|dd))\b/i;

/** The order one set of notes writes its slash dates in: as they say, or from those that can be read only one way. */
export function dateOrder(text: string): boolean | undefined {
  const stated = text.includes("/") ? STATED_ORDER.exec(text) : null;
  if (stated) return stated[1] !== undefined;
  let dayFirst = false;
  let monthFirst = false;
  SLASH_DATE.lastIndex = 0;
  for (let m = SLASH_DATE.exec(text); m; m = SLASH_DATE.exec(text)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12 && b <= 12) dayFirst = true;
    if (b > 12 && a <= 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? undefined : dayFirst;
}

// "12-Mar-2025" and "12-Mar-25", as chemists and spreadsheets write them: read as "12 Mar 2025", the
// same length, so the date's span is unchanged.
function spacedDayMonth(body: string): string {
  const m = /^\d{1,2}-[A-Za-z]{3,9}-\d{2}/.exec(body);
  return m ? `${m[0].replace(/-/g, " ")}${body.slice(m[0].length)}` : body;
}

// "14AUG25 D/S": a shift log's military date, day, month and year run together, then the shift (day or
// night) it was written on, which is no note of the work.
const COMPACT_DATE = /^(\d{1,2})(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\d{2}|\d{4})(?![\p{L}\d])/iu;
const SHIFT_MARK = /^[DN]\/S(?![\p{L}\d])[\s:,.;\-–—]*/iu;

function compactDate(body: string): { iso: string; length: number } | null {
  const m = /^\d/.test(body) ? COMPACT_DATE.exec(body) : null;
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const date = iso(year, MONTH_WORDS[m[2]!.toLowerCase()]!, Number(m[1]));
  return date ? { iso: date, length: m[0].length } : null;
}

function namedOrIsoDate(text: string, ctx: DateContext): { iso: string; length: number } | null {
  const body = spacedDayMonth(text);
  const first = findDates(body, "2000")[0];
  if (!first || first.index !== 0 || !first.iso) return null;
  const matched = body.slice(0, first.length);
  let length = first.length;
  let date: string | null = first.iso;
  if (!/(?:19|20)\d{2}/.test(matched)) {
    const [month, day] = [Number(first.iso.slice(5, 7)), Number(first.iso.slice(8, 10))];
    const short = twoDigitYear(body.slice(length), body !== text);
    if (short) {
      date = iso(short.year, month, day);
      length += short.length;
    } else date = withYear(month, day, ctx);
  }
  if (!date || !endsCleanly(body, length)) return null;
  return { iso: date, length };
}

// "2025/05/12 09:30 started the soak", "2025-03-04 (Tue) — Exp 12", "[2024-04-16 09:20] Dan Okafor: ...":
// "13/03/2025 14h30": the time of day and the weekday are not part of the note, nor is the speaker a chat stamp names.
function withoutTime(rest: string): { text: string; clock: boolean; spoken?: boolean } {
  const weekday = /^\(([A-Za-zé]{3,9})\.?\)[\s,:\-–—]*/.exec(rest);
  const text = weekday && WEEKDAYS[weekday[1]!.toLowerCase()] !== undefined ? rest.slice(weekday[0].length) : rest;
  // "14h30", "9h15": a French-Canadian writer's clock.
  const m = /^\d{1,2}(?::\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?|h[0-5]\d)(?:[\s,:\-–—\])]+|$)/i.exec(text);
  if (!m) return { text, clock: false };
  const said = text.slice(m[0].length);
  const unsigned = withoutSpeaker(said);
  return { text: unsigned, clock: true, spoken: unsigned !== said };
}

// "Dan Okafor: tried ...", "mkowal: pushed ...": after a chat's stamp, a name and a colon are who
// spoke. A field label ("next: try 2.5 s") is the note's own and stays.
// "Raj (site): poured S2": a chat names the speaker's role after the name.
const SPEAKER = /^@?[\p{L}][\p{L}\d.'_-]{0,30}(?: [\p{Lu}][\p{L}.'-]{0,30}){0,2}(?: \([\p{L}][\p{L} .&'/-]{0,24}\))?:\s+/u;

const RUN_CODE_NAME = /^[a-z]{1,4}-?\d{1,5}[a-z]?$/;

export function withoutSpeaker(text: string): string {
  const m = SPEAKER.exec(text);
  // "Result (day 2):" is still the note's own label.
  const name = m?.[0].slice(0, m[0].indexOf(":")).split(" (")[0]!.trim().toLowerCase();
  // "C-02: 2/12 cracked", "B7: …": a run's code before a colon names the run, not who spoke.
  return m && !LABELS[name!] && !RUN_CODE_NAME.test(name!) ? text.slice(m[0].length) : text;
}

function weekdayLead(body: string): { day: number; length: number } | null {
  const m = /^([A-Za-zé]{3,9})\b\.?,?\s*/.exec(body);
  const day = m ? WEEKDAYS[m[1]!.toLowerCase()] : undefined;
  return m && day !== undefined ? { day, length: m[0].length } : null;
}

// The week's day for "Tue:" under "wk of 2025-05-05".
function dayOfWeek(week: string, weekday: number): string {
  const start = dayNumber(week);
  const offset = (weekday - new Date(start * DAY_MS).getUTCDay() + 7) % 7;
  return new Date((start + offset) * DAY_MS).toISOString().slice(0, 10);
}

// "l7.O3.2025": a scanned page read the digits one and zero of a dotted date as the letters l and O.
const SCANNED_DATE = /^[\dlIO]{2}\.[\dlIO]{2}\.(?:19|20)\d{2}(?!\d)/;

// "2l Jan 2025", "07 Feb 2O25": the same misreading in a date whose month is named.
const SCANNED_NAMED = /^([\dlIO]{1,2}) ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?) (2[\dO][\dlIO]{2})(?![\p{L}\d])/iu;

const asDigits = (text: string) => text.replace(/[lI]/g, "1").replace(/O/g, "0");

function scannedDigits(body: string): string {
  const m = SCANNED_DATE.exec(body);
  if (m) return /[lIO]/.test(m[0]) ? asDigits(m[0]) + body.slice(m[0].length) : body;
  const named = /\d/.test(body[0] ?? "") ? SCANNED_NAMED.exec(body) : null;
  if (!named || !/[lIO]/.test(named[1]! + named[3]!)) return body;
  return `${asDigits(named[1]!)} ${named[2]} ${asDigits(named[3]!)}${body.slice(named[0].length)}`;
}

// "2025-09-02T10:44:00-06:00": a device's ISO 8601 stamp, whose time and zone offset say nothing of the day.
const ISO_STAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?(?![\d:])/;

const ISO_STAMP_END = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function withoutStampTime(body: string): string {
  const m = ISO_STAMP.exec(body);
  return m ? m[1]! + body.slice(m[0].length) : body;
}

// "DICT_2025-03-04.m4a", "Transcript_20250304.txt": a recording's or transcript's file named by its day,
// alone on its line, heads what was said that day.
const RECORDING_FILE = /^[A-Za-z]{2,12}[_-]((?:19|20)\d{2})-?(\d{2})-?(\d{2})(?:[_-]\d{4,6})?\.(?:m4a|mp3|wav|aac|ogg|flac|amr|txt|md)$/i;

function recordingDate(sentence: string): LeadingDate | null {
  const m = sentence.length <= 40 ? RECORDING_FILE.exec(sentence.trim()) : null;
  if (!m) return null;
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { iso: `${m[1]}-${m[2]}-${m[3]}`, rest: "", week: false, clock: false };
}

// "W14 Mon - labelled set frozen …", "wk 15 Wed:": a day of an ISO week, in the year the notes name.
const ISO_WEEK_DAY = /^(?:w|wk|week)[ \t]?(\d{1,2})[ \t]{0,2}[,/]?[ \t]{0,2}(mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?(?:[ \t]{0,3}[-–—:][ \t]{0,3}|[ \t]{1,3}|$)/i;

function isoWeekDate(sentence: string, ctx: DateContext): LeadingDate | null {
  const m = sentence.length > 3 && (sentence[0] === "W" || sentence[0] === "w") ? ISO_WEEK_DAY.exec(sentence) : null;
  const year = ctx.year ?? (ctx.last ? Number(ctx.last.slice(0, 4)) : Number((ctx.reference ?? "").slice(0, 4)));
  if (!m || !Number.isFinite(year) || year <= 0) return null;
  const week = Number(m[1]);
  if (week < 1 || week > 53) return null;
  // Week 1 holds January 4th; its Monday opens it.
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  // ISO weeks count from Monday; WEEKDAYS from Sunday.
  const day = monday + ((week - 1) * 7 + ((WEEKDAYS[m[2]!.toLowerCase()]! + 6) % 7)) * DAY_MS;
  return { iso: new Date(day).toISOString().slice(0, 10), rest: sentence.slice(m[0].length).trim(), week: false, clock: false };
}

export function leadingDate(sentence: string, ctx: DateContext): LeadingDate | null {
  // Every form but a weekday under a week heading needs a digit.
  if (!/\d/.test(sentence.slice(0, 40)) && !ctx.week) return null;
  const recording = recordingDate(sentence) ?? isoWeekDate(sentence, ctx);
  if (recording) return recording;
  const lead = LEAD_IN.exec(sentence) ?? PAGE_LEAD.exec(sentence) ?? DATE_FIELD.exec(sentence) ?? DONE_FIELD.exec(sentence);
  const week = Boolean(lead?.[1]);
  let body = sentence.slice(lead?.[0].length ?? 0).replace(/^[([]/, "");
  const weekday = weekdayLead(body);
  if (weekday) body = body.slice(weekday.length);
  body = withoutStampTime(scannedDigits(body));
  const found = compactDate(body) ?? namedOrIsoDate(body, ctx) ?? numericDate(body, ctx) ?? monthDayDate(body, ctx) ?? ordinalDate(body, weekday?.day ?? null, ctx);
  if (found) {
    const { text, clock, spoken } = withoutTime(body.slice(found.length).replace(WEEKDAY_ASIDE, "").replace(AFTER_DATE, "").replace(SHIFT_MARK, "").trim());
    return { iso: found.iso, rest: text, week, clock, ...(spoken ? { spoken } : {}) };
  }
  // "Tue: ran the trace" under a week heading; the weekday must be followed by its punctuation, or
  // come after "on" ("On Monday we ran the extruder").
  if (weekday && ctx.week && (/^[:\-–—]/.test(body) || /^on\s/i.test(lead?.[0] ?? ""))) {
    return { iso: dayOfWeek(ctx.week, weekday.day), rest: body.replace(AFTER_DATE, "").trim(), week: false };
  }
  return null;
}

// "Mon 3rd", "Tues 4th, 3:30 PM", "Thursday the 6th": a day of the month with no month. It is read in
// the month of the notes' last date or of the month a heading named, whichever is later, or the next
// one, where the weekday falls on that day; with no month to go on, in the first month of the
// reference year where it does. A bare "3rd" needs a weekday or a month in force.
const ORDINAL_DAY = /^(?:the )?([0-3]?\d)(?:st|nd|rd|th)(?![\p{L}\d])/iu;
const ORDINAL_MONTHS_AHEAD = 3;

function ordinalDate(body: string, weekday: number | null, ctx: DateContext): { iso: string; length: number } | null {
  const m = ORDINAL_DAY.exec(body);
  if (!m) return null;
  const day = Number(m[1]);
  const bases = [ctx.last, ctx.month].filter((d): d is string => Boolean(d)).sort();
  const base = bases[bases.length - 1];
  const fits = (d: string | null): d is string => d !== null && (weekday === null || new Date(dayNumber(d) * DAY_MS).getUTCDay() === weekday);
  if (base) {
    const [year, month] = [Number(base.slice(0, 4)), Number(base.slice(5, 7))];
    const options: (string | null)[] = [];
    for (let k = 0; k <= ORDINAL_MONTHS_AHEAD; k++) options.push(iso(year + Math.floor((month - 1 + k) / 12), ((month - 1 + k) % 12) + 1, day));
    // Not before the base's day unless it is that month's own earlier day named in a heading.
    const ahead = options.filter((d): d is string => d !== null && d >= base.slice(0, 10));
    const found = ahead.find(fits) ?? (weekday === null ? ahead[0] : undefined);
    return found ? { iso: found, length: m[0].length } : null;
  }
  const year = ctx.year ?? Number((ctx.reference ?? "").slice(0, 4));
  if (weekday === null || !Number.isFinite(year) || year <= 0) return null;
  for (let month = 1; month <= 12; month++) {
    const d = iso(year, month, day);
    if (fits(d)) return { iso: d, length: m[0].length };
  }
  return null;
}

// "Kombucha notes — March 2025", "## April": a short heading that names one month and no day.
const MONTH_HEADING_CHARS = 60;
const MONTH_WORDS: Record<string, number> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

export function headingMonth(line: string, ctx: DateContext): string | undefined {
  if (line.length > MONTH_HEADING_CHARS || /\d{1,2}(?:st|nd|rd|th)?\b(?!\d)/i.test(line.replace(/\b(?:19|20)\d{2}\b/g, ""))) return undefined;
  const words = line.toLowerCase().split(/[^\p{L}\d]+/u).filter(Boolean);
  const months = words.map((w, i) => (MONTH_WORDS[w] !== undefined && (w !== "may" && w.length > 3 ? true : /^(?:19|20)\d{2}$/.test(words[i + 1] ?? "")) ? MONTH_WORDS[w] : undefined)).filter((n) => n !== undefined);
  if (months.length !== 1) return undefined;
  const stated = /\b((?:19|20)\d{2})\b/.exec(line);
  const year = stated ? Number(stated[1]) : ctx.year ?? Number((ctx.last ?? ctx.reference ?? "").slice(0, 4));
  return Number.isFinite(year) && year > 0 ? iso(year, months[0]!, 1) ?? undefined : undefined;
}

// Heading lines dated at their end: "Call with Dr. Okafor (adhesives consultant), 14 Aug 2025",
// "Weekly sync — 2025-03-14". Only a date with its year, after a comma, dash or bracket, closing a
// short line: inside a sentence, a date is what the sentence is about. Tools stamp their messages so
// too, with a time after the date: "Sofia Marchetti added a comment - 12/Feb/24 10:31 AM",
// "[Memo 1 — 2024-07-09 4:52 PM]", "mkowal commented on Sep 3, 2024"; their framing names no work.
// Two spaces: a board's activity feed sets the author's name and the stamp apart as columns
// ("Julie Ouellet  Feb 3, 2025, 11:32 AM").
const TRAILING_SEPARATORS = [", ", " — ", " – ", " - ", " (", " [", ": ", " · ", "  "];
const HEADING_CHARS = 120;
const STAMP_TIME = /(?:[ \t]{1,3}at|,)?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[ap]\.?m\.?)?$/i;
// "Recording 031 · Jul 15, 2025 at 6:42 PM · 2:14": a recorder's stamp closes on the recording's length.
const STAMP_DURATION = /[ \t]·[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?$/;
// Jira's "12/Feb/24": day, month's name and year, which no other reading takes.
const TRACKER_DATE = /\b(\d{1,2})\/([A-Za-z]{3})\/(\d{2})$/;
// "mkowal added 2 commits on Feb 12, 2025": a pull request's record of pushes frames the commits listed under it.
const MESSAGE_FRAME = /(?:^|\s)(?:added a comment|commented|left a comment|replied|wrote|posted|said|(?:added|pushed) \d{1,4} commits?)$/i;
const RECORDING = /^(?:voice )?(?:memo|note|recording|message|comment|entry|transcript|update)\s*#?\d{1,3}$/i;
const FRAME_WORDS = 6;

// "mkowal force-pushed the feat/x branch from b81e6c0 to e52d9f7 on Feb 13, 2025": the commit the branch
// now ends on is the row's record; the rest is the page's.
const FORCE_PUSH = /^[\w.-]{1,39} force-pushed the [\w./-]{1,80} branch from [0-9a-f]{7,40} to ([0-9a-f]{7,40})$/;

// "Olivier Roy @oroy · Jan 27, 2025" heads a comment; "Nadia Khalil @nkhalil mentioned in commit 8c1f0e27"
// and "… added ~"needs-review" label" are the tracker's own notes. The commit is the row's record; the
// rest of such a note names no work.
const HANDLE_NOTE = /^\p{Lu}[\p{L}.'-]{0,30}(?: \p{Lu}[\p{L}.'-]{0,30}){0,2} @[\w.-]{1,39}(?: (.{1,200}))?$/u;
const MENTIONED = /^mentioned in commit ([0-9a-f]{7,40})$/;
const TRACKER_ACTION = /^(?:(?:added|removed) .{1,80} labels?|changed (?:the )?(?:milestone|description|title|due date|weight)\b.{0,80}|(?:assigned|unassigned) .{1,60}|closed|reopened|marked .{1,60}|approved this merge request|requested review from .{1,60})$/;

function systemNote(rest: string): string | null {
  const m = HANDLE_NOTE.exec(rest);
  if (!m) return null;
  const action = m[1];
  if (action === undefined) return "";
  const commit = MENTIONED.exec(action);
  if (commit) return `commit ${commit[1]}`;
  return TRACKER_ACTION.test(action) ? "" : null;
}

// "#3 Updated by Karim Benali on 2025-01-22 11:40": a tracker's journal entry, numbered, by its author.
const JOURNAL_ENTRY = /^#?\d{1,4} (?:updated|edited) by \p{L}[\p{L}.' -]{0,40}$/iu;

function isFraming(text: string): boolean {
  return RECORDING.test(text) || JOURNAL_ENTRY.test(text) || (MESSAGE_FRAME.test(text) && countWords(text, FRAME_WORDS + 1) <= FRAME_WORDS);
}

function stampText(line: string): { text: string; clock: boolean } {
  const closed = trimEnd(line, /[\s).\]]/).replace(STAMP_DURATION, "");
  const zoned = closed.includes("T") ? ISO_STAMP_END.exec(closed) : null;
  if (zoned) return { text: closed.slice(0, zoned.index + 10), clock: true };
  const time = STAMP_TIME.exec(closed);
  const text = time ? closed.slice(0, time.index) : closed;
  return { text: text.replace(TRACKER_DATE, (_, day: string, month: string, year: string) => `${day} ${month} 20${year}`), clock: time !== null };
}

// "Memo 1 – recorded Mar 3, 2025": the word saying what the date is the date of stands between the
// separator and the date.
const DATE_WORD = /(?:^|\s)(?:recorded|dated|written|logged|taken)\s$/i;

// "Tom Ashby — Tue 4 Mar 08:51": the weekday before the date is part of the stamp.
const STAMP_WEEKDAY = /(?:^|\s)(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]{0,6}\.?,?\s$/i;

function beforeDate(raw: string): { separator: string; text: string } | null {
  const day = raw.length > 4 && raw.endsWith(" ") ? STAMP_WEEKDAY.exec(raw) : null;
  const before = day ? raw.slice(0, day.index + (day[0].startsWith(" ") ? 1 : 0)) : raw;
  const word = DATE_WORD.exec(before);
  const text = word ? trimEnd(before.slice(0, word.index), /[\s,–—-]/) : before;
  if (word) return { separator: "", text };
  if (before.endsWith(" on ") && (isFraming(before.slice(0, -4).trim()) || FORCE_PUSH.test(before.slice(0, -4).trim()))) return { separator: " on ", text };
  const separator = TRAILING_SEPARATORS.find((sep) => before.endsWith(sep));
  return separator ? { separator, text } : null;
}

// "Dana Whitfield commented — 3/10/2025 4:48 PM": a slash date that reads both ways closes a tracker's
// stamp as well; the notes' other dates tell which part is the month.
const CLOSING_SLASH = /(?:^|\s)(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2}))$/;

function closingSlashDate(text: string, ctx: DateContext): { iso: string; index: number; length: number } | null {
  const m = text.includes("/") ? CLOSING_SLASH.exec(text) : null;
  const date = m ? numericDate(m[1]!, { ...ctx, lineStart: true }) : null;
  return date && date.length === m![1]!.length ? { iso: date.iso, index: text.length - date.length, length: date.length } : null;
}

export function trailingDate(line: string, ctx: DateContext): { iso: string; rest: string; clock: boolean } | null {
  // Most lines hold no figure at all, and every line is tried.
  if (line.length > HEADING_CHARS || !/\d/.test(line)) return null;
  const { text, clock } = stampText(line);
  // "p. 112 — March 3rd": an ordinal day closes the line as well as a digit does; after a clock, so
  // does a month's name ("Tue 4 Mar 08:51").
  if (!/\d(?:st|nd|rd|th)?$/i.test(text) && !(clock && /[A-Za-z]$/.test(text))) return null;
  const found = findDates(text, ctx.reference ?? "2000");
  const read = found[found.length - 1];
  const last = read?.iso && read.index + read.length === text.length ? read : closingSlashDate(text, ctx);
  if (!last?.iso) return null;
  const framed = beforeDate(text.slice(0, last.index));
  if (!framed || framed.text.trim() === "") return null;
  const rest = framed.text.slice(0, framed.text.length - framed.separator.length).trim().replace(/^[[(]/, "");
  if (framed.separator === ": " && EXPORT_STAMP.test(rest)) return null;
  if (endsInRange(framed)) return null;
  const yearless = !/(?:19|20)\d{2}/.test(text.slice(last.index));
  // "Nadia Roy commented · Mar 3": a tracker stamps its messages with the day alone; elsewhere a
  // yearless date closing a line is too often what the line is about.
  const page = PAGE.test(rest);
  const author = clock && framed.separator !== "" && AUTHOR.test(rest);
  if (yearless && !page && !author && !(framed.separator === " · " && MESSAGE_FRAME.test(rest))) return null;
  const iso = yearless ? withYear(Number(last.iso.slice(5, 7)), Number(last.iso.slice(8, 10)), ctx) : last.iso;
  if (!iso) return null;
  const noted = framed.separator === " · " ? systemNote(rest) : null;
  if (noted !== null) return { iso, rest: noted, clock: true };
  const pushed = framed.separator === " on " ? FORCE_PUSH.exec(rest) : null;
  if (pushed) return { iso, rest: `commit ${pushed[1]}`, clock: true };
  const message = isFraming(rest) || (framed.separator === ": " && STAMP_LABEL.test(rest));
  return { iso, rest: message || page || author ? "" : rest, clock: clock || author || (message && MESSAGE_FRAME.test(rest)) };
}

// "timestamp: 2025-09-02T10:44:00-06:00": a record's field naming its own date says nothing of the work.
const STAMP_LABEL = /^(?:time ?stamp|date ?time|date\/time|created(?: at)?|recorded(?: at)?|logged(?: at)?)$/i;

// "Tom Ashby — Tue 4 Mar 08:51": a tracker's activity stamps each entry with who wrote it and when,
// to the minute; a line of notes that closes on a day and a time is not so signed by a name alone.
const AUTHOR = /^@?\p{Lu}[\p{L}.'-]{0,30}(?: \p{Lu}[\p{L}.'-]{0,30}){0,2}$/u;

// "Reporting period: February 3 – February 21, 2025": the date that closes a range is not the day of
// the line.
function endsInRange(framed: { separator: string; text: string }): boolean {
  if (!/^ [–—-] $/.test(framed.separator)) return false;
  const before = framed.text.slice(0, framed.text.length - framed.separator.length).trimEnd();
  if (!/\d(?:st|nd|rd|th)?$/i.test(before)) return false;
  const dates = findDates(before, "2000");
  const last = dates[dates.length - 1];
  return last !== undefined && last.index + last.length === before.length;
}

// "Site: Prince George mill   Exported: 2025-11-03": the day a tool printed its records, not a day of work.
const EXPORT_STAMP = /(?:^|\s)(?:exported|printed|generated|downloaded|run date|report date|as of|last edited|last modified|last updated)$/i;

// A bench notebook's page heading ("p. 112 — March 3rd"): the page, then the day it was written.
const PAGE = /^(?:p|pp|pg|page)\.?\s?\d{1,4}$/i;


const SENTENCE_CHARS = 400;

// "Spoke with Maria on 2025-10-02 about the dose", "we mixed 3 batches on Oct 6": prose gives the day
// of its work after "on", inside the sentence. Never a day more than a week after the message (a
// plan: "results due on Oct 20").
export function dateInSentence(text: string, ctx: DateContext): string | null {
  // A day given in a sentence is given early; a pasted document is not read through for one.
  const sentence = text.slice(0, SENTENCE_CHARS);
  if (!/\bon\s+(?:[A-Za-z]+\.?\s+)?\d/i.test(sentence)) return null;
  for (const d of findDates(sentence, "2000")) {
    if (!/\bon\s+$/i.test(sentence.slice(Math.max(0, d.index - 4), d.index)) || !d.iso) continue;
    const text = sentence.slice(d.index, d.index + d.length);
    const date = /(?:19|20)\d{2}/.test(text) ? d.iso : withYear(Number(d.iso.slice(5, 7)), Number(d.iso.slice(8, 10)), ctx);
    return date && !afterReference(date, ctx) ? date : null;
  }
  return null;
}

// "Notes from the week of 12 May 2025.": a week heading inside a short line dates the days under it.
const WEEK_IN_LINE = /\b(?:week of|wk of|w\/c|week commencing|week starting|week beginning)\s+/i;
const WEEK_LINE_CHARS = 80;

export function weekInLine(line: string, ctx: DateContext): string | null {
  if (line.length > WEEK_LINE_CHARS) return null;
  const m = WEEK_IN_LINE.exec(line);
  if (!m || m.index === 0) return null;
  const found = leadingDate(line.slice(m.index), { ...ctx, lineStart: true });
  return found?.week ? found.iso : null;
}

// A ticket's header line: "REP-101 | Created: 2025-08-04 | Status: Done". A field that is only a
// dated label (created, opened, logged) dates the ticket, and the line says nothing else of the work.
const HEADER_LABELS = new Set([
  "created", "date", "opened", "updated", "resolved", "logged", "reported", "started", "day", "completed", "closed",
  "finished", "performed", "date completed", "completed on",
]);
const HEADER_CHARS = 120;

// "SAMPLE: MS-25-0911-01   LOGGED: 11-Sep-2025 09:14   STATUS: Authorized": an export lines its fields up
// with runs of spaces where a tracker puts bars.
const FIELD_GAP = "   ";

export function headerDate(line: string, ctx: DateContext): string | null {
  if (line.length > HEADER_CHARS) return null;
  const bar = line.includes("|") ? "|" : line.includes(FIELD_GAP) ? FIELD_GAP : null;
  if (!bar) return null;
  for (const field of line.split(bar)) {
    const colon = field.indexOf(":");
    if (colon < 0 || !HEADER_LABELS.has(field.slice(0, colon).trim().toLowerCase())) continue;
    const found = leadingDate(field.slice(colon + 1).trim(), { ...ctx, lineStart: true });
    if (found && found.rest === "") return found.iso;
  }
  return null;
}
