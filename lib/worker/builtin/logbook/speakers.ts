import { LABELS } from "../lexicon/logbook-cues";

// Who wrote a line, where the notes say it at the start of each line: a stand-up's "Marc: rev B boards
// back", "Lin: first waveforms", or a shared log's initials after the clock ("4/7 08:30 DM printed
// batch C-01"). The name is no note: "Marc" would be read as the work and his news as what came of it.
// Only names that open several lines, with a second such name beside them, are taken: one "Batch:" or
// "Note:" is the note's own field.

const MIN_LINES_EACH = 2;
const MIN_NAMES = 2;
// Beyond these, a page is too long to be one team's stand-up: its lines are scanned once anyway.
const SCAN_CHARS = 40;

// "Marc: …", "- Aisha: …": one capitalised word, a colon, then the message.
const SPEAKER_LEAD = /^([ \t]*(?:[-*•][ \t]+)?)(\p{Lu}\p{Ll}{1,14}):[ \t]+(?=\S)/u;

// "4/7 08:30 DM printed …", "2025-04-07 08:30 RK inspection …": a date, a clock, then two or three
// capitals before the entry.
const INITIALS_AFTER_CLOCK = /^([ \t]*[\d./-]{3,10}[ \t]+(?:[01]?\d|2[0-3])[:h][0-5]\d[ \t]+)([A-Z]{2,3})[ \t]+(?=\S)/;

// Capitalised words that open a form's or a stand-up's lines as fields, not people.
const FIELD_WORDS = new Set([
  "today", "yesterday", "tomorrow", "blockers", "blocker", "blocked", "sample", "batch", "lot", "operator", "status",
  "owner", "note", "date", "time", "temp", "mix", "step", "part", "material", "materials", "site", "location",
  "comment", "remark", "team", "tool", "machine", "equipment", "instrument", "weather", "shift", "crew", "product",
  "project", "customer", "supplier", "total", "score", "rating", "update", "attendees", "present", "agenda",
  "decision", "decisions", "risk", "risks", "question", "answer", "reply", "ref", "source", "page", "section",
]);

// Words a field's name ends with ("Configuration", "Measurement", "Humidity", "Pressure", "Readings").
const NOUN_ENDINGS = /(?:tion|ment|ity|ness|ance|ence|ure|ing|ics|ogy|ary|ory|s)$/;

function isName(word: string): boolean {
  const lower = word.toLowerCase();
  return LABELS[lower] === undefined && !FIELD_WORDS.has(lower) && !NOUN_ENDINGS.test(lower);
}

function recurring(counts: Map<string, number>): Set<string> {
  const names = [...counts].filter(([, n]) => n >= MIN_LINES_EACH).map(([name]) => name);
  return new Set(names.length >= MIN_NAMES ? names : []);
}

export function withoutSpeakers(lines: string[]): string[] {
  const speakers = new Map<string, number>();
  const writers = new Map<string, number>();
  for (const line of lines) {
    const head = line.slice(0, SCAN_CHARS);
    const spoke = SPEAKER_LEAD.exec(head);
    if (spoke && isName(spoke[2]!)) speakers.set(spoke[2]!, (speakers.get(spoke[2]!) ?? 0) + 1);
    const wrote = spoke ? null : INITIALS_AFTER_CLOCK.exec(head);
    if (wrote) writers.set(wrote[2]!, (writers.get(wrote[2]!) ?? 0) + 1);
  }
  const names = recurring(speakers);
  // Initials after a clock are the log's format: once several writers sign its lines, each is one.
  const signed = [...writers.values()].reduce((a, b) => a + b, 0);
  const initials = writers.size >= MIN_NAMES && signed > writers.size ? new Set(writers.keys()) : recurring(writers);
  if (names.size === 0 && initials.size === 0) return lines;
  return lines.map((line) => {
    const head = line.slice(0, SCAN_CHARS);
    const spoke = names.size > 0 ? SPEAKER_LEAD.exec(head) : null;
    if (spoke && names.has(spoke[2]!)) return spoke[1]! + line.slice(spoke[0].length);
    const wrote = initials.size > 0 ? INITIALS_AFTER_CLOCK.exec(head) : null;
    return wrote && initials.has(wrote[2]!) ? wrote[1]! + line.slice(wrote[0].length) : line;
  });
}
