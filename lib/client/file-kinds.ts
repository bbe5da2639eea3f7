// The evidence file types a project accepts (CONTRACT.md §3), as the browser sees them. Browsers
// give no type or an odd one for several of these (.md, .csv on Windows), so the extension decides
// and the backend gets the canonical content type.

export interface FileKind {
  label: string;
  contentType: string;
  extensions: readonly string[];
}

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const FILE_KINDS: readonly FileKind[] = [
  { label: "PDF", contentType: "application/pdf", extensions: ["pdf"] },
  { label: "DOCX", contentType: DOCX_TYPE, extensions: ["docx"] },
  { label: "XLSX", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"] },
  {
    label: "PPTX",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: ["pptx"],
  },
  { label: "TXT", contentType: "text/plain", extensions: ["txt"] },
  { label: "MD", contentType: "text/markdown", extensions: ["md", "markdown"] },
  { label: "CSV", contentType: "text/csv", extensions: ["csv"] },
  { label: "JSON", contentType: "application/json", extensions: ["json"] },
  { label: "PNG", contentType: "image/png", extensions: ["png"] },
  { label: "JPEG", contentType: "image/jpeg", extensions: ["jpg", "jpeg"] },
];

/** Binary sizes, as the backend counts them: 100 MB is 104,857,600 bytes. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** The presign route takes at most this many files a call. */
export const MAX_FILES_PER_PRESIGN = 20;

/** For the file input's `accept`: extensions and content types both, so every OS offers them. */
export const ACCEPT_ATTRIBUTE = FILE_KINDS.flatMap((k) => [...k.extensions.map((e) => `.${e}`), k.contentType]).join(",");

export const KIND_LIST = "PDF, DOCX, XLSX, PPTX, TXT, MD, CSV, JSON, PNG or JPEG";

/** "PDF" for a content type, or the type itself when it is not one of ours. */
export const kindLabel = (contentType: string) =>
  FILE_KINDS.find((k) => k.contentType === contentType)?.label ?? contentType;

export const isDocx = (contentType: string) => contentType === DOCX_TYPE;

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

const OLD_OFFICE: Record<string, string> = { doc: "DOCX", xls: "XLSX", ppt: "PPTX" };

export type FileCheck = { ok: true; contentType: string } | { ok: false; reason: string };

/** The checks the backend makes at presign, done first so the user hears about them at once. */
export function checkFile(file: File): FileCheck {
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
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, reason: `This file is ${formatBytes(file.size)}; files can be at most ${formatBytes(MAX_FILE_BYTES)}.` };
  }
  return { ok: true, contentType: kind.contentType };
}

const trim = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, ""));

/** "12.3 MB", "640 KB", "100 MB", in binary units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 ** 2) return `${trim(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${trim(bytes / 1024 ** 2)} MB`;
  return `${trim(bytes / 1024 ** 3)} GB`;
}
