import { PNG_1X1 } from "../../fixtures/make-files";
import { makeZip } from "../../fixtures/make-zip";

// A Word document built to attack the in-app preview: markup as text, a script-scheme hyperlink,
// a tracking link, an internal bookmark link, an embedded PNG, an "image" that is really SVG with a
// script, images linked from a remote server and from the local disk, and a style map of its own
// that would turn every paragraph into a <script>. Written by hand like make-files.ts's makeDocx,
// with the relationships and drawing markup that function does not write.

const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const WP = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing";
const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const PIC = "http://schemas.openxmlformats.org/drawingml/2006/picture";

export const TRACKER = "https://tracker.example/pixel";
export const SCRIPT_URL = "javascript:alert(document.cookie)";
export const VISIBLE_TEXT = "Kiln trial 4 reduced porosity to 4.2%";

const SVG_WITH_SCRIPT = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`);

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (inner: string) => `<w:p>${inner}</w:p>`;

// An inline picture: embedded (r:embed) or linked (r:link) through relationship `rid`.
function picture(rid: string, how: "embed" | "link", descr: string): string {
  return (
    `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="Picture" descr="${descr}"/>` +
    `<a:graphic><a:graphicData uri="${PIC}"><pic:pic><pic:blipFill><a:blip r:${how}="${rid}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic>` +
    `</wp:inline></w:drawing></w:r>`
  );
}

const DOCUMENT = [
  para(run(VISIBLE_TEXT)),
  para(run("&lt;script&gt;alert('text')&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;")),
  para(`<w:hyperlink r:id="rIdJs">${run("Click for results")}</w:hyperlink>`),
  para(`<w:hyperlink r:id="rIdTracker">${run("Supplier datasheet")}</w:hyperlink>`),
  para(`<w:hyperlink w:anchor="results">${run("See the results")}</w:hyperlink>`),
  para(`<w:bookmarkStart w:id="0" w:name="results"/>${run("Results")}<w:bookmarkEnd w:id="0"/>`),
  para(picture("rIdPng", "embed", "Porosity chart")),
  para(picture("rIdSvg", "embed", "Trojan chart")),
  para(picture("rIdRemote", "link", "Remote pixel")),
  para(picture("rIdLocal", "link", "Local secret")),
].join("");

const rels = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG_REL}">${items.join("")}</Relationships>`;
const rel = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${external ? ` TargetMode="External"` : ""}/>`;

export function makeHostileDocx(): Buffer {
  return makeZip([
    {
      name: "[Content_Types].xml",
      data:
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Default Extension="png" ContentType="image/png"/>` +
        `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    { name: "_rels/.rels", data: rels([rel("rId1", "officeDocument", "word/document.xml")]) },
    {
      name: "word/_rels/document.xml.rels",
      data: rels([
        rel("rIdJs", "hyperlink", SCRIPT_URL, true),
        rel("rIdTracker", "hyperlink", TRACKER, true),
        rel("rIdPng", "image", "media/chart.png"),
        // Declared a PNG by its extension; its bytes are SVG.
        rel("rIdSvg", "image", "media/trojan.png"),
        rel("rIdRemote", "image", `${TRACKER}.png`, true),
        rel("rIdLocal", "image", "file:///etc/passwd", true),
        `<Relationship Id="rMammothStyleMap" Type="http://schemas.zwobble.org/mammoth/style-map" Target="/mammoth/style-map"/>`,
      ]),
    },
    {
      name: "word/document.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${REL}" xmlns:wp="${WP}" xmlns:a="${A}" xmlns:pic="${PIC}"><w:body>${DOCUMENT}</w:body></w:document>`,
    },
    { name: "word/media/chart.png", data: PNG_1X1 },
    { name: "word/media/trojan.png", data: SVG_WITH_SCRIPT },
    { name: "mammoth/style-map", data: "p => script:fresh\n" },
  ]);
}
