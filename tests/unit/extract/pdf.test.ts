import { existsSync } from "node:fs";
import { getResolvedPDFJS, definePDFJSModule } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { activeExtractionWorkers, extractText, workerBundlePath } from "@/lib/files/extract";
import { makeCorruptPdf, makeEncryptedPdf, makeManyPagePdf, makePdf, TYPES } from "../../fixtures/make-files";

const pdf = (bytes: Buffer, limits = {}) => extractText({ bytes, contentType: TYPES.pdf, filename: "report.pdf" }, limits);

describe("PDF extraction (in a worker thread)", () => {
  afterAll(() => {
    expect(activeExtractionWorkers()).toBe(0);
  });

  it("extracts each page's text with its 1-based page number", async () => {
    const bytes = makePdf([["Thermal test report", "Run 1 reached 41 C (nominal)."], ["Page two: the fan failed at 3,000 rpm."]]);
    const { sections, truncated } = await pdf(bytes);
    expect(truncated).toBeUndefined();
    expect(sections).toEqual([
      { text: "Thermal test report\nRun 1 reached 41 C (nominal).", page: 1 },
      { text: "Page two: the fan failed at 3,000 rpm.", page: 2 },
    ]);
  });

  it("reads the 100-page document with every page attributed", async () => {
    const { sections } = await pdf(makeManyPagePdf(100));
    expect(sections).toHaveLength(100);
    expect(sections[41]!.page).toBe(42);
    expect(sections[41]!.text).toMatch(/^Page 42 of the thermal test report\.\nRun 42\.1: /);
  });

  it("refuses a PDF with more pages than allowed", async () => {
    await expect(pdf(makeManyPagePdf(100), { maxPages: 50 })).rejects.toThrow("The PDF has 100 pages; at most 50 can be indexed");
  });

  it("reports a password-protected PDF", async () => {
    await expect(pdf(makeEncryptedPdf())).rejects.toMatchObject({ name: "ExtractionError", message: "The PDF is password-protected" });
  });

  it("reports a corrupt or truncated PDF", async () => {
    await expect(pdf(makeCorruptPdf())).rejects.toThrow(/^The PDF could not be read: /);
    const whole = makeManyPagePdf(10);
    await expect(pdf(whole.subarray(0, whole.length / 3))).rejects.toThrow(/^The PDF could not be read: /);
  });

  it("stops reading at the text cap and says so", async () => {
    const { sections, truncated } = await pdf(makeManyPagePdf(100), { maxTextChars: 5_000 });
    expect(truncated).toBe(true);
    const chars = sections.map((s) => s.text).join("").length;
    expect(chars).toBeLessThanOrEqual(5_000);
    expect(chars).toBeGreaterThan(4_900);
    expect(sections.length).toBeLessThan(10);
  });

  it("terminates the worker at the time limit", async () => {
    const started = Date.now();
    await expect(pdf(makeManyPagePdf(100), { timeoutMs: 5 })).rejects.toMatchObject({
      name: "ExtractionError",
      message: "Timed out after 5 ms reading the PDF",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The promise settles only after the worker's "exit" event: no thread is left running.
    expect(activeExtractionWorkers()).toBe(0);
  });

  it("finds the worker bundle under the app's root", () => {
    const path = workerBundlePath();
    expect(path).toMatch(/[/\\]\.build[/\\]extract-worker\.mjs$/);
    expect(existsSync(path)).toBe(true);
  });
});

describe("pdf.js options", () => {
  it("passes isEvalSupported: false through unpdf to pdf.js's getDocument", async () => {
    // Wrap the real pdf.js so the worker module's own call can be observed, here on the main thread.
    const real = await getResolvedPDFJS();
    const seen: Record<string, unknown>[] = [];
    await definePDFJSModule(async () => ({
      ...real,
      getDocument: (params: Parameters<typeof real.getDocument>[0]) => {
        seen.push(params as Record<string, unknown>);
        return real.getDocument(params);
      },
    }));
    const { readPdfPages, PDF_OPTIONS } = await import("@/lib/files/extract/pdf-read");
    const result = await readPdfPages(new Uint8Array(makePdf([["Evaluated nothing"]])), { maxPages: 5, maxTextChars: 1000 });
    expect(result).toEqual({ ok: true, pages: ["Evaluated nothing"], truncated: false });
    expect(PDF_OPTIONS.isEvalSupported).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ isEvalSupported: false, verbosity: 0 });
  });
});
