import "server-only";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { getObjectStore, ObjectTooLargeError } from "@/lib/storage";
import { getConfirmedFile } from "./download-service";
import { ExtractionError, extractHtml } from "./extract";
import { formatOf } from "./extract/formats";
import { PREVIEW_TIMEOUT_MS } from "./view-limits";

// The in-app Word preview: the stored DOCX is rendered as HTML by mammoth in an extraction worker
// (the same archive, heap and time limits as indexing) and sanitized there (preview-html.ts), so a
// confidential document never leaves the app for a third-party viewer. Nothing is cached or logged:
// the browser caches the answer for the dialog's life, and the bytes of a confirmed file never change.

/** Workers rendering previews at once in this process, each with its heap cap. */
export const RENDER_SLOTS = 2;
/** Previews waiting for a slot, in all; past it, and past PER_USER for one user, 429. */
export const MAX_WAITING = 8;
export const PER_USER = 2;
const RETRY_AFTER_SECONDS = 5;

export interface DocumentPreview {
  fileId: string;
  filename: string;
  /** Sanitized HTML: text structure and inline PNG/JPEG/GIF images only. */
  html: string;
  /** The document was longer than the preview shows. */
  truncated: boolean;
  /** Images left out (another type, linked from outside, or too large). */
  imagesOmitted: number;
}

let running = 0;
const waiting: (() => void)[] = [];
const perUser = new Map<string, number>();

const busy = (message: string) =>
  new AppError("RATE_LIMITED", message, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });

// Runs `work` in one of the render slots, waiting in line for one; a long line is refused at once.
async function inRenderSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const mine = perUser.get(userId) ?? 0;
  if (mine >= PER_USER) throw busy("Your other previews are still being prepared; try again in a moment");
  if (running >= RENDER_SLOTS && waiting.length >= MAX_WAITING) throw busy("Too many previews are being prepared; try again in a moment");
  perUser.set(userId, mine + 1);
  try {
    if (running >= RENDER_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  } finally {
    const left = (perUser.get(userId) ?? 1) - 1;
    if (left > 0) perUser.set(userId, left);
    else perUser.delete(userId);
  }
}

const cannotPreview = (reason: string) => new AppError("CONFLICT", `This document cannot be previewed: ${reason}`);

/** The caller's confirmed DOCX as sanitized HTML. 404 not theirs, 409 not a readable DOCX, 429 busy. */
export async function previewDocument(user: UserRow, projectId: string, fileId: string): Promise<DocumentPreview> {
  const file = await getConfirmedFile(user, projectId, fileId);
  if (formatOf(file.contentType, file.originalFilename) !== "docx") {
    throw new AppError("CONFLICT", "Only Word documents (.docx) can be previewed in the app; download the file to open it");
  }
  // Indexing already found it unreadable (a compression bomb, a corrupt archive): say so again
  // rather than spend a worker on it.
  if (file.indexStatus === "FAILED") throw cannotPreview(file.indexError ?? "it could not be read");
  return inRenderSlot(user.id, async () => {
    try {
      const bytes = await getObjectStore().read(file.objectKey, config.files.maxFileBytes);
      const input = { bytes, contentType: file.contentType, filename: file.originalFilename };
      const out = await extractHtml(input, { timeoutMs: PREVIEW_TIMEOUT_MS }, { handOver: true });
      return {
        fileId: file.id,
        filename: file.originalFilename,
        html: out.html,
        truncated: out.truncated === true,
        imagesOmitted: out.imagesOmitted,
      };
    } catch (err) {
      if (err instanceof ExtractionError) throw cannotPreview(err.message);
      if (err instanceof ObjectTooLargeError) throw cannotPreview("the file is larger than the largest file accepted");
      throw err;
    }
  });
}
