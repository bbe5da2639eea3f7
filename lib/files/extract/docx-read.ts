// Reads a DOCX's paragraphs with mammoth. Runs inside the extraction worker (worker.ts), after the
// archive checks of docx.ts: mammoth parses word/document.xml into a DOM several times its size.

// mammoth reads the document tree (paragraphs with their style names, tables, runs) and would then
// render HTML. We read the tree in its transformDocument hook and hand back an empty body, so the
// HTML step renders nothing and no image is ever read. That gives real headings (from the Heading
// styles), which extractRawText loses, without guessing them from short lines.

export interface DocxBlock {
  text: string;
  heading: boolean;
}

export type DocxReadResult = { ok: true; blocks: DocxBlock[] } | { ok: false; message: string };

// The parts of mammoth's document tree that are read here.
interface DocxElement {
  type: string;
  value?: string;
  checked?: boolean;
  styleName?: string | null;
  styleId?: string | null;
  children?: DocxElement[];
}

const HEADING_STYLE = /^(?:heading\s*[1-9]|title|subtitle)$/i;

// mammoth is loaded only for a DOCX; a broken install fails here, before the file is looked at.
export async function loadMammoth(): Promise<void> {
  await import("mammoth");
}

function isHeading(p: DocxElement): boolean {
  return HEADING_STYLE.test(p.styleName ?? "") || HEADING_STYLE.test(p.styleId ?? "");
}

function inlineText(el: DocxElement): string {
  switch (el.type) {
    case "text":
      return el.value ?? "";
    case "tab":
      return "\t";
    case "break":
      return "\n";
    case "checkbox":
      return el.checked ? "[x] " : "[ ] ";
    default:
      return (el.children ?? []).map(inlineText).join("");
  }
}

// Paragraphs become blocks; a table row becomes one block with its cells joined by " | ", so a
// row's label and its values stay together in one chunk.
function collectBlocks(el: DocxElement, out: DocxBlock[]): void {
  if (el.type === "paragraph") {
    out.push({ text: inlineText(el), heading: isHeading(el) });
  } else if (el.type === "tableRow") {
    const cells = (el.children ?? []).map((cell) => {
      const inner: DocxBlock[] = [];
      collectBlocks(cell, inner);
      return inner
        .map((b) => b.text.trim())
        .filter(Boolean)
        .join(" ");
    });
    out.push({ text: cells.join(" | "), heading: false });
  } else {
    for (const child of el.children ?? []) collectBlocks(child, out);
  }
}

export async function readDocxBlocks(data: Uint8Array): Promise<DocxReadResult> {
  const { default: mammoth } = await import("mammoth");
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let blocks: DocxBlock[] = [];
  try {
    await mammoth.convertToHtml(
      { buffer },
      {
        transformDocument: (doc: DocxElement) => {
          blocks = [];
          collectBlocks(doc, blocks);
          return { ...doc, children: [] };
        },
      },
    );
    return { ok: true, blocks };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
