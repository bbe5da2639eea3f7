// A sheet or document exported with its comments: the rows carry markers ("nozzle clog [c3]") and the
// comments follow below, each after its marker and its author's name and day ("[c3] Lena Fortin, Aug 12:
// clog is probably long fibres… Photo clog_0812.jpg"). A comment belongs to the row it was left on, so
// it is read there, in place of its marker; left below, it would be read as one more day's notes.

const FOOTNOTE = /^\s{0,3}\[(c\d{1,3}|[a-z])\]\s{1,3}/;
const MARKER = /\s{0,3}\[(?:c\d{1,3}|[a-z])\]/g;
// "Lena Fortin, Aug 12: ": who left the comment and when, no note of the work.
const BYLINE = /^[^:\n]{1,40},[^:\n]{1,20}:\s/;
// "Comments" on a line of its own over the comments.
const COMMENTS_HEADING = /^\s{0,3}(?:comments|notes|footnotes)\s{0,3}:?\s{0,3}$/i;

function footnotes(lines: string[]): Map<string, { at: number; text: string }> {
  const found = new Map<string, { at: number; text: string }>();
  lines.forEach((line, at) => {
    const m = line.includes("[") ? FOOTNOTE.exec(line) : null;
    if (!m) return;
    const body = line.slice(m[0].length);
    const byline = BYLINE.exec(body);
    found.set(`[${m[1]}]`, { at, text: (byline ? body.slice(byline[0].length) : body).trim() });
  });
  return found;
}

export function withFootnotesInline(text: string): string {
  if (!text.includes("[")) return text;
  const lines = text.split(/\r\n?|\n/);
  const notes = footnotes(lines);
  if (notes.size === 0) return text;
  const moved = new Set<number>();
  const out = lines.map((line, at) => {
    if (!line.includes("[") || FOOTNOTE.test(line)) return line;
    // Each marker the line holds is looked up: a pasted megabyte of bracketed lines stays linear.
    return line.replace(MARKER, (marker: string, offset: number) => {
      const note = notes.get(marker.trim());
      if (!note || note.at <= at) return marker;
      moved.add(note.at);
      const stop = /[.!?]\s{0,3}$/.test(line.slice(Math.max(0, offset - 4), offset)) ? " " : ". ";
      return `${stop}${note.text.replace(/\|/g, "/")} `;
    });
  });
  if (moved.size === 0) return text;
  let first = lines.length;
  for (const at of moved) first = Math.min(first, at);
  return out
    .filter((line, at) => !moved.has(at) && !(at < first && at >= first - 2 && COMMENTS_HEADING.test(line)))
    .join("\n");
}
