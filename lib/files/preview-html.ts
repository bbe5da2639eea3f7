import type { IOptions, Transformer } from "sanitize-html";

// The HTML policy of the in-app Word preview. mammoth renders the document's own text as HTML in
// the extraction worker (extract/docx-html.ts), and this allow-list is applied there before the
// HTML leaves the worker: only text structure survives (headings, paragraphs, lists, tables,
// emphasis), images only as inline PNG/JPEG/GIF data: URIs, links only to places inside the
// document. Outside links are kept as text with their address in a title, never followed, so the
// preview calls out to nobody. No scripts, event handlers, styles, forms, frames or remote
// resources: the browser shows it in a sandboxed frame with its own Content-Security-Policy too.
//
// Pure (no server-only): the extraction worker bundle imports it, and so do the unit tests.

const TAGS = [
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
  ...["strong", "b", "em", "i", "u", "s", "del", "sub", "sup", "small", "span"],
  ...["ul", "ol", "li", "dl", "dt", "dd"],
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ...["a", "img"],
];

// Elements whose content is dropped with them, not kept as text.
const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option", "noscript", "xmp", "iframe", "noembed", "noframes", "plaintext", "title", "template", "svg", "math", "object"];

/** The data: URI prefixes an image may have: raster types browsers cannot run code from. */
export const DATA_IMAGE_PREFIXES = ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,"] as const;

export const isDataImage = (src: string | undefined): boolean =>
  typeof src === "string" && DATA_IMAGE_PREFIXES.some((prefix) => src.startsWith(prefix)) && !/[\s"'<>]/.test(src);

// A link inside the document stays a link (mammoth writes footnote, endnote, comment and bookmark
// anchors as ids and "#..." links); any other becomes plain text carrying its address.
const link: Transformer = (_tag, attribs) => {
  const href = attribs.href ?? "";
  const kept: Record<string, string> = {};
  if (attribs.id) kept.id = attribs.id;
  if (href.startsWith("#")) return { tagName: "a", attribs: { ...kept, href } };
  if (!href) return { tagName: "a", attribs: kept }; // a bookmark: the target of "#..." links
  return { tagName: "span", attribs: { ...kept, class: "doc-link", title: href } };
};

export const PREVIEW_SANITIZE_OPTIONS: IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ["href", "id"],
    span: ["class", "title", "id"],
    img: ["src", "alt"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    li: ["id"],
    dt: ["id"],
  },
  allowedClasses: { span: ["doc-link"] },
  // No scheme at all for links (only "#..." survives the transform), data: for images only.
  allowedSchemes: [],
  allowedSchemesByTag: { img: ["data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: link },
  // An image without a usable inline source is dropped rather than left as a broken frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !isDataImage(frame.attribs.src),
};

type Sanitize = (html: string, options: IOptions) => string;

let sanitizer: Sanitize | undefined;

/** Loads sanitize-html (the worker preloads it for a preview before saying it is ready). */
export async function loadPreviewSanitizer(): Promise<Sanitize> {
  sanitizer ??= (await import("sanitize-html")).default as Sanitize;
  return sanitizer;
}

/** The preview's HTML after the allow-list above. */
export async function sanitizePreviewHtml(html: string): Promise<string> {
  const sanitize = await loadPreviewSanitizer();
  return sanitize(html, PREVIEW_SANITIZE_OPTIONS);
}
