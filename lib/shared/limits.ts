// What the browser and the server both accept and count: the evidence file kinds, the files one
// request may name, byte sizes and words as the limits count them. Pure on purpose: the browser
// bundle imports it by value, so it imports nothing, least of all server code or settings. The
// largest accepted file is a setting (MAX_FILE_BYTES): the browser reads it from
// GET /api/v1/files/limits.

export interface FileKind {
  label: string;
  contentType: string;
  extensions: readonly string[];
}

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The evidence file types a project accepts, with the extensions that name them. */
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

/** The accepted content types, in the order of FILE_KINDS. */
export const ACCEPTED_TYPES: readonly string[] = FILE_KINDS.map((k) => k.contentType);

export const isAcceptedType = (contentType: string) => ACCEPTED_TYPES.includes(contentType);

/** "PDF, DOCX, …, PNG or JPEG". */
export const KIND_LIST = `${FILE_KINDS.slice(0, -1)
  .map((k) => k.label)
  .join(", ")} or ${FILE_KINDS.at(-1)!.label}`;

/** The files one presign request (and one run's selection) may name. */
export const MAX_FILES_PER_REQUEST = 20;

const trim = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, ""));

/**
 * "12.3 MB", "640 KB", "100 MB", in binary units (100 MB is 104,857,600 bytes). `iec` names the
 * units as the server's messages do ("100 MiB").
 */
export function formatBytes(bytes: number, { iec = false }: { iec?: boolean } = {}): string {
  const unit = (prefix: string) => (iec ? `${prefix}iB` : `${prefix}B`);
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 ** 2) return `${trim(bytes / 1024)} ${unit("K")}`;
  if (bytes < 1024 ** 3) return `${trim(bytes / 1024 ** 2)} ${unit("M")}`;
  return `${trim(bytes / 1024 ** 3)} ${unit("G")}`;
}

/**
 * Words as a person counts them: whitespace-separated tokens. The T661 line limits are checked
 * this way, by the engine and by the browser's word meter. `atMost` stops the count there, so a
 * long text is not split whole to learn that it has a few words.
 */
export function countWords(text: string, atMost?: number): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/, atMost).length;
}
