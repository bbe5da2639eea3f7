import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeExtractionWorkers, DEFAULT_LIMITS, ExtractionError, extractChunks } from "@/lib/files/extract";
import { loadCsvParser } from "@/lib/files/extract/csv";
import type { TextFormat } from "@/lib/files/extract/formats";
import { runPipeline } from "@/lib/files/extract/pipeline";
import { atxHeading } from "@/lib/files/extract/text";
import { loadXmlParser } from "@/lib/files/extract/xml";
import { loadZipReader } from "@/lib/files/extract/zip";
import {
  HOSTILE_TYPES,
  makeHostileCsv,
  makeHostileDocx,
  makeHostilePdf,
  makeHostilePptx,
  makeHostileText,
  makeHostileXlsx,
  makeNestedJson,
  makeNestedObjectJson,
  makeRedosMarkdown,
} from "../../fixtures/make-hostile";
import { worstLoopPause } from "../../helpers/loop-pause";

// About 1 MB of input built to make each reader backtrack, recurse or amplify. A 100 KB Markdown
// file once froze the server 21 s (a quadratic heading expression, on the main thread): every
// reader must stay linear, and none may run on the main thread.

const MB = 1024 * 1024;

const TEXT_CASES: [string, TextFormat, () => Buffer][] = [
  ["Markdown (the heading ReDoS)", "md", makeRedosMarkdown],
  ["plain text (runs of closers, spaces, lone surrogates)", "txt", makeHostileText],
  ["CSV (unterminated quotes, a row of empty cells)", "csv", makeHostileCsv],
  ["JSON nested 260,000 arrays deep", "json", makeNestedJson],
  ["JSON nested 175,000 objects deep", "json", makeNestedObjectJson],
];

const ALL_CASES: [string, TextFormat, () => Buffer][] = [
  ...TEXT_CASES,
  ["XLSX (one row of 25,000 cells naming one long shared string)", "xlsx", makeHostileXlsx],
  ["PPTX (one paragraph of 35,000 runs and breaks)", "pptx", makeHostilePptx],
  ["DOCX (a 1 MB paragraph of stops, closers and tabs)", "docx", makeHostileDocx],
  ["PDF (nested arrays and tiny text operations)", "pdf", makeHostilePdf],
  ["JSON of 10 MB nested 2.6 million deep", "json", () => makeNestedJson(10 * MB)],
];

/** CPU milliseconds this process spends in `work` (robust to other processes sharing the CPU). */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// 1 MB of ordinary prose through the same reading: on a machine too slow for LIMIT_MS, a hostile file
// may take up to PROSE_TIMES that (the nested JSON took 2.5 to 3.4 times it); a super-linear reader
// takes far more on any machine.
const LIMIT_MS = 500;
const PROSE_TIMES = 8;

// The loop pauses a little while any file is read in a worker (starting it, taking its chunks back);
// on a slow or busy machine, more than PAUSE_MS. A hostile file may pause it PAUSE_TIMES as long as 1 MB
// of prose read the same way; a reader on the main thread would pause it for the whole reading.
const PAUSE_MS = 50;
const PAUSE_TIMES = 4;

async function proseWorkerPause(): Promise<number> {
  const bytes = proseBytes(MB);
  const tries = [];
  for (let i = 0; i < 2; i += 1) {
    tries.push(await worstLoopPause(() => extractChunks({ bytes, contentType: "text/plain", filename: "prose.txt" }), 2));
  }
  return Math.min(...tries);
}

const PROSE = "The prototype heat sink reached 41 C at 20 W; the second trial cracked at 900 C. ";
const proseBytes = (size: number) => Buffer.from(PROSE.repeat(Math.ceil(size / PROSE.length)), "utf8");

async function proseMs(): Promise<number> {
  const bytes = proseBytes(MB);
  const tries = [];
  for (let i = 0; i < 2; i += 1) tries.push(await cpuMs(() => runPipeline("txt", bytes, DEFAULT_LIMITS, "chunks")));
  return Math.min(...tries);
}

describe("readers on adversarial input (about 1 MB)", () => {
  let limit = LIMIT_MS;
  let pauseLimit = PAUSE_MS;

  beforeAll(async () => {
    await loadCsvParser();
    limit = Math.max(LIMIT_MS, PROSE_TIMES * (await proseMs()));
    pauseLimit = Math.max(PAUSE_MS, PAUSE_TIMES * (await proseWorkerPause()));
  }, 60_000);

  afterAll(() => {
    expect(activeExtractionWorkers()).toBe(0);
  });

  it.each(TEXT_CASES)("reads %s in well under a second", async (_label, format, make) => {
    const bytes = make();
    expect(bytes.length).toBeGreaterThan(0.95 * MB);
    // The whole reading (decode, parse, normalise, chunk), here in this thread to time it alone.
    const ms = await cpuMs(() => runPipeline(format, bytes, DEFAULT_LIMITS, "chunks"));
    expect(ms).toBeLessThan(limit);
  });

  it.each(ALL_CASES)("reads %s in a worker without blocking the event loop", async (_label, format, make) => {
    const bytes = make();
    const type = HOSTILE_TYPES[format as keyof typeof HOSTILE_TYPES];
    const started = performance.now();
    const blocked = await worstLoopPause(() =>
      extractChunks({ bytes, contentType: type, filename: `hostile.${format}` }).catch((err: unknown) => {
        // Refusing the file is fine; failing on our side is not.
        expect(err).toBeInstanceOf(ExtractionError);
      }),
      2,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(blocked).toBeLessThan(pauseLimit);
  }, 30_000);

  it("reads a 46 MB text file (once out of heap: six replaces over the whole text)", async () => {
    const prose = "The prototype heat sink reached 41 C at 20 W; the second trial cracked at 900 C. ";
    const bytes = Buffer.from(prose.repeat(Math.floor((46 * MB) / prose.length)), "utf8");
    let result: Awaited<ReturnType<typeof extractChunks>> | undefined;
    const blocked = await worstLoopPause(async () => {
      result = await extractChunks({ bytes, contentType: "text/plain", filename: "big.txt" }, undefined, { handOver: true });
    }, 2);
    expect(result!.truncated).toBe(true);
    const chars = result!.chunks.reduce((n, c) => n + c.text.length, 0);
    expect(chars).toBeGreaterThan(DEFAULT_LIMITS.maxTextChars);
    expect(blocked).toBeLessThan(pauseLimit);
  }, 30_000);

  it("keeps the office readers linear too", async () => {
    await Promise.all([loadXmlParser(), loadZipReader()]);
    for (const [format, make] of [["xlsx", makeHostileXlsx], ["pptx", makeHostilePptx]] as const) {
      const bytes = make();
      expect(await cpuMs(() => runPipeline(format, bytes, DEFAULT_LIMITS, "chunks"))).toBeLessThan(2_000);
    }
  }, 30_000);
});

describe("Markdown headings", () => {
  it.each([
    ["# Goals", "Goals"],
    ["   ### Week 3 ##", "Week 3"],
    ["## Week 3 ##   ", "Week 3"],
    ["#\tTabbed", "Tabbed"],
    ["# foo#", "foo#"],
    ["# foo \\#", "foo \\#"],
    ["###### Six", "Six"],
  ])("reads %j as %j", (line, text) => {
    expect(atxHeading(line)).toBe(text);
  });

  it.each(["#NoSpace", "####### Seven", "    # indented code", "#", "#   ", "# ###", "plain"])("finds no heading in %j", (line) => {
    expect(atxHeading(line)).toBeUndefined();
  });

  it("reads a heading line of 250,000 spaces in linear time", () => {
    const line = `# a${" ".repeat(250_000)}x`;
    const started = performance.now();
    expect(atxHeading(line)).toBe(`a${" ".repeat(250_000)}x`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
