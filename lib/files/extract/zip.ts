import type { Readable } from "node:stream";
import type yauzl from "yauzl";
import { formatBytes } from "@/lib/shared/limits";
import { ExtractionError, type Deadline, type ExtractionLimits } from "./types";

// DOCX, XLSX and PPTX are zip archives, and a zip can declare (or really hold) gigabytes in a few
// kilobytes. Every archive is first inspected from its central directory alone, nothing inflated:
// entry count, total declared size, compression ratio. Then every entry that is read is inflated by
// yauzl, which fails a stream that yields more than its entry declared, and counted against the
// archive's total, so lying headers are caught too.

// Ratios are only meaningful once an archive or entry is big enough to hurt: a 2 KB XML part that
// compresses 150:1 is no bomb. Below this size the ratio is not checked.
const RATIO_FLOOR_BYTES = 1024 * 1024;

// Office 2007+ files protected with a password are not zips but OLE compound files, like the
// binary .doc/.xls/.ppt formats; they share this signature.
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function bombMessage(limits: ExtractionLimits): string {
  return `The archive expands past ${formatBytes(limits.maxArchiveBytes, { iec: true })} (compression bomb?)`;
}

export interface Archive {
  has(name: string): boolean;
  names(): string[];
  // The inflated bytes of an entry; fails with an ExtractionError past the limits.
  open(name: string): AsyncGenerator<Buffer>;
  // Inflates every entry to nothing: proves that the declared sizes are true before a parser that
  // trusts them (mammoth, through JSZip) reads the archive.
  verifyAll(): Promise<void>;
}

// Loaded when a zip format needs it (see csv.ts), and preloaded by the worker for those formats.
let yauzlModule: typeof yauzl | undefined;
export async function loadZipReader(): Promise<typeof yauzl> {
  yauzlModule ??= (await import("yauzl")).default;
  return yauzlModule;
}

async function openZip(bytes: Buffer, label: string): Promise<yauzl.ZipFile> {
  return (await loadZipReader())
    .fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true, strictFileNames: false })
    .catch((err: unknown) => {
      if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) {
        throw new ExtractionError(`The ${label} is password-protected or in an old binary Office format`);
      }
      throw new ExtractionError(`The ${label} could not be read: it is not a valid Office (zip) file`, { cause: err });
    });
}

function ratioError(limits: ExtractionLimits): ExtractionError {
  return new ExtractionError(`The archive's compression ratio is over ${limits.maxCompressionRatio}:1 (compression bomb?)`);
}

// Reads the central directory and refuses the archive at the first limit it breaks.
async function inspect(zip: yauzl.ZipFile, limits: ExtractionLimits, label: string): Promise<Map<string, yauzl.Entry>> {
  const tooMany = () => new ExtractionError(`The archive has more than ${limits.maxArchiveEntries.toLocaleString("en-US")} entries`);
  // The end-of-central-directory record states the count up front: no need to walk 20,000 entries.
  if (zip.entryCount > limits.maxArchiveEntries) throw tooMany();
  const entries = new Map<string, yauzl.Entry>();
  let count = 0;
  let declared = 0;
  let compressed = 0;
  for await (const entry of zip.eachEntry()) {
    count += 1;
    declared += entry.uncompressedSize;
    compressed += entry.compressedSize;
    if (count > limits.maxArchiveEntries) throw tooMany();
    if (declared > limits.maxArchiveBytes) throw new ExtractionError(bombMessage(limits));
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && entry.uncompressedSize > limits.maxCompressionRatio * entry.compressedSize) {
      throw ratioError(limits);
    }
    if (entry.isEncrypted()) throw new ExtractionError(`The ${label} is password-protected`);
    const name = entry.fileName.replace(/^\/+/, "");
    if (!entries.has(name) && !name.endsWith("/")) entries.set(name, entry);
  }
  if (declared > RATIO_FLOOR_BYTES && declared > limits.maxCompressionRatio * compressed) throw ratioError(limits);
  return entries;
}

// `label` names the file in messages ("document", "spreadsheet", "presentation").
export async function openArchive(bytes: Buffer, limits: ExtractionLimits, label: string, deadline: Deadline): Promise<Archive> {
  const zip = await openZip(bytes, label);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await inspect(zip, limits, label);
  } catch (err) {
    zip.close();
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError(`The ${label} could not be read: its zip directory is damaged`, { cause: err });
  }
  let inflated = 0;

  // The inflated bytes of one entry, counted against the whole archive's limit as they come.
  async function* open(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw new ExtractionError(`The ${label} is incomplete: ${name} is missing`);
    let stream: Readable | undefined;
    try {
      stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > limits.maxArchiveBytes) throw new ExtractionError(bombMessage(limits));
        deadline.check();
        yield chunk;
      }
    } catch (err) {
      if (err instanceof ExtractionError) throw err;
      const message = err instanceof Error ? err.message : String(err);
      // yauzl's validateEntrySizes: the entry inflates past the size its header declared.
      if (/too many bytes/.test(message)) {
        throw new ExtractionError("The archive holds more data than it declares (compression bomb?)", { cause: err });
      }
      throw new ExtractionError(`The ${label} could not be read: ${name} is damaged`, { cause: err });
    } finally {
      stream?.destroy();
    }
  }

  return {
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    open,
    async verifyAll() {
      for (const name of entries.keys()) {
        for await (const _ of open(name)) {
          // Only the counting and yauzl's size check matter here.
        }
      }
    },
  };
}

// Resolves a relationship target against the part that holds the relationship:
// ("xl/workbook.xml", "worksheets/sheet1.xml") → "xl/worksheets/sheet1.xml"; "/xl/x.xml" → "xl/x.xml".
export function resolvePart(fromPart: string, target: string): string {
  if (target.startsWith("/")) return target.replace(/^\/+/, "");
  const parts = fromPart.split("/").slice(0, -1);
  for (const seg of target.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== "." && seg !== "") parts.push(seg);
  }
  return parts.join("/");
}
