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

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

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
    const heading = fence === null ? ATX_HEADING.exec(line) : null;
    if (heading && heading[2]) {
      flush();
      current = { section: heading[2], lines: [heading[2]] };
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return sections;
}
