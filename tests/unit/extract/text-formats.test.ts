import { describe, expect, it } from "vitest";
import { ExtractionError, extractText } from "@/lib/files/extract";
import { normalizeText } from "@/lib/files/extract/normalize";
import { PNG_1X1 } from "../../fixtures/make-files";

const run = (text: string | Buffer, contentType: string, filename = "notes", limits = {}) =>
  extractText({ bytes: Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8"), contentType, filename }, limits);

describe("plain text and Markdown", () => {
  it("keeps plain text as one section, normalised", async () => {
    const { sections } = await run("Lab notes\u0000 day 1:\r\n\r\n\r\n\tfurnace   at 800 C\u0007", "text/plain");
    expect(sections).toEqual([{ text: "Lab notes day 1:\n\nfurnace at 800 C" }]);
  });

  it("decodes UTF-16 text with a byte-order mark", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Température 41 °C", "utf16le")]);
    expect((await run(utf16, "text/plain")).sections).toEqual([{ text: "Température 41 °C" }]);
  });

  it("splits Markdown into sections by heading, ignoring # lines in code fences", async () => {
    const md = "Intro line.\n\n# Goals\nBeat 5 ms.\n\n## Week 3 ##\nTried zstd.\n```sh\n# not a heading\n```\n";
    const { sections } = await run(md, "text/markdown", "log.md");
    expect(sections).toEqual([
      { text: "Intro line." },
      { section: "Goals", text: "Goals\nBeat 5 ms." },
      { section: "Week 3", text: "Week 3\nTried zstd.\n```sh\n# not a heading\n```" },
    ]);
  });

  it("reads a .md file sent as text/plain as Markdown", async () => {
    expect((await run("# Title\nBody", "text/plain; charset=utf-8", "README.md")).sections[0]!.section).toBe("Title");
  });
});

describe("CSV", () => {
  it("turns records into lines in sections of 200 rows", async () => {
    const rows = ["run,temp,note", ...Array.from({ length: 449 }, (_, i) => `${i + 1},${800 + i},"ok, stable"`)];
    const { sections } = await run(rows.join("\n"), "text/csv", "runs.csv");
    expect(sections.map((s) => s.section)).toEqual(["rows 1-200", "rows 201-400", "rows 401-450"]);
    expect(sections[0]!.text.split("\n").slice(0, 2)).toEqual(["run | temp | note", "1 | 800 | ok, stable"]);
  });

  it("stops at the text cap", async () => {
    const csv = Array.from({ length: 10_000 }, (_, i) => `${i},value ${i}`).join("\n");
    const { truncated, sections } = await run(csv, "text/csv", "big.csv", { maxTextChars: 1_000 });
    expect(truncated).toBe(true);
    expect(sections.reduce((n, s) => n + s.text.length, 0)).toBeLessThanOrEqual(1_000);
  });
});

describe("JSON", () => {
  it("flattens values to path: value lines, one section per top-level key", async () => {
    const json = JSON.stringify({ project: { name: "Falcon", year: 2024 }, runs: [{ t: 41.5, ok: true }, { t: null }], "odd key": [] });
    const { sections } = await run(json, "application/json", "data.json");
    expect(sections).toEqual([
      { section: "project", text: "project.name: Falcon\nproject.year: 2024" },
      { section: "runs", text: "runs[0].t: 41.5\nruns[0].ok: true\nruns[1].t: null" },
      { section: '["odd key"]', text: '["odd key"]: []' },
    ]);
  });

  it("groups a root array by 100 elements", async () => {
    const json = JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ i })));
    const { sections } = await run(json, "application/json");
    expect(sections.map((s) => s.section)).toEqual(["[0-99]", "[100-149]"]);
    expect(sections[1]!.text.split("\n")[0]).toBe("[100].i: 100");
  });

  it("survives deep nesting", async () => {
    const deep = "[".repeat(5_000) + "1" + "]".repeat(5_000);
    const { sections } = await run(deep, "application/json");
    expect(sections[0]!.text).toMatch(/\[0\]: 1$/);
  });

  it("reports invalid JSON", async () => {
    const err = await run('{"a": 1,', "application/json").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as Error).message).toMatch(/^The JSON file is not valid JSON: /);
  });
});

describe("types", () => {
  it("returns no text and no error for images", async () => {
    expect(await run(PNG_1X1, "image/png", "photo.png")).toEqual({ sections: [] });
    expect(await run(Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg", "photo.jpg")).toEqual({ sections: [] });
  });

  it("refuses types it cannot read", async () => {
    await expect(run("x", "application/zip", "a.zip")).rejects.toThrow("Files of type application/zip cannot be indexed");
  });

  it("falls back on the extension for a generic content type", async () => {
    expect((await run('{"a":1}', "application/octet-stream", "x.json")).sections).toEqual([{ section: "a", text: "a: 1" }]);
  });

  it("caps the total text across sections", async () => {
    const md = "# A\n" + "word ".repeat(100) + "\n# B\n" + "word ".repeat(100) + "\n# C\nlost";
    const { sections, truncated } = await run(md, "text/markdown", "x.md", { maxTextChars: 600 });
    expect(truncated).toBe(true);
    expect(sections.map((s) => s.section)).toEqual(["A", "B"]);
    expect(sections.reduce((n, s) => n + s.text.length, 0)).toBeLessThanOrEqual(600);
  });
});

describe("normalizeText", () => {
  it("drops control characters and lone surrogates, collapses spaces, keeps paragraphs", () => {
    expect(normalizeText("  a\u0000b\u001b  c\u00a0\u00a0d \n\n\n\n e\uD800f\u200B ")).toBe("ab c d\n\ne\uFFFDf");
  });
});
