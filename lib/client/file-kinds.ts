import { DOCX_TYPE, FILE_KINDS, KIND_LIST, formatBytes } from "@/lib/shared/limits";

// The evidence file kinds as the browser sees them. Browsers give no type or an odd one for several
// of these (.md, .csv on Windows), so the extension decides and the backend gets the canonical
// content type.

/** For the file input's `accept`: extensions and content types both, so every OS offers them. */
export const ACCEPT_ATTRIBUTE = FILE_KINDS.flatMap((k) => [...k.extensions.map((e) => `.${e}`), k.contentType]).join(",");

/** "PDF" for a content type, or the type itself when it is not one of ours. */
export const kindLabel = (contentType: string) =>
  FILE_KINDS.find((k) => k.contentType === contentType)?.label ?? contentType;

export const isDocx = (contentType: string) => contentType === DOCX_TYPE;

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

const OLD_OFFICE: Record<string, string> = { doc: "DOCX", xls: "XLSX", ppt: "PPTX" };

export type FileCheck = { ok: true; contentType: string } | { ok: false; reason: string };

/**
 * The checks the backend makes at presign, done first so the user hears about them at once. The
 * size is checked when the server's limit is known (`maxFileBytes`); presign checks it anyway.
 */
export function checkFile(file: File, maxFileBytes: number | null): FileCheck {
  const ext = extensionOf(file.name);
  const kind = FILE_KINDS.find((k) => k.extensions.includes(ext)) ?? FILE_KINDS.find((k) => k.contentType === file.type);
  if (!kind) {
    const old = OLD_OFFICE[ext];
    return {
      ok: false,
      reason: old
        ? `The older .${ext} format is not supported. Save it as .${old.toLowerCase()} and upload that.`
        : `This type of file is not supported. Upload ${KIND_LIST} files.`,
    };
  }
  if (file.size === 0) return { ok: false, reason: "This file is empty." };
  if (maxFileBytes !== null && file.size > maxFileBytes) {
    return { ok: false, reason: `This file is ${formatBytes(file.size)}; files can be at most ${formatBytes(maxFileBytes)}.` };
  }
  return { ok: true, contentType: kind.contentType };
}
