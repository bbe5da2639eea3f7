import { afterAll, describe, expect, it } from "vitest";
import { activeExtractionWorkers, extractText } from "@/lib/files/extract";
import { makePdfBomb } from "../../fixtures/make-hostile";
import { makePdf, TYPES } from "../../fixtures/make-files";

// pdf.js inflates streams into buffers outside the V8 heap, so the worker's heap cap never bounded
// them: a 1 MB file whose page inflates to 1 GiB added 2 GB to the process (3.1 GB for a 1.5 GB
// page on the server). The decode budget stops it at 256 MiB, inside the worker.

const MB = 1024 * 1024;
const pdf = (bytes: Buffer, limits = {}) => extractText({ bytes, contentType: TYPES.pdf, filename: "bomb.pdf" }, limits);

/** Runs `work` while sampling this process's RSS every few milliseconds; the peak growth in MB. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 3);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return (peak - before) / MB;
}

// A page of RunLengthDecode data: each 2 bytes repeat a byte 128 times, so it inflates 64:1 through
// pdf.js's own JavaScript decoder (the path that DecompressionStream does not take).
function runLengthBomb(inflatedMb: number): Buffer {
  const run = Buffer.from([129, 0x20]); // 257 - 129 = 128 spaces
  const stream = Buffer.concat([Buffer.alloc((inflatedMb * MB) / 64, run.toString("latin1"), "latin1"), Buffer.from([128])]);
  const base = makePdf([["x"]]).toString("latin1");
  // Swap the page's content stream (object 5) for the bomb.
  const before = base.slice(0, base.indexOf("5 0 obj"));
  const tail = [
    `5 0 obj\n<< /Length ${stream.length} /Filter /RunLengthDecode >>\nstream\n`,
    stream.toString("latin1"),
    "\nendstream\nendobj\n",
  ].join("");
  const body = before + tail;
  const offsets = [...body.matchAll(/^(\d+) 0 obj$/gm)].map((m) => m.index);
  const xref = ["xref", `0 ${offsets.length + 1}`, "0000000000 65535 f ", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `)];
  const trailer = `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${Buffer.byteLength(body, "latin1")}\n%%EOF\n`;
  return Buffer.from(`${body}${xref.join("\n")}\n${trailer}`, "latin1");
}

describe("the PDF decode budget", () => {
  afterAll(() => {
    expect(activeExtractionWorkers()).toBe(0);
  });

  it("refuses a 1 MB PDF whose page inflates to 1 GiB, quickly and without the memory", async () => {
    const bomb = makePdfBomb(1);
    expect(bomb.length).toBeLessThan(2 * MB);
    const started = performance.now();
    const growth = await peakRssGrowth(() =>
      expect(pdf(bomb)).rejects.toMatchObject({ name: "ExtractionError", message: "The PDF's compressed content expands past 256 MiB" }),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    // The budget (256 MiB) plus the worker itself; without it the process grew by over 2 GB.
    expect(growth).toBeLessThan(600);
  }, 60_000);

  it("holds with three at once", async () => {
    const bomb = makePdfBomb(1);
    const growth = await peakRssGrowth(async () => {
      const results = await Promise.allSettled([pdf(bomb), pdf(bomb), pdf(bomb)]);
      for (const r of results) expect(r).toMatchObject({ status: "rejected", reason: { message: "The PDF's compressed content expands past 256 MiB" } });
    });
    // Three budgets and three workers; unbounded, three such files took over 6 GB.
    expect(growth).toBeLessThan(1_100);
  }, 60_000);

  it("counts what pdf.js's own decoders allocate too", async () => {
    await expect(pdf(runLengthBomb(64), { maxDecodedBytes: 8 * MB })).rejects.toThrow("The PDF's compressed content expands past 8 MiB");
    // Under the budget the same kind of file reads (its page is only spaces).
    await expect(pdf(runLengthBomb(1), { maxDecodedBytes: 8 * MB })).resolves.toEqual({ sections: [] });
  }, 30_000);
});
