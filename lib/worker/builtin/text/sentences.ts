// Splits free text (chat messages, notes, excerpts of PDFs) into sentences. Notes are messy: bullets,
// headings, hard-wrapped lines, missing full stops. Each bullet or heading line is its own sentence;
// lines of a paragraph that were only wrapped are joined back.

export interface SplitSentence {
  text: string;
  // Increments at each blank line, so callers can regroup sentences by paragraph.
  paragraph: number;
  // From a bullet or numbered line: a label on it ("- problem: ...") is its own, not its paragraph's.
  item: boolean;
}

const BULLET = /^\s*(?:[-*•·▪◦‣>]|\d{1,2}[.)]|[a-z][)])\s+/;
const HEADING = /^\s*#{1,6}\s+/;
const TERMINAL = /[.!?:]["')\]]*$/;

// Tokens that end with a full stop without ending the sentence. Units (ms, min, sec) are left out
// on purpose: "latency was 12 ms. We then..." must split; so is "avg", which ends a figure's phrase
// ("MOR 9.1 MPa avg. Edges crumbly").
const ABBREVIATIONS = new Set([
  "e.g", "i.e", "vs", "approx", "fig", "figs", "eq", "dr", "mr", "mrs", "inc", "ltd", "corp", "co",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "st", "al",
  "cf", "resp", "ref", "no", "nos", "est", "dept", "ch", "p", "pp", "vol", "etc", "incl", "excl",
  "ca",
]);

function cleanLine(line: string): string {
  return line.replace(HEADING, "").replace(BULLET, "").replace(/\*\*|__/g, "").trim();
}

// A line continues the previous one when the previous line is long and unterminated and this one
// starts in lower case: a hard-wrapped line of a PDF or e-mail. Short note lines ("mar 3",
// "tried zstd") stay separate even without punctuation.
const WRAPPED_LINE_CHARS = 40;

// A note line that opens with its own label ("hyp: ...", "next: ...") or a commit starts an item
// of its own, whatever the line before.
const OWN_ITEM = /^(?:[a-z][\w-]{0,20}:\s|commit\s+[0-9a-f]{7})/i;
export const opensOwnItem = (line: string) => OWN_ITEM.test(line);

function continuesPrevious(prevLine: string, rawLine: string): boolean {
  if (prevLine.length < WRAPPED_LINE_CHARS || TERMINAL.test(prevLine)) return false;
  if (BULLET.test(rawLine) || HEADING.test(rawLine)) return false;
  const line = rawLine.trim();
  return /^[a-zà-ÿ(]/.test(line) && !opensOwnItem(line);
}

interface Segment {
  text: string;
  paragraph: number;
  item: boolean;
}

function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let paragraph = 0;
  let current: Segment | null = null;
  let prevLine = "";
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (rawLine.trim() === "") {
      if (current) {
        out.push(current);
        current = null;
        paragraph += 1;
      }
      continue;
    }
    const line = cleanLine(rawLine);
    if (line === "") continue;
    const joins = current !== null && continuesPrevious(prevLine, rawLine);
    prevLine = line;
    if (current && joins) {
      current.text = `${current.text} ${line}`;
    } else {
      if (current) out.push(current);
      current = { text: line, paragraph, item: BULLET.test(rawLine) };
    }
  }
  if (current) out.push(current);
  return out;
}

// Characters an abbreviation token can hold once lower-cased (letters, dots; the Kelvin sign
// lower-cases to "k"), and the opening quotes or brackets stripped in front of it.
const ABBREVIATION_CHAR = /[A-Za-z.\u212A("']/;

// The token that ends at a full stop: from the last space (not before `start`) to `end`. The scan
// gives up at the first character no abbreviation holds, so a long run without spaces ("a.\tb.\t...")
// is not read again at every stop.
function isAbbreviation(segment: string, start: number, end: number): boolean {
  let from = end;
  while (from > start && segment[from - 1] !== " ") {
    if (!ABBREVIATION_CHAR.test(segment[from - 1]!)) return false;
    from -= 1;
  }
  const token = segment.slice(from, end).toLowerCase().replace(/^[("']+/, "");
  // Single letters ("J. Smith", "U.S.") are initials rather than sentence ends, except a unit after
  // its figure ("flagged within 2 s. Vendor firmware ...").
  if (/^[a-z]$/.test(token)) return !followsFigure(segment, from - 1);
  return ABBREVIATIONS.has(token) || /^([a-z]\.)+[a-z]$/.test(token);
}

// Whether the word that ends at `space` (a space's index) is a figure: "2", "0.5", "10-20".
const FIGURE_CHARS = /[0-9.,\-–]/;
const FIGURE_REACH = 16;
function followsFigure(segment: string, space: number): boolean {
  let from = space;
  while (from > 0 && space - from < FIGURE_REACH && FIGURE_CHARS.test(segment[from - 1]!)) from -= 1;
  const word = segment.slice(from, space);
  return /\d/.test(word) && (from === 0 || segment[from - 1] === " ");
}

function splitSegment(segment: string): string[] {
  // Most note lines hold no stop at all.
  if (!/[.!?…]/.test(segment)) return /[A-Za-zÀ-ÿ0-9]/.test(segment) ? [segment.trim()] : [];
  const sentences: string[] = [];
  // Messy notes start sentences in lower case too ("still overshoots. next week try MPC"), so any
  // letter may follow; abbreviations and initials are what keep a stop from ending a sentence. The
  // look-behind starts a match only at the first mark of a run of punctuation: a match from inside
  // the run would be the same one, and trying every position of a long run ("......") is quadratic.
  // A quoted e-mail pasted without its line breaks keeps its marks ("... is solved. > But the ..."),
  // and the next sentence starts after them.
  const boundary = /(?<![.!?…])([.!?…]+["')\]]*)\s+(?=(?:> ?)?["'(\[]?[A-Za-zÀ-ÿ0-9])/g;
  let start = 0;
  for (let m = boundary.exec(segment); m; m = boundary.exec(segment)) {
    const end = m.index + m[1]!.length;
    if (m[1] === "." && isAbbreviation(segment, start, m.index)) continue;
    sentences.push(segment.slice(start, end).trim());
    start = boundary.lastIndex;
  }
  sentences.push(segment.slice(start).trim());
  return sentences.filter((s) => /[A-Za-zÀ-ÿ0-9]/.test(s));
}

// Very long "sentences" come from text without punctuation; they are cut at semicolons so a single
// run-on block cannot swallow a whole T661 line.
const LONG_SENTENCE_WORDS = 90;

function breakRunOn(sentence: string): string[] {
  if (sentence.split(/\s+/, LONG_SENTENCE_WORDS + 1).length <= LONG_SENTENCE_WORDS) return [sentence];
  return sentence.split(/(?<=;)\s+/).map((s) => s.trim()).filter(Boolean);
}

function singleSpaced(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, " ") : text;
}

export function splitSentences(text: string): SplitSentence[] {
  const out: SplitSentence[] = [];
  for (const seg of segments(text)) {
    for (const s of splitSegment(seg.text)) {
      for (const part of breakRunOn(s)) out.push({ text: singleSpaced(part), paragraph: seg.paragraph, item: seg.item });
    }
  }
  return out;
}
