import { describe, expect, it } from "vitest";
import { activeExtractionWorkers, extractText } from "@/lib/files/extract";
import { makeDocx, makeLyingZipDocx, makeManyEntriesDocx, makePptx, makeXlsx, makeZipBombDocx, TYPES } from "../../fixtures/make-files";
import { deflatedZeros, makeZip } from "../../fixtures/make-zip";

const run = (bytes: Buffer, type: keyof typeof TYPES, limits = {}) =>
  extractText({ bytes, contentType: TYPES[type], filename: `evidence.${type}` }, limits);

// Refusing a hostile archive must cost neither time nor memory: nothing may be inflated first.
// The hostile file is built before measuring, so only the refusal's own cost is counted.
async function expectRefusedCheaply(work: () => Promise<unknown>, message: string | RegExp): Promise<void> {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  await expect(work()).rejects.toMatchObject({ name: "ExtractionError", message });
  expect(performance.now() - started).toBeLessThan(2_000);
  const after = process.memoryUsage();
  expect(after.rss - before.rss).toBeLessThan(50 * 1024 * 1024);
  expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(50 * 1024 * 1024);
}

describe("DOCX", () => {
  it("groups paragraphs under their headings and keeps table rows together", async () => {
    const bytes = makeDocx([
      { para: "Project Falcon: design notes." },
      { heading: "Technological uncertainty" },
      { para: "We did not know whether the <binder> would survive 900 C." },
      { para: "Standard practice gave no answer." },
      { heading: "Experiments" },
      { table: [["Run", "Result"], ["1", "cracked"], ["2", "held"]] },
    ]);
    const { sections } = await run(bytes, "docx");
    expect(sections).toEqual([
      { text: "Project Falcon: design notes." },
      {
        section: "Technological uncertainty",
        text: "Technological uncertainty\n\nWe did not know whether the <binder> would survive 900 C.\n\nStandard practice gave no answer.",
      },
      { section: "Experiments", text: "Experiments\n\nRun | Result\n\n1 | cracked\n\n2 | held" },
    ]);
  });

  it("refuses a zip bomb from its directory alone, quickly and without inflating", async () => {
    const bomb = makeZipBombDocx(200);
    expect(bomb.length).toBeLessThan(400 * 1024);
    await expectRefusedCheaply(() => run(bomb, "docx"), "The archive expands past 100 MiB (compression bomb?)");
  });

  it("refuses an archive whose compression ratio is over 100:1", async () => {
    const bomb = makeZipBombDocx(50);
    await expectRefusedCheaply(() => run(bomb, "docx"), "The archive's compression ratio is over 100:1 (compression bomb?)");
  });

  it("catches entries that inflate past their declared size before mammoth sees them", async () => {
    const lying = makeLyingZipDocx(200);
    await expectRefusedCheaply(() => run(lying, "docx"), "The archive holds more data than it declares (compression bomb?)");
  });

  it("refuses an archive with more than 10,000 entries", async () => {
    const crowded = makeManyEntriesDocx(20_000);
    await expectRefusedCheaply(() => run(crowded, "docx"), "The archive has more than 10,000 entries");
  });

  it("applies lower archive limits when given", async () => {
    const bytes = makeDocx([{ para: "x".repeat(5_000) }]);
    await expect(run(bytes, "docx", { maxArchiveBytes: 2_000 })).rejects.toThrow("The archive expands past 2 KiB (compression bomb?)");
    await expect(run(bytes, "docx", { maxArchiveEntries: 3 })).rejects.toThrow("The archive has more than 3 entries");
  });

  it("terminates the mammoth worker at the time limit", async () => {
    const bytes = makeDocx(Array.from({ length: 2_000 }, (_, i) => ({ para: `Paragraph ${i} of the lab notebook.` })));
    await expect(run(bytes, "docx", { timeoutMs: 5 })).rejects.toMatchObject({
      name: "ExtractionError",
      message: "Timed out after 5 ms reading the document",
    });
    expect(activeExtractionWorkers()).toBe(0);
  });

  it("reports files that are not Word documents", async () => {
    await expect(run(Buffer.from("not a zip at all"), "docx")).rejects.toThrow("The document could not be read: it is not a valid Office (zip) file");
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    await expect(run(ole, "docx")).rejects.toThrow("The document is password-protected or in an old binary Office format");
    await expect(run(makeZip([{ name: "hello.txt", data: "hi" }]), "docx")).rejects.toThrow(/word\/document\.xml is missing/);
  });
});

describe("XLSX", () => {
  it("reads every sheet, shared strings, booleans and cached formula results", async () => {
    const { sections } = await run(await makeXlsx(450), "xlsx");
    expect(sections[0]).toEqual({ section: "Results", text: "Run | Binder | Porosity % | Passed\n1 | ceramic | 4.2 | TRUE | 8.4\n2 | polymer | 11.8 | FALSE" });
    // A long sheet is cut into sections that name their spreadsheet rows.
    expect(sections.slice(1).map((s) => s.section)).toEqual(["Log (rows 1-200)", "Log (rows 201-400)", "Log (rows 401-450)"]);
    expect(sections[3]!.text.split("\n")[0]).toBe("entry 401 | furnace at 1201 C");
  });

  it("reads inline strings, rich text without phonetic guides, and absolute part paths", async () => {
    const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
    const bytes = makeZip([
      { name: "_rels/.rels", data: xml(`<Relationships><Relationship Id="r1" Type="x/officeDocument" Target="/xl/workbook.xml"/></Relationships>`) },
      { name: "xl/workbook.xml", data: xml(`<workbook><sheets><sheet name="Lab &amp; field" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
      {
        name: "xl/_rels/workbook.xml.rels",
        data: xml(`<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rId2" Type="x/sharedStrings" Target="strings.xml"/></Relationships>`),
      },
      { name: "xl/strings.xml", data: xml(`<sst><si><r><t>Temp</t></r><r><t xml:space="preserve"> (°C)</t></r><rPh><t>テンプ</t></rPh></si></sst>`) },
      {
        name: "xl/worksheets/data.xml",
        data: xml(
          `<worksheet><sheetData><row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3" t="inlineStr"><is><t>41 &lt; 42 &#x2103;</t></is></c>` +
            `<c r="C3" t="e"><v>#DIV/0!</v></c></row><row r="4" spans="1:3"/></sheetData><rowBreaks count="0"/></worksheet>`,
        ),
      },
    ]);
    expect((await run(bytes, "xlsx")).sections).toEqual([{ section: "Lab & field", text: "Temp (°C) | 41 < 42 ℃ | #DIV/0!" }]);
  });

  it("stops at the text cap", async () => {
    const { sections, truncated } = await run(await makeXlsx(5_000), "xlsx", { maxTextChars: 2_000 });
    expect(truncated).toBe(true);
    expect(sections.reduce((n, s) => n + s.text.length, 0)).toBeLessThanOrEqual(2_000);
  });

  it("runs the same archive checks", async () => {
    const bomb = makeZipBombDocx(200);
    await expectRefusedCheaply(() => run(bomb, "xlsx"), "The archive expands past 100 MiB (compression bomb?)");
  });
});

describe("PPTX", () => {
  it("reads slides in deck order with their speaker notes, without slide-number fields", async () => {
    const { sections } = await run(makePptx(), "pptx");
    expect(sections).toEqual([
      { section: "Slide 1", text: "Hypothesis: a ceramic binder\nreduces porosity & cracking\n\nNotes: Mention the failed 2023 batch." },
      { section: "Slide 2", text: "Results\nPorosity fell from 12% to 4%" },
    ]);
  });

  it("checks the size of the entries it inflates itself", async () => {
    // A "slide" that declares 64 KiB and inflates to 200 MiB of zeros.
    const lying = makeZip([{ name: "ppt/slides/slide1.xml", deflated: deflatedZeros(200), declaredSize: 64 * 1024 }]);
    await expectRefusedCheaply(() => run(lying, "pptx"), "The archive holds more data than it declares (compression bomb?)");
  });
});
