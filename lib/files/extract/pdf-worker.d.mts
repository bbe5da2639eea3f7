// Types for pdf-worker.mjs, which stays plain JavaScript so it runs without a build step.

export type PdfWorkerResult =
  | { ok: true; pages: string[]; truncated: boolean }
  | { ok: false; kind: "password" | "invalid"; message: string }
  | { ok: false; kind: "pages"; pageCount: number };

export interface PdfWorkerRequest {
  data: Uint8Array;
  maxPages: number;
  maxTextChars: number;
}

export declare const PDF_OPTIONS: Readonly<{ isEvalSupported: false; verbosity: number }>;

export declare function readPdfPages(
  data: Uint8Array,
  limits: Pick<PdfWorkerRequest, "maxPages" | "maxTextChars">,
): Promise<PdfWorkerResult>;
