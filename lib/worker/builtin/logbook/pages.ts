// A report pasted from a PDF keeps its page frame: a footer ("Confidential … Page 2 of 3"), the running
// header repeated on each page, and rules. None of it is a note, and a page break may fall inside a
// sentence ("the signal also moved 6% with" / footer / header / "wind gusts from the fan."): with the
// frame out, the sentence is whole again.

const PAGE_NUMBER = /\bpage \d{1,4} (?:of|\/) \d{1,4}\b/i;
const RULE = /^[\s─━═_—–=-]{10,}$/;
const SENTENCE_END = /[.!?:;)\]"']$/;
// Far more lines than any report has pages: past this, no line is taken for a running header.
const MAX_HEADER_CHARS = 160;

// The running header: the text of the first page's heading line without its page number.
function headerOf(line: string): string {
  return line.replace(PAGE_NUMBER, "").trim();
}

function isFrame(line: string, headers: Set<string>): boolean {
  const text = line.trim();
  if (text === "") return false;
  if (text.length <= MAX_HEADER_CHARS && PAGE_NUMBER.test(text)) return true;
  if (headers.has(text)) return true;
  return text.length >= 10 && RULE.test(text);
}

function startsLower(text: string): boolean {
  const c = text.trimStart().charAt(0);
  return c !== "" && c === c.toLowerCase() && c !== c.toUpperCase();
}

// The running header: the lines above the first page's rule or blank line that the next page repeats
// ("GRANITE RIDGE CONSTRUCTORS LTD.   Site Diary — Project 24-117"), each without its page number.
const HEADER_LINES = 4;

function headersOf(lines: string[]): Set<string> {
  const top: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (text === "" && top.length > 0) break;
    if (text === "") continue;
    if (RULE.test(text) || top.length >= HEADER_LINES) break;
    if (text.length <= MAX_HEADER_CHARS) top.push(headerOf(text));
  }
  const first = lines.find((l) => l.trim() !== "") ?? "";
  const headers = new Set(PAGE_NUMBER.test(first) ? [headerOf(first.trim())] : []);
  for (const header of top) {
    if (header !== "" && lines.filter((l) => headerOf(l.trim()) === header).length > 1) headers.add(header);
  }
  return headers;
}

// "with GU-" / "S50 mix", "Maturity sen-" / "sors (2)": a word a printed page hyphenated at the line's end.
function joinedWrap(last: string, line: string): string {
  const end = last.trimEnd();
  const next = line.trim();
  if (/[\p{L}\d]-$/u.test(end) && /^[\p{L}\d]/u.test(next)) {
    const split = /\p{Ll}-$/u.test(end) && startsLower(next);
    return split ? `${end.slice(0, -1)}${next}` : `${end}${next}`;
  }
  return `${end} ${next}`;
}

// A printed page wraps its sentences at the margin: a line that does not end one, before a line that
// carries on in lower case or after a hyphen, is the same sentence.
function wraps(last: string | undefined, line: string): last is string {
  if (last === undefined || last.trim() === "" || line.trim() === "") return false;
  const end = last.trimEnd();
  return !SENTENCE_END.test(end) && (startsLower(line) || /[\p{L}\d]-$/u.test(end));
}

export function withoutPageFrames(text: string): string {
  if (!/page \d/i.test(text)) return text;
  const lines = text.split(/\r\n?|\n/);
  const headers = headersOf(lines);
  const out: string[] = [];
  // Inside a page break, and whether blank lines stood in it.
  let broken = false;
  let gap = false;
  for (const line of lines) {
    if (isFrame(line, headers)) {
      broken = true;
      continue;
    }
    const blank = line.trim() === "";
    if (broken && blank) {
      gap = true;
      continue;
    }
    const last = out[out.length - 1];
    if (wraps(last, line)) out[out.length - 1] = joinedWrap(last, line);
    else out.push(...(broken && gap ? ["", line] : [line]));
    broken = false;
    gap = false;
  }
  return out.join("\n");
}
