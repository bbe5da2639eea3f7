import { findDates } from "../text/dates";
import { lowerFirst } from "./case";
import { bareWord, workVerb } from "./verbs";

// What a series of notes studies, from the title line above them ("QFN-48 thermal pad voiding - reflow
// trials, line 2" studies "QFN-48 thermal pad voiding"), and the title of a row that names itself only
// as the series' baseline or control: "Baseline" alone says nothing of what was measured, the notes'
// title does.

const LINE_CHARS = 100;
const SUBJECT_WORDS = 6;
// Where the subject's qualifiers start: the line, the site, the author, the source.
const QUALIFIERS = [" - ", " — ", " – ", ", ", " (", ": ", " |"];
const LEADS = /^(?:#{1,6}\s+|subject:\s*|title:\s*)/i;

export function seriesOf(notes: string): string | null {
  const first = notes.slice(0, LINE_CHARS * 4).split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const line = first.trim().replace(LEADS, "");
  if (line.length > LINE_CHARS || line.includes("\t") || /^[[(<]/.test(line) || /[.!?]$/.test(line) || findDates(line, null).length > 0) return null;
  const cut = QUALIFIERS.map((q) => line.indexOf(q)).filter((i) => i > 0);
  const subject = (cut.length > 0 ? line.slice(0, Math.min(...cut)) : line).trim();
  const words = subject.split(/\s+/);
  return words.length >= 2 && words.length <= SUBJECT_WORDS ? subject : null;
}

// The words by which a row is the reference the others are compared with.
const REFERENCE_NAMES = new Set(["baseline", "control", "reference"]);
const NAME_WORDS = 3;

// "Baseline", "Control (uncoated canola)", "Baseline outdoor reset": a piece that only names the row as
// the reference, without a verb. A name with its specimen in brackets says what it is already.
export function referenceTitle(text: string, series: string | null): string | null {
  const name = text.trim().replace(/[.;:]$/, "");
  const open = name.indexOf("(");
  const words = (open === -1 ? name : name.slice(0, open)).trim().split(/\s+/);
  if (words.length > NAME_WORDS || !REFERENCE_NAMES.has(bareWord(words[0]!).toLowerCase())) return null;
  if (words.slice(1).some((w) => workVerb(bareWord(w)) !== null)) return null;
  if (open !== -1) return name.indexOf(")") === name.length - 1 ? name : null;
  return series ? `${name} for ${lowerFirst(series)}` : null;
}
