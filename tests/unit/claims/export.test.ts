import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { emptyContent, toClaimDTO } from "@/lib/claims/dto";
import { buildExportDocument, exportFilename, type ExportInput } from "@/lib/claims/export-document";
import { renderDocx } from "@/lib/claims/export-docx";
import { renderPdf } from "@/lib/claims/export-pdf";

// The export's content, read back from the files themselves: the DOCX through mammoth, the PDF
// through unpdf (pdf.js), as a reader of the download would see them.

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

const LINE_244 = [
  "We built three prototypes of the adaptive delta model and measured each against LZ4 on 40 recorded sessions.",
  "The second prototype cut the encode latency by 60%, from 5 ms to 2 ms, at the same compression ratio.",
].join("\n");

function input(overrides: Partial<ExportInput> = {}): ExportInput {
  const claim = toClaimDTO(
    "7f0e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
    3,
    {
      ...emptyContent(),
      title: "Adaptive sensor compression",
      startDate: "2025-02",
      completionDate: "2025-11",
      fieldOfScienceCode: "2.02.09",
      line242: "No known codec reached 2 ms encode latency on the sensor MCU within 32 KB of RAM.",
      line244: LINE_244,
      line246: "",
    },
    new Date("2026-01-30T15:45:00Z"),
  );
  return {
    project: { name: "Adaptive sensor compression", fiscalYear: "2025" },
    claim,
    files: [
      { originalFilename: "lab-notebook.pdf", uploadedAt: new Date("2025-06-12T10:00:00Z"), indexStatus: "READY" },
      { originalFilename: "scan.png", uploadedAt: new Date("2025-07-01T09:00:00Z"), indexStatus: "FAILED" },
    ],
    exportedAt: new Date("2026-01-31T12:00:00Z"),
    ...overrides,
  };
}

const EXPECTED = [
  "Form T661, Part 2: Project information",
  "Project: Adaptive sensor compression",
  "Fiscal year: 2025",
  "Form: T661 (20)",
  "Claim version: 3 (saved 2026-01-30 15:45 UTC)",
  "Exported: 2026-01-31 12:00 UTC",
  "Project title: Adaptive sensor compression",
  "Start date (year and month): 2025-02",
  "Completion or expected completion date (year and month): 2025-11",
  "Field of science or technology code (line 206): 2.02.09 Software engineering and technology",
  "Line 242: What scientific or technological uncertainties did you attempt to overcome?",
  "No known codec reached 2 ms encode latency on the sensor MCU within 32 KB of RAM.",
  "17 of 350 words",
  "Line 244: What work did you perform in the tax year",
  "The second prototype cut the encode latency by 60%, from 5 ms to 2 ms, at the same compression ratio.",
  "38 of 700 words",
  "Line 246: What scientific or technological advancements",
  "Not drafted yet.",
  "0 of 350 words",
  "Evidence",
  "lab-notebook.pdf, uploaded 2025-06-12",
  "scan.png, uploaded 2025-07-01 (could not be read by the workspace)",
  "Version 3 of the claim, exported 2026-01-31 12:00 UTC.",
];

describe("claim export", () => {
  it("writes a DOCX with the identification, the lines with their questions and counts, the evidence and the version", async () => {
    const bytes = await renderDocx(buildExportDocument(input()));
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe("PK");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const text = flat(value);
    for (const expected of EXPECTED) expect(text).toContain(expected);
    // The line's paragraphs stay paragraphs.
    expect(value).toMatch(/sessions\.\s*\n+\s*The second prototype/);
  });

  it("writes a PDF with the same content, wrapped and paginated", async () => {
    const bytes = await renderPdf(buildExportDocument(input()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(totalPages).toBe(1);
    const flatText = flat(text);
    for (const expected of EXPECTED) expect(flatText).toContain(expected);
    expect(flatText).toContain("Adaptive sensor compression: T661 Part 2, version 3, exported 2026-01-31 12:00 UTC. Page 1 of 1.");
  });

  it("breaks a long draft across pages and keeps every word", async () => {
    const long = Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ");
    const doc = input();
    doc.claim.lines["244"].text = `${long}\n${long}`;
    const pdf = await getDocumentProxy(new Uint8Array(await renderPdf(buildExportDocument(doc))));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(flat(text)).toContain("word0 word1");
    expect(flat(text)).toContain("word698 word699");
    expect(flat(text)).toContain(`Page ${totalPages} of ${totalPages}.`);
  });

  it("draws characters outside the standard fonts as their base letter, or ?", async () => {
    const doc = input();
    doc.claim.lines["242"].text = "Mesure à 5 °C — résultat ő ≥ 測";
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await renderPdf(buildExportDocument(doc)))), { mergePages: true });
    expect(flat(text)).toContain("Mesure à 5 °C — résultat o ? ?");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await renderDocx(buildExportDocument(doc))) });
    expect(value).toContain("Mesure à 5 °C — résultat ő ≥ 測");
  });

  it("falls back on the project's name and says what is missing", () => {
    const doc = buildExportDocument(input({ claim: toClaimDTO("7f0e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b", 0, emptyContent(), null), files: [] }));
    expect(doc.sectionA).toEqual([
      { label: "Project title", value: "Adaptive sensor compression" },
      { label: "Start date (year and month)", value: "Not given" },
      { label: "Completion or expected completion date (year and month)", value: "Not given" },
      { label: "Field of science or technology code (line 206)", value: "Not given" },
    ]);
    expect(doc.facts).toContainEqual({ label: "Claim version", value: "0 (never saved)" });
    expect(doc.evidence).toEqual([]);
  });

  it("names the file after the project and the version", () => {
    expect(exportFilename("Adaptive sensor compression", 3, "docx")).toBe("T661-Part2-Adaptive-sensor-compression-v3.docx");
    expect(exportFilename("Étude ‹thermique› / phase 2", 1, "pdf")).toBe("T661-Part2-Etude-thermique-phase-2-v1.pdf");
    expect(exportFilename("測定", 0, "pdf")).toBe("T661-Part2-project-v0.pdf");
    expect(exportFilename(`${"word ".repeat(20)}-- `, 2, "pdf")).toBe(`T661-Part2-${Array(12).fill("word").join("-")}-v2.pdf`);
    expect(exportFilename(`${"x".repeat(80)} tail`, 2, "pdf")).toBe(`T661-Part2-${"x".repeat(60)}-v2.pdf`);
  });
});
