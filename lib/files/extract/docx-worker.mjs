// Reads a DOCX's paragraphs with mammoth in a worker thread; docx.ts starts it, one per file, after
// the archive checks. mammoth parses word/document.xml into a DOM several times its size, so a
// large document must not do that on the server's main thread. Plain ESM JavaScript, like
// pdf-worker.mjs, so it runs without a build step.
import { isMainThread, parentPort } from "node:worker_threads";
import mammoth from "mammoth";

// mammoth reads the document tree (paragraphs with their style names, tables, runs) and would then
// render HTML. We read the tree in its transformDocument hook and hand back an empty body, so the
// HTML step renders nothing and no image is ever read. That gives real headings (from the Heading
// styles), which extractRawText loses, without guessing them from short lines.

const HEADING_STYLE = /^(heading\s*[1-9]|title|subtitle)$/i;

function isHeading(p) {
  return HEADING_STYLE.test(p.styleName ?? "") || HEADING_STYLE.test(p.styleId ?? "");
}

function inlineText(el) {
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
function collectBlocks(el, out) {
  if (el.type === "paragraph") {
    out.push({ text: inlineText(el), heading: isHeading(el) });
  } else if (el.type === "tableRow") {
    const cells = (el.children ?? []).map((cell) => {
      const inner = [];
      collectBlocks(cell, inner);
      return inner.map((b) => b.text.trim()).filter(Boolean).join(" ");
    });
    out.push({ text: cells.join(" | "), heading: false });
  } else {
    for (const child of el.children ?? []) collectBlocks(child, out);
  }
}

// Resolves to { ok: true, blocks: [{ text, heading }] } or { ok: false, message }.
export async function readDocxBlocks(data) {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let blocks = [];
  try {
    await mammoth.convertToHtml(
      { buffer },
      {
        transformDocument: (doc) => {
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

if (!isMainThread && parentPort) {
  parentPort.once("message", async ({ data }) => {
    parentPort.postMessage(await readDocxBlocks(data));
  });
  // mammoth is loaded: from here on, a crash is the file's doing (see run-worker.ts).
  parentPort.postMessage({ ready: true });
}
