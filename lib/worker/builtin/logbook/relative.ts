import { WEEKDAYS } from "./dates";

// "Quick one: yesterday (Mon 17th) I ran contact angle on the tubing", in a mail sent on the 18th: a
// sentence that opens on the day before says when its work was done, and the day in brackets, when
// given, says which. Only at the sentence's start: "coated yesterday" in the middle of a report is the
// history of what the report is about.
const YESTERDAY = /^yesterday\b(?:\s{0,2}\((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?\s{1,2}(\d{1,2})(?:st|nd|rd|th)?\))?,?\s+((?:i|we|they|he|she)\s)/i;
const DAY_MS = 86_400_000;

// The day the sentence's work was done and the sentence from its subject on ("I ran contact angle …").
export function yesterdayOf(text: string, today: string | null): { iso: string; rest: string } | null {
  if (!today || today.length < 10 || !/^yesterday/i.test(text)) return null;
  const m = YESTERDAY.exec(text);
  if (!m) return null;
  return { iso: dayBefore(today, m[1] ? Number(m[1]) : null), rest: text.slice(m[0].length - m[2]!.length) };
}

// A day in brackets that is not the day before is the writer's own count: trusted only when it falls
// within the week before the message.
function dayBefore(today: string, day: number | null): string {
  const at = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  for (let back = 1; day !== null && back <= 7; back += 1) {
    const date = new Date(at - back * DAY_MS);
    if (date.getUTCDate() === day) return date.toISOString().slice(0, 10);
  }
  return new Date(at - DAY_MS).toISOString().slice(0, 10);
}

// "Jean reported that on Monday (May 12) he moulded a baseline hull", "On Tuesday he added internal
// air": a report or a meeting's summary tells the week's work by weekday. The day is the last such
// weekday up to the report's own date; the date in brackets, when given, must agree.
const ON_WEEKDAY = /\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: \(([a-z]{3,9})\.? (\d{1,2})\))?,? /i;
const WEEKDAY_REACH = 60;

export function weekdayOf(text: string, today: string | null): string | null {
  if (!today || today.length < 10) return null;
  const m = ON_WEEKDAY.exec(text.slice(0, WEEKDAY_REACH));
  if (!m) return null;
  const at = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  const back = (new Date(at).getUTCDay() - WEEKDAYS[m[1]!.toLowerCase()]! + 7) % 7;
  const date = new Date(at - back * DAY_MS);
  if (m[3] && date.getUTCDate() !== Number(m[3])) return null;
  return date.toISOString().slice(0, 10);
}
