import { describe, expect, it } from "vitest";
import { chunkSections } from "@/lib/files/extract";

const words = (n: number, prefix = "w") => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("chunkSections", () => {
  it("keeps a short section whole, with its page or section", () => {
    expect(chunkSections([{ text: "One. Two.", page: 3 }, { text: "Three.", section: "Slide 2" }])).toEqual([
      { ordinal: 0, text: "One. Two.", page: 3 },
      { ordinal: 1, text: "Three.", section: "Slide 2" },
    ]);
  });

  it("splits long text on sentence boundaries near the target, with overlap", () => {
    // 40 sentences of 10 words: chunks of at most 50 words end on a full stop.
    const text = Array.from({ length: 40 }, (_, i) => `Sentence ${i} has exactly ten words in it, ok.`).join(" ");
    const chunks = chunkSections([{ text, section: "Method" }], { targetWords: 50, overlapWords: 10 });
    expect(chunks.length).toBeGreaterThan(8);
    chunks.forEach((c, i) => {
      expect(c.ordinal).toBe(i);
      expect(c.section).toBe("Method");
      expect(c.text).toMatch(/^Sentence \d+ .*ok\.$/);
      expect(countWords(c.text)).toBeLessThanOrEqual(60);
    });
    // Each chunk starts with the last sentence of the one before.
    const lastOfFirst = chunks[0]!.text.split(/(?<=\.) /).pop()!;
    expect(chunks[1]!.text.startsWith(lastOfFirst)).toBe(true);
    // Nothing is lost: every sentence appears in some chunk.
    for (let i = 0; i < 40; i++) expect(chunks.some((c) => c.text.includes(`Sentence ${i} `))).toBe(true);
  });

  it("prefers paragraph and line breaks and keeps them in the text", () => {
    const chunks = chunkSections([{ text: "Row a | 1\nRow b | 2\n\nSecond paragraph here." }], { targetWords: 200 });
    expect(chunks).toEqual([{ ordinal: 0, text: "Row a | 1\nRow b | 2\n\nSecond paragraph here." }]);
  });

  it("cuts a sentence longer than the target into word windows", () => {
    const chunks = chunkSections([{ text: words(450), page: 1 }], { targetWords: 200, overlapWords: 30 });
    expect(chunks.map((c) => countWords(c.text))).toEqual([200, 230, 80]);
    expect(chunks[1]!.text.startsWith("w170 ")).toBe(true);
    expect(chunks.every((c) => c.page === 1)).toBe(true);
  });

  it("bounds a chunk's characters when the text holds huge tokens (a nested JSON's paths)", () => {
    // One "word" of 500,000 characters made a chunk the database took a second to index.
    const path = "[0]".repeat(170_000);
    const chunks = chunkSections([{ text: `${path}: 1 and more words after it.`, section: "[0-99]" }]);
    expect(chunks.length).toBeGreaterThan(100);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(200 * 16 + 30 * 16 + 1);
    // Nothing is lost: the pieces, without their overlaps, add up to the text.
    expect(chunks.at(-1)!.text.endsWith("more words after it.")).toBe(true);
    expect(chunks.reduce((n, c) => n + c.text.length, 0)).toBeGreaterThan(path.length);
  });

  it("never emits empty chunks or chunks made only of overlap", () => {
    const chunks = chunkSections([{ text: "   " }, { text: "" }, { text: `${words(200)}. Tail.` }], { targetWords: 200, overlapWords: 30 });
    expect(chunks.map((c) => c.ordinal)).toEqual([0, 1]);
    expect(chunks[1]!.text.endsWith("Tail.")).toBe(true);
    expect(chunks.every((c) => c.text.trim().length > 0)).toBe(true);
  });

  it("numbers chunks across sections from 0", () => {
    const chunks = chunkSections(
      [
        { text: words(300, "a"), page: 1 },
        { text: words(300, "b"), page: 2 },
      ],
      { targetWords: 100, overlapWords: 0 },
    );
    expect(chunks.map((c) => c.ordinal)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chunks.map((c) => c.page)).toEqual([1, 1, 1, 2, 2, 2]);
  });
});
