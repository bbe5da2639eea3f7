import { sanitizePreviewHtml } from "../preview-html";
import { MAX_HTML_CHARS, MAX_IMAGE_BYTES, MAX_IMAGES_TOTAL_BYTES } from "../view-limits";
import { checkDocxArchive } from "./docx";
import { ExtractionError, type Deadline, type ExtractionLimits } from "./types";

// The in-app Word preview: mammoth renders the document as HTML, here in the extraction worker
// after the same archive checks as indexing (docx.ts), and the HTML is sanitized before it leaves
// the worker (../preview-html.ts). Images are inlined as data: URIs only when their bytes are a
// PNG, JPEG or GIF (the declared type is the document's word, not proof) and fit the budgets of
// ../view-limits.ts; others are left out and counted. Linked (external) images are never fetched:
// mammoth's external file access stays off. A style map embedded in the document is ignored.

export interface DocxHtml {
  html: string;
  truncated?: boolean;
  imagesOmitted: number;
}

// The raster type from the first bytes, or undefined.
function sniffImage(bytes: Buffer): "png" | "jpeg" | "gif" | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 6 && (bytes.subarray(0, 6).toString("latin1") === "GIF87a" || bytes.subarray(0, 6).toString("latin1") === "GIF89a")) return "gif";
  return undefined;
}

// Cuts before the last tag that starts inside the limit; the sanitizer closes what stays open.
function cut(html: string, limit: number): string {
  const at = html.lastIndexOf("<", limit);
  return html.slice(0, at > 0 ? at : limit);
}

export async function renderDocxHtml(bytes: Buffer, limits: ExtractionLimits, deadline: Deadline): Promise<DocxHtml> {
  await checkDocxArchive(bytes, limits, deadline);
  const { default: mammoth } = await import("mammoth");
  let imageBytes = 0;
  let imagesOmitted = 0;
  const convertImage = mammoth.images.imgElement(async (image) => {
    let data: Buffer;
    try {
      data = await image.read();
    } catch {
      imagesOmitted += 1; // a linked image (external access is off) or a missing part
      return { src: "" };
    }
    const type = sniffImage(data);
    if (!type || data.length > MAX_IMAGE_BYTES || imageBytes + data.length > MAX_IMAGES_TOTAL_BYTES) {
      imagesOmitted += 1;
      return { src: "" };
    }
    imageBytes += data.length;
    return { src: `data:image/${type};base64,${data.toString("base64")}` };
  });
  let raw: string;
  try {
    // A document may embed its own style map (mammoth/style-map), which can name any element:
    // only mammoth's default map applies here.
    const options = { convertImage, externalFileAccess: false, includeEmbeddedStyleMap: false, idPrefix: "doc-" };
    const result = await mammoth.convertToHtml({ buffer: bytes }, options);
    raw = result.value;
  } catch (err) {
    throw new ExtractionError(`The document could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  deadline.check();
  const truncated = raw.length > MAX_HTML_CHARS;
  const html = await sanitizePreviewHtml(truncated ? cut(raw, MAX_HTML_CHARS) : raw);
  return truncated ? { html, truncated, imagesOmitted } : { html, imagesOmitted };
}
