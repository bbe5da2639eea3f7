// Shared shapes of the extraction layer. Kept apart from index.ts so the format readers can import
// them without an import cycle through the dispatcher.

export interface ExtractedSection {
  text: string;
  // 1-based page of a PDF.
  page?: number;
  // Where the text sits in other formats: "Sheet1", "Slide 3", a DOCX or Markdown heading, a JSON
  // path, "rows 1-200" of a CSV.
  section?: string;
}

export interface Extraction {
  // Empty for images: they are stored, not read.
  sections: ExtractedSection[];
  // Set when text past maxTextChars was dropped, so the caller can say the index is partial.
  truncated?: boolean;
}

export interface ExtractionLimits {
  maxPages: number;
  timeoutMs: number;
  maxArchiveBytes: number;
  maxArchiveEntries: number;
  maxCompressionRatio: number;
  maxTextChars: number;
  // Bytes pdf.js may decode (inflate) from a PDF's compressed streams, all streams together
  // (decode-budget.ts): they live outside the heap, so the heap cap does not bound them.
  maxDecodedBytes: number;
}

// The archive limits are the API's (docs/limits.md); the others keep one hostile file from costing more than
// a few seconds and a few hundred MB.
export const DEFAULT_LIMITS: Readonly<ExtractionLimits> = Object.freeze({
  maxPages: 500,
  timeoutMs: 30_000,
  maxArchiveBytes: 100 * 1024 * 1024,
  maxArchiveEntries: 10_000,
  maxCompressionRatio: 100,
  maxTextChars: 5_000_000,
  maxDecodedBytes: 256 * 1024 * 1024,
});

// A failure caused by the file itself (corrupt, encrypted, too big, too slow). Its message is shown
// to the user as the file's indexError, so it says what is wrong in plain words. Any other error
// thrown by extractText is ours (a missing worker file, a bug) and worth a retry.
export class ExtractionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ExtractionError";
  }
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export function timeoutError(ms: number, what: string): ExtractionError {
  return new ExtractionError(`Timed out after ${seconds(ms)} reading the ${what}`);
}

// One time limit per file, shared by the steps that read it. The extraction worker is terminated
// when it passes; readers that work in steps (zip entries, CSV rows) also check it between steps,
// so they stop on their own, with the same message.
export class Deadline {
  private readonly at: number;

  constructor(
    readonly ms: number,
    // "PDF" or "document", for the message.
    readonly what: string,
  ) {
    this.at = Date.now() + ms;
  }

  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }

  error(): ExtractionError {
    return timeoutError(this.ms, this.what);
  }

  check(): void {
    if (Date.now() > this.at) throw this.error();
  }
}
