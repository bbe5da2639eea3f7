// A tiny PDF writer for fixtures: real, valid PDFs (cross-reference table with exact offsets) whose
// pages show text in the standard Helvetica font, so pdf.js extracts exactly what was written.
// Kept free of the code under test so the benchmark can use it too.

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function contentStream(lines: string[]): string {
  const ops = ["BT", "/F1 12 Tf", "14 TL", "72 720 Td"];
  for (const line of lines) ops.push(`(${escapePdfString(line)}) Tj T*`);
  ops.push("ET");
  return ops.join("\n");
}

interface PdfOptions {
  // Extra entries for the trailer dictionary (e.g. an /Encrypt reference).
  trailerExtra?: string;
  // Extra objects appended after the pages, numbered from the next free object number.
  extraObjects?: string[];
}

// One string[] per page, one string per text line. Object layout: 1 catalog, 2 page tree, 3 font,
// then a page object and its content stream for each page.
export function makePdf(pages: string[][], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  pages.forEach((lines, i) => {
    const contentId = pageIds[i]! + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    const stream = contentStream(lines);
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });
  objects.push(...(options.extraObjects ?? []));

  let body = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  const xref = [`xref\n0 ${objects.length + 1}`, "0000000000 65535 f "];
  for (const off of offsets) xref.push(`${String(off).padStart(10, "0")} 00000 n `);
  body += `${xref.join("\n")}\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailerExtra ?? ""} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// The benchmark's document: `count` pages of SR&ED-like prose, each page naming its own number so
// tests can check the page attribution.
export function makeManyPagePdf(count = 100): Buffer {
  const pages: string[][] = [];
  for (let p = 1; p <= count; p++) {
    const lines = [`Page ${p} of the thermal test report.`];
    for (let l = 1; l <= 30; l++) {
      lines.push(`Run ${p}.${l}: the prototype heat sink reached ${40 + ((p * l) % 37)} C at ${l * 5} W load.`);
    }
    pages.push(lines);
  }
  return makePdf(pages);
}

// Standard security handler, revision 2, with /O and /U values that no empty user password
// matches: pdf.js must ask for a password.
export function makeEncryptedPdf(): Buffer {
  const hex = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, "0")).join("");
  const encrypt = `<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(97)}> /P -44 >>`;
  // The catalog, tree, font and one page with its content are objects 1-5; /Encrypt is object 6.
  return makePdf([["Secret lab notes"]], {
    extraObjects: [encrypt],
    trailerExtra: `/Encrypt 6 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  });
}

// Not a PDF at all past its header: pdf.js must fail to find any structure.
export function makeCorruptPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x5a), Buffer.from("\n%%EOF\n")]);
}
