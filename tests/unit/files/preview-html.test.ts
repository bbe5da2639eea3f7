import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { ExtractionError, extractHtml } from "@/lib/files/extract";
import { sanitizePreviewHtml } from "@/lib/files/preview-html";
import { makeDocx, makeZipBombDocx, PNG_1X1, TYPES } from "../../fixtures/make-files";
import { makeHostileDocx, SCRIPT_URL, TRACKER, VISIBLE_TEXT } from "./hostile-docx";

// The in-app Word preview: mammoth's HTML, rendered in the extraction worker and sanitized there.
// What reaches the browser may hold text structure and inline raster images, nothing that runs or
// calls out.

interface Element {
  tag: string;
  attribs: Record<string, string>;
}

// Every element of an HTML string with its attributes, as htmlparser2 (under sanitize-html) reads it.
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // The checker itself must drop nothing: no URL filtering either.
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag, attribs: frame.attribs });
      return false;
    },
  });
  return found;
}

const ALLOWED = new Set(
  "h1 h2 h3 h4 h5 h6 p br hr blockquote pre code strong b em i u s del sub sup small span ul ol li dl dt dd table caption thead tbody tfoot tr th td a img".split(" "),
);

function expectInert(html: string): void {
  for (const { tag, attribs } of elementsOf(html)) {
    expect(ALLOWED.has(tag), `<${tag}> is not allowed`).toBe(true);
    for (const [name, value] of Object.entries(attribs)) {
      expect(name.toLowerCase().startsWith("on"), `${name} on <${tag}>`).toBe(false);
      expect(["id", "href", "src", "alt", "title", "class", "colspan", "rowspan"]).toContain(name);
      if (name === "href") expect(value.startsWith("#"), `href ${value}`).toBe(true);
      if (name === "src") expect(value).toMatch(/^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+$/);
    }
  }
}

const docx = (bytes: Buffer, limits = {}) => extractHtml({ bytes, contentType: TYPES.docx, filename: "evidence.docx" }, limits);

describe("the Word preview of a hostile DOCX", () => {
  it("keeps the text and strips scripts, handlers and remote resources", async () => {
    const { html, imagesOmitted, truncated } = await docx(makeHostileDocx());
    expectInert(html);
    expect(truncated).toBeUndefined();
    expect(html).toContain(VISIBLE_TEXT);
    // Markup typed into the document is text, escaped, never elements.
    expect(html).toContain("&lt;script&gt;alert('text')&lt;/script&gt;");
    expect(elementsOf(html).some((e) => e.tag === "script")).toBe(false);
    // The embedded style map (p => script) is ignored: paragraphs stay paragraphs.
    expect(elementsOf(html).filter((e) => e.tag === "p").length).toBeGreaterThanOrEqual(5);

    // The script-scheme link and the tracker are text with their address in a title, never links.
    const spans = elementsOf(html).filter((e) => e.tag === "span");
    expect(spans.map((s) => s.attribs.title)).toEqual(expect.arrayContaining([SCRIPT_URL, TRACKER]));
    expect(spans.every((s) => s.attribs.class === "doc-link")).toBe(true);
    // The bookmark link stays a link to its anchor inside the document.
    const links = elementsOf(html).filter((e) => e.tag === "a" && e.attribs.href);
    expect(links.map((a) => a.attribs.href)).toEqual(["#doc-results"]);
    expect(elementsOf(html)).toContainEqual({ tag: "a", attribs: { id: "doc-results" } });

    // Only the real PNG is inlined; the SVG in disguise, the remote and the local linked image are left out.
    const images = elementsOf(html).filter((e) => e.tag === "img");
    expect(images).toEqual([{ tag: "img", attribs: { src: `data:image/png;base64,${PNG_1X1.toString("base64")}`, alt: "Porosity chart" } }]);
    expect(imagesOmitted).toBe(3);
    expect(html).not.toContain("tracker.example/pixel.png");
    expect(html).not.toContain("/etc/passwd");
  });

  it("renders an ordinary document's headings, paragraphs and tables", async () => {
    const bytes = makeDocx([
      { heading: "Technological uncertainty" },
      { para: "We did not know whether the <binder> would survive 900 C." },
      { table: [["Run", "Result"], ["1", "cracked"]] },
    ]);
    const { html, imagesOmitted } = await docx(bytes);
    expect(html).toContain("<h1>Technological uncertainty</h1>");
    expect(html).toContain("<p>We did not know whether the &lt;binder&gt; would survive 900 C.</p>");
    expect(html).toMatch(/<table>.*<td><p>cracked<\/p><\/td>.*<\/table>/);
    expect(imagesOmitted).toBe(0);
  });

  it("refuses a compression bomb and anything but a DOCX, as file errors", async () => {
    await expect(docx(makeZipBombDocx(200))).rejects.toBeInstanceOf(ExtractionError);
    await expect(extractHtml({ bytes: Buffer.from("%PDF-1.4"), contentType: TYPES.pdf, filename: "a.pdf" })).rejects.toMatchObject({
      name: "ExtractionError",
      message: "Only Word documents (.docx) can be previewed",
    });
    await expect(docx(Buffer.from("not a zip at all"))).rejects.toBeInstanceOf(ExtractionError);
  });
});

describe("sanitizePreviewHtml", () => {
  it.each([
    [`<p>ok</p><script>alert(1)</script>`, `<p>ok</p>`],
    [`<img src=x onerror=alert(1)>`, ``],
    [`<img src="https://tracker.example/p.png" alt="t">`, ``],
    [`<img src="data:image/svg+xml;base64,PHN2Zz4=">`, ``],
    [`<a href="javascript:alert(1)">x</a>`, `<span class="doc-link" title="javascript:alert(1)">x</span>`],
    [`<a href="//evil.example/x" onclick="alert(1)">x</a>`, `<span class="doc-link" title="//evil.example/x">x</span>`],
    [`<a href="#note-1" onmouseover="alert(1)">1</a>`, `<a href="#note-1">1</a>`],
    [`<p style="background:url(https://tracker.example/bg)" class="x">t</p>`, `<p>t</p>`],
    [`<style>@import url(https://tracker.example/css)</style><p>t</p>`, `<p>t</p>`],
    [`<iframe src="https://evil.example"></iframe><object data="x"></object>`, ``],
    [`<svg><script>alert(1)</script><image href="https://tracker.example/i"/></svg>`, ``],
    [`<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>`, ``],
    [`<form action="https://evil.example"><input name="a"><button>go</button></form>`, `go`],
    [`<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/s.css">`, ``],
    [`<span title="x" data-x="y" id="k">t</span>`, `<span title="x" id="k">t</span>`],
    [`<td colspan="2" onclick="x">c</td>`, `<td colspan="2">c</td>`],
  ])("%s → %s", async (input, expected) => {
    const out = await sanitizePreviewHtml(input);
    expect(out).toBe(expected);
    expectInert(out);
  });
});
