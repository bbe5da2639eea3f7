// Types for docx-worker.mjs, which stays plain JavaScript so it runs without a build step.

export interface DocxBlock {
  text: string;
  heading: boolean;
}

export type DocxWorkerResult = { ok: true; blocks: DocxBlock[] } | { ok: false; message: string };

export interface DocxWorkerRequest {
  data: Uint8Array;
}

export declare function readDocxBlocks(data: Uint8Array): Promise<DocxWorkerResult>;
