import { describe, expect, it } from "vitest";
import { ACCEPTED_TYPES, FILE_KINDS, KIND_LIST, countWords, formatBytes, isAcceptedType } from "@/lib/shared/limits";

// lib/shared/limits.ts is imported by value on both sides: by the browser bundle and by the server.

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1023 bytes"],
    [2000, "2 KB"],
    [640 * 1024, "640 KB"],
    [12.34 * 1024 ** 2, "12.3 MB"],
    [50 * 1024 ** 2, "50 MB"],
    [100 * 1024 ** 2, "100 MB"],
    [1.5 * 1024 ** 3, "1.5 GB"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("names the units as the server's messages do when asked", () => {
    expect(formatBytes(100 * 1024 ** 2, { iec: true })).toBe("100 MiB");
    expect(formatBytes(2000, { iec: true })).toBe("2 KiB");
    expect(formatBytes(256 * 1024 ** 2, { iec: true })).toBe("256 MiB");
  });
});

describe("countWords", () => {
  // What the browser's word meter counted before it shared the engine's count.
  const meterCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it.each([
    "",
    "   ",
    "one",
    "  We tested  three\ncoatings. ",
    "\ttabs\tand\u00a0no-break\u2003em spaces\u2028line separators ",
    "Line 242: the uncertainty — hyphenated-words count once; 3.5 ms counts as two.",
  ])("counts %j as the engine does", (text) => {
    expect(countWords(text)).toBe(meterCount(text));
  });

  it("stops at atMost", () => {
    expect(countWords("a b c d e", 3)).toBe(3);
  });
});

describe("accepted file kinds", () => {
  it("lists the content types in order, and reads them as a sentence", () => {
    expect(ACCEPTED_TYPES).toEqual(FILE_KINDS.map((k) => k.contentType));
    expect(KIND_LIST).toBe("PDF, DOCX, XLSX, PPTX, TXT, MD, CSV, JSON, PNG or JPEG");
  });

  it("accepts only its own types, not the names an object inherits", () => {
    expect(isAcceptedType("application/pdf")).toBe(true);
    expect(isAcceptedType("application/x-msdownload")).toBe(false);
    expect(isAcceptedType("constructor")).toBe(false);
    expect(isAcceptedType("toString")).toBe(false);
  });
});
