import { StringDecoder } from "node:string_decoder";
import type { XMLParser } from "fast-xml-parser";
import { ExtractionError } from "./types";

// Office XML parts can be tens of MB: parsing one whole would build a tree many times its size. The
// parts we read are flat lists of small elements (sheet rows, shared strings, slide paragraphs,
// relationships), so we stream the part, cut out each element as a string, and parse only that
// element. Nothing before the first element (a DOCTYPE with entity tricks) is ever parsed.

// One element larger than this is not a row or a paragraph any sane file holds.
const MAX_ELEMENT_CHARS = 4 * 1024 * 1024;

function isNameEnd(ch: string | undefined): boolean {
  return ch === undefined || ch === ">" || ch === "/" || ch === " " || ch === "\t" || ch === "\n" || ch === "\r";
}

function findOpen(buf: string, open: string, from: number): number {
  for (let i = buf.indexOf(open, from); i >= 0; i = buf.indexOf(open, i + 1)) {
    // "<row" must not match "<rowBreaks"; at the buffer's end the next char is unknown yet (undefined).
    if (isNameEnd(buf[i + open.length])) return i;
  }
  return -1;
}

// Calls onElement with the source of each <tag>…</tag> or <tag/> in document order; returning
// false stops the scan (and the inflation). Elements of the same tag must not nest, which holds
// for every tag this module scans.
export async function scanElements(
  source: AsyncIterable<Buffer>,
  tag: string,
  onElement: (xml: string) => boolean | void,
): Promise<void> {
  const decoder = new StringDecoder("utf8");
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let buf = "";
  // Where to resume looking for the close tag of an element left open by the previous chunk, so a
  // long element is scanned once rather than once per chunk.
  let closeFrom = 0;
  for await (const chunk of source) {
    buf += decoder.write(chunk);
    let pos = 0;
    for (;;) {
      const start = findOpen(buf, open, pos);
      if (start < 0 || start + open.length >= buf.length) {
        pos = start >= 0 ? start : Math.max(pos, buf.length - open.length);
        break;
      }
      const gt = buf.indexOf(">", start);
      if (gt < 0) {
        pos = start;
        break;
      }
      let end: number;
      if (buf[gt - 1] === "/") {
        end = gt + 1;
      } else {
        const at = buf.indexOf(close, Math.max(gt, start + closeFrom));
        if (at < 0) {
          pos = start;
          closeFrom = Math.max(0, buf.length - start - close.length);
          break;
        }
        end = at + close.length;
      }
      closeFrom = 0;
      if (onElement(buf.slice(start, end)) === false) return;
      pos = end;
    }
    buf = buf.slice(pos);
    if (buf.length > MAX_ELEMENT_CHARS) throw new ExtractionError(`The document holds a <${tag}> element too large to read`);
  }
}

// fast-xml-parser's ordered output: each node is { tag: children[], ":@"?: attributes } or
// { "#text": string }.
export type XmlNode = Record<string, unknown>;

const PARSER_OPTIONS: ConstructorParameters<typeof XMLParser>[0] = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  // Spaces between text runs are meaningful ("Hello " + "world").
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are decoded by decodeEntities below: fast-xml-parser's own decoding (with
  // htmlEntities, needed for &#233;) made parsing a sheet row three times slower.
  processEntities: false,
};

// Created when an Office format first needs it (see csv.ts); the worker preloads it for XLSX and
// PPTX, and their readers call loadXmlParser() before anything else, so parseElement has it.
let parser: XMLParser | undefined;

export async function loadXmlParser(): Promise<void> {
  const { XMLParser } = await import("fast-xml-parser");
  parser ??= new XMLParser(PARSER_OPTIONS);
}

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

// The five XML entities and numeric character references, in one pass ("&amp;lt;" is "&lt;").
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name]!;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
  });
}

export function parseElement(xml: string): XmlNode[] {
  if (!parser) throw new Error("The XML parser is not loaded: call loadXmlParser() first");
  try {
    return parser.parse(xml) as XmlNode[];
  } catch (err) {
    throw new ExtractionError("The document's XML is damaged", { cause: err });
  }
}

export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((k) => k !== ":@");
}

export function attributesOf(node: XmlNode): Record<string, string> {
  const raw = node[":@"] as Record<string, string> | undefined;
  if (!raw) return {};
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decodeEntities(v)]));
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag === undefined ? undefined : node[tag];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

// The attributes of the (single) element in `xml`.
export function elementAttributes(xml: string): Record<string, string> {
  const first = parseElement(xml)[0];
  return first ? attributesOf(first) : {};
}

export interface TextRules {
  // Elements whose text content is document text (<a:t>, <t>).
  text: ReadonlySet<string>;
  // Elements that stand for a line break or a tab.
  lineBreak?: ReadonlySet<string>;
  tab?: ReadonlySet<string>;
  // Elements to leave out with everything inside (slide-number fields, phonetic guides).
  skip?: (tag: string, attributes: Record<string, string>) => boolean;
}

// Concatenates, in document order, the text of the `text` elements under `nodes`.
export function textOf(nodes: XmlNode[], rules: TextRules, inText = false): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node["#text"] === "string") {
      if (inText) out += decodeEntities(node["#text"]);
      continue;
    }
    const tag = tagOf(node);
    if (tag === undefined) continue;
    if (rules.skip?.(tag, attributesOf(node))) continue;
    if (rules.lineBreak?.has(tag)) out += "\n";
    else if (rules.tab?.has(tag)) out += "\t";
    else out += textOf(childrenOf(node), rules, inText || rules.text.has(tag));
  }
  return out;
}

// <Relationship Id="rId1" Type="…/worksheet" Target="worksheets/sheet1.xml"/> of a .rels part.
export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

export async function readRelationships(source: AsyncIterable<Buffer>): Promise<Relationship[]> {
  const rels: Relationship[] = [];
  await scanElements(source, "Relationship", (xml) => {
    const a = elementAttributes(xml);
    if (a.Id && a.Target) rels.push({ id: a.Id, type: a.Type ?? "", target: a.Target, external: a.TargetMode === "External" });
  });
  return rels;
}
