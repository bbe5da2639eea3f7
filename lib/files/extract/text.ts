import type { ExtractedSection } from "./types";

// Plain text and Markdown. Files are UTF-8 unless a byte-order mark says UTF-16; invalid bytes
// become U+FFFD rather than failing the file.
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  // TextDecoder drops a UTF-8 BOM by itself.
  return new TextDecoder("utf-8").decode(bytes);
}

export function extractPlainText(bytes: Buffer): ExtractedSection[] {
  return [{ text: decodeText(bytes) }];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

const isBlank = (ch: string | undefined) => ch === " " || ch === "\t";

// The text of an ATX heading line ("## Results ##" → "Results"), or undefined for any other line
// (or an empty heading). Read by hand, in one pass: the regular expression it replaces,
// /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/, backtracked quadratically on a line of spaces,
// and a 100 KB file froze the server for 21 s.
export function atxHeading(line: string): string | undefined {
  let at = 0;
  while (at < 3 && line[at] === " ") at++;
  let level = 0;
  while (line[at + level] === "#") level++;
  if (level < 1 || level > 6 || !isBlank(line[at + level])) return undefined;
  let start = at + level;
  let end = line.length;
  while (end > start && isBlank(line[end - 1])) end--;
  // An optional closing run of #, set off by a space or tab.
  let close = end;
  while (close > start && line[close - 1] === "#") close--;
  if (close < end && isBlank(line[close - 1])) {
    end = close;
    while (end > start && isBlank(line[end - 1])) end--;
  }
  while (start < end && isBlank(line[start])) start++;
  return start < end ? line.slice(start, end) : undefined;
}

// Markdown sections by ATX headings ("## Results"), each named by its heading and holding it as its
// first line. Lines inside fenced code blocks are never headings ("# comment" in a shell snippet).
export function extractMarkdown(bytes: Buffer): ExtractedSection[] {
  const sections: ExtractedSection[] = [];
  let current: { section?: string; lines: string[] } = { lines: [] };
  let fence: string | null = null;
  const flush = () => {
    if (current.lines.some((l) => l.trim() !== "")) {
      sections.push({ text: current.lines.join("\n"), ...(current.section && { section: current.section }) });
    }
  };
  for (const line of decodeText(bytes).split(/\r\n?|\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    }
    const heading = fence === null ? atxHeading(line) : undefined;
    if (heading !== undefined) {
      flush();
      current = { section: heading, lines: [heading] };
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return sections;
}
