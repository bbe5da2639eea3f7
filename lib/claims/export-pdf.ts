import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { ExportDocument } from "./export-document";

// The export as a PDF. pdf-lib rather than pdfkit: pdf-lib is pure JavaScript with its standard
// fonts built in, so it needs no file system and no bundler settings and runs in a Node serverless
// function as it is; pdfkit reads its font metrics (.afm) from its package folder at run time,
// which bundled server code does not ship unless the package is kept external. pdf-lib lays out
// nothing itself: the small layout here wraps words to the measure and breaks pages.
//
// The standard fonts encode WinAnsi (Latin-1 and typographic marks) only: other characters are
// reduced to their base letter where they have one ("ő" → "o"), else shown as "?".

const PAGE = { width: 612, height: 792 }; // US Letter, as the CRA's forms
const MARGIN = 56;
const MEASURE = PAGE.width - 2 * MARGIN;
const FOOT = 36;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface Style {
  font: keyof Fonts;
  size: number;
  before?: number;
  after?: number;
  indent?: number;
}

const STYLES = {
  title: { font: "bold", size: 17, after: 10 },
  h1: { font: "bold", size: 13, before: 14, after: 6 },
  h2: { font: "bold", size: 11, before: 10, after: 4 },
  body: { font: "regular", size: 10.5, after: 5 },
  note: { font: "italic", size: 9.5, after: 5 },
  bullet: { font: "regular", size: 10.5, after: 2, indent: 12 },
} satisfies Record<string, Style>;

class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private readonly encodable: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.encodable = new Set(fonts.regular.getCharacterSet());
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  /** The text in characters the standard fonts can draw. */
  clean(text: string): string {
    let out = "";
    for (const ch of text.replace(/\t/g, "    ")) {
      const cp = ch.codePointAt(0)!;
      if (this.encodable.has(cp)) out += ch;
      else {
        const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
        out += [...base].every((c) => this.encodable.has(c.codePointAt(0)!)) && base !== "" ? base : "?";
      }
    }
    return out;
  }

  /** Lines of at most `width` points; a word longer than a line is cut. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    for (let word of text.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  paragraph(text: string, style: Style, prefix = "") {
    const font = this.fonts[style.font];
    const indent = style.indent ?? 0;
    const leading = style.size * 1.35;
    this.y -= style.before ?? 0;
    const lines = this.wrap(this.clean(text), font, style.size, MEASURE - indent);
    lines.forEach((line, i) => {
      if (this.y - leading < MARGIN + FOOT) this.newPage();
      this.y -= leading;
      if (i === 0 && prefix) this.page.drawText(prefix, { x: MARGIN, y: this.y, size: style.size, font });
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size: style.size, font, color: rgb(0.1, 0.1, 0.1) });
    });
    this.y -= style.after ?? 0;
  }

  /** "Label: value", the label bold, wrapped as one paragraph. */
  labelled(label: string, value: string) {
    const style = STYLES.body;
    const head = `${this.clean(label)}: `;
    const width = this.fonts.bold.widthOfTextAtSize(head, style.size);
    const lines = this.wrap(this.clean(value), this.fonts.regular, style.size, MEASURE - width);
    const leading = style.size * 1.35;
    lines.forEach((line, i) => {
      if (this.y - leading < MARGIN + FOOT) this.newPage();
      this.y -= leading;
      if (i === 0) this.page.drawText(head, { x: MARGIN, y: this.y, size: style.size, font: this.fonts.bold });
      this.page.drawText(line, { x: MARGIN + width, y: this.y, size: style.size, font: this.fonts.regular });
    });
    this.y -= style.after;
  }

  /** The footer and page numbers, on every page once the content is laid out. */
  foot(text: string) {
    const clean = this.clean(text);
    this.pages.forEach((page, i) => {
      const size = 7.5;
      const lines = this.wrap(`${clean} Page ${i + 1} of ${this.pages.length}.`, this.fonts.italic, size, MEASURE);
      lines.forEach((line, j) => page.drawText(line, { x: MARGIN, y: MARGIN - 8 - j * size * 1.3, size, font: this.fonts.italic }));
    });
  }
}

export async function renderPdf(doc: ExportDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.heading}: ${doc.projectName}`);
  pdf.setCreator("SR&ED Workspace");
  pdf.setProducer("SR&ED Workspace");
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const layout = new Layout(pdf, fonts);
  layout.paragraph(doc.heading, STYLES.title);
  for (const f of doc.facts) layout.labelled(f.label, f.value);
  layout.paragraph("Section A: Project identification", STYLES.h1);
  for (const f of doc.sectionA) layout.labelled(f.label, f.value);
  layout.paragraph("Section B: Project descriptions", STYLES.h1);
  for (const line of doc.lines) {
    layout.paragraph(`Line ${line.number}: ${line.question}`, STYLES.h2);
    const paragraphs = line.text.split(/\r?\n/).filter((p) => p.trim() !== "");
    if (paragraphs.length === 0) layout.paragraph("Not drafted yet.", STYLES.note);
    for (const p of paragraphs) layout.paragraph(p, STYLES.body);
    layout.paragraph(`${line.wordCount} of ${line.wordLimit} words`, STYLES.note);
  }
  layout.paragraph("Evidence", STYLES.h1);
  if (doc.evidence.length === 0) layout.paragraph("No files uploaded.", STYLES.note);
  for (const e of doc.evidence) layout.paragraph(`${e.filename}, uploaded ${e.date}${e.note ? ` (${e.note})` : ""}`, STYLES.bullet, "•");
  layout.paragraph(doc.footer, { ...STYLES.note, before: 12 });
  layout.foot(doc.pageFooter);
  return new Uint8Array(await pdf.save());
}
