import { extractText } from "@/lib/files/extract";
import { makeDocx, makeManyPagePdf, TYPES, type DocxBlock } from "../fixtures/make-files";

// Child process of the bench: indexes (extracts) a generated 100-page PDF and a ~5 MB DOCX and
// prints, as JSON, the time and this process's peak memory (parsers run in worker threads of it).

const WORDS =
  "prototype latency ratio encoder sensor dataset baseline hypothesis measured trial coating polymer adhesion thermal cycle fatigue controller overshoot firmware anomaly gradient tolerance calibration throughput variance regression benchmark iteration".split(
    " ",
  );

/** Deterministic text that compresses like real prose, not like repeated lines. */
function docxOfSize(targetBytes: number): Buffer {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  const blocks: DocxBlock[] = [];
  let doc = makeDocx(blocks);
  while (doc.length < targetBytes) {
    for (let i = 0; i < 2_000; i++) {
      const words = Array.from({ length: 40 }, () => `${WORDS[next() % WORDS.length]}${next() % 1000}`);
      blocks.push(i % 50 === 0 ? { heading: `Trial ${blocks.length}` } : { para: `${words.join(" ")}.` });
    }
    doc = makeDocx(blocks);
  }
  return doc;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

async function measure(name: string, bytes: Buffer, contentType: string) {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const result = await extractText({ bytes, contentType, filename: name });
  const ms = Math.round(performance.now() - started);
  const chars = result.sections.reduce((n, s) => n + s.text.length, 0);
  return { name, fileMb: mb(bytes.length), ms, sections: result.sections.length, chars, rssBeforeMb: mb(rssBefore) };
}

const pdf = await measure("100-page PDF", makeManyPagePdf(100), TYPES.pdf);
const docx = await measure("5 MB DOCX", docxOfSize(5 * 1_048_576), TYPES.docx);
// maxRSS is the process's peak resident memory so far (KiB), worker threads included.
process.stdout.write(JSON.stringify({ results: [pdf, docx], peakRssMb: mb(process.resourceUsage().maxRSS * 1024) }));
