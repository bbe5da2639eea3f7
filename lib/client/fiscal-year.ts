// A project is claimed for one tax year. The form asks for the day that year ends (as the T661
// does); the API keeps `fiscalYear`, the 4-digit year that day falls in (CONTRACT.md §3), so a
// year ending 2026-03-31 is fiscal year 2026. Dates are plain "YYYY-MM-DD" strings in the
// user's own calendar: no time zone can move them by a day.

/** A calendar-year company: its tax year ends on December 31. */
export const DEFAULT_MONTH_DAY = "12-31";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "YYYY-MM-DD" of a day that exists (2025-02-29 does not), else null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The month and day of a year end ("03-31"), or null when it is not one. */
export function parseMonthDay(value: string | null | undefined): string | null {
  const m = MONTH_DAY.exec(value ?? "");
  if (!m) return null;
  const [month, day] = [Number(m[1]), Number(m[2])];
  // Any year's calendar: February 29 is a year end in leap years (and the 28th in the others).
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2024, month) ? value! : null;
}

/** The user's today as "YYYY-MM-DD" (local calendar, not UTC). */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The year end of the tax year named `fiscalYear`, on the company's month and day. */
export function yearEndIn(fiscalYear: number | string, monthDay: string = DEFAULT_MONTH_DAY): string {
  const year = Number(fiscalYear);
  const [month, day] = (parseMonthDay(monthDay) ?? DEFAULT_MONTH_DAY).split("-").map(Number) as [number, number];
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/**
 * The most recent year end that has passed: the tax year a claim is usually prepared for. A
 * year ends at the close of its last day, so on that day it has not ended yet. A calendar-year
 * company on 2026-11-22 (or 2026-12-31) gets 2025-12-31; a March year end on 2026-11-22 gets
 * 2026-03-31.
 */
export function mostRecentYearEnd(today: string, monthDay: string = DEFAULT_MONTH_DAY): string {
  const parsed = parseIsoDate(today);
  if (!parsed) throw new Error(`not a date: ${today}`);
  const thisYear = yearEndIn(parsed.year, monthDay);
  return thisYear < today ? thisYear : yearEndIn(parsed.year - 1, monthDay);
}

/** The API's `fiscalYear` of a year end: the year it falls in; null when the date is not one. */
export function fiscalYearOf(yearEnd: string): string | null {
  const parsed = parseIsoDate(yearEnd);
  return parsed ? pad(parsed.year, 4) : null;
}

/** "03-31" of "2026-03-31". */
export function monthDayOf(yearEnd: string): string | null {
  return parseIsoDate(yearEnd) ? yearEnd.trim().slice(5) : null;
}
