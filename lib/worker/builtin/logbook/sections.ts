import { LABELS } from "../lexicon/logbook-cues";

// A plant's shift log files each line under an upper-case section label ("SAFETY: nil.", "THROUGHPUT:
// 4,850 t", "MAINT: replaced belt scraper on CV-03", "PILOT CELL: baseline on PAX 40 g/t"). In such a
// log the plant's standing sections report its routine operation, not the R&D: their lines are left
// out. Another upper-case label names where the work was done (the pilot cell, line 3): the place is
// context, not the work, so the label is taken off and its line read as the notes it holds. Labels a
// logbook knows ("NEXT:", "HANDOVER:", "RESULT:") keep their meaning.

// "SAFETY: ", "PILOT CELL: ", "QA/QC: ": up to four upper-case words, then a colon and the section's text.
const SECTION = /^[ \t]{0,8}([A-Z][A-Z\d&\/.-]{1,20}(?: [A-Z\d&\/.-]{1,20}){0,3}) ?:[ \t]+(?=\S)/;

// The sections every shift reports whatever the trial: safety, tonnage, availability, upkeep, stops.
const STANDING = new Set([
  "safety",
  "hse",
  "ehs",
  "throughput",
  "production",
  "tonnage",
  "availability",
  "maint",
  "maintenance",
  "mech",
  "mechanical",
  "electrical",
  "downtime",
  "delays",
  "housekeeping",
  "staffing",
  "manpower",
]);

// A log is sectioned when this many of its lines open with such a label, under two labels or more.
const MIN_SECTION_LINES = 4;
const MIN_LABELS = 2;

// The label of a line that opens with an upper-case section label, lower-cased; null for other lines.
function sectionOf(line: string): { label: string; length: number } | null {
  const first = line.charCodeAt(line.search(/\S/));
  if (!(first >= 65 && first <= 90)) return null;
  const m = SECTION.exec(line);
  if (!m || !/[A-Z]{2}/.test(m[1]!)) return null;
  return { label: m[1]!.toLowerCase(), length: m[0].length };
}

export function withoutStandingSections(text: string): string {
  if (!text.includes(":")) return text;
  const lines = text.split(/\r\n?|\n/);
  const sections = lines.map(sectionOf);
  const labels = new Set<string>();
  let count = 0;
  for (const s of sections) {
    if (!s) continue;
    count += 1;
    labels.add(s.label);
  }
  if (count < MIN_SECTION_LINES || labels.size < MIN_LABELS || ![...labels].some((l) => STANDING.has(l))) return text;
  const out: string[] = [];
  lines.forEach((line, i) => {
    const section = sections[i];
    if (!section) out.push(line);
    else if (STANDING.has(section.label)) return;
    else if (LABELS[section.label]) out.push(line);
    else out.push(line.slice(section.length));
  });
  return out.join("\n");
}
