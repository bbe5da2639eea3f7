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

function isFrame(line: string, header: string): boolean {
  const text = line.trim();
  if (text === "") return false;
  if (text.length <= MAX_HEADER_CHARS && PAGE_NUMBER.test(text)) return true;
  if (header !== "" && text === header) return true;
  return text.length >= 10 && RULE.test(text);
}

function startsLower(text: string): boolean {
  const c = text.trimStart().charAt(0);
  return c !== "" && c === c.toLowerCase() && c !== c.toUpperCase();
}

export function withoutPageFrames(text: string): string {
  if (!/page \d/i.test(text)) return text;
  const lines = text.split(/\r\n?|\n/);
  const first = lines.find((l) => l.trim() !== "") ?? "";
  const header = first.length <= MAX_HEADER_CHARS && PAGE_NUMBER.test(first) ? headerOf(first) : "";
  const out: string[] = [];
  // Inside a page break, and whether blank lines stood in it.
  let broken = false;
  let gap = false;
  for (const line of lines) {
    if (isFrame(line, header)) {
      broken = true;
      continue;
    }
    const blank = line.trim() === "";
    if (broken && blank) {
      gap = true;
      continue;
    }
    const last = out[out.length - 1];
    // The sentence the page break cut carries on in lower case on the next page.
    if (broken && last !== undefined && !SENTENCE_END.test(last.trimEnd()) && startsLower(line)) out[out.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else out.push(...(broken && gap ? ["", line] : [line]));
    broken = false;
    gap = false;
  }
  return out.join("\n");
}
