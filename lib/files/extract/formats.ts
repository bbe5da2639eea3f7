// Which reader a file goes to. Decided on the main thread from the declared type and the name, so
// an image or an unreadable type is answered without starting a worker.

export type Format = "pdf" | "docx" | "xlsx" | "pptx" | "txt" | "md" | "csv" | "json" | "image";
export type TextFormat = Exclude<Format, "image">;

// Maps, not object literals: a type or extension named "constructor" must find nothing.
const BY_CONTENT_TYPE = new Map<string, Format>(Object.entries({
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "text/plain": "txt",
  "text/markdown": "md",
  "text/x-markdown": "md",
  "text/csv": "csv",
  "application/json": "json",
  "image/png": "image",
  "image/jpeg": "image",
} satisfies Record<string, Format>));

const BY_EXTENSION = new Map<string, Format>(Object.entries({
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  pptx: "pptx",
  txt: "txt",
  md: "md",
  markdown: "md",
  csv: "csv",
  json: "json",
  png: "image",
  jpg: "image",
  jpeg: "image",
} satisfies Record<string, Format>));

// The extension after the last dot, when it is letters and digits only ("x.tar.gz" → "gz").
function extensionOf(filename: string): string | undefined {
  const dot = filename.lastIndexOf(".");
  const ext = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
  return /^[a-z0-9]+$/.test(ext) ? ext : undefined;
}

// The declared type decides; the file name only helps when a browser sent a generic type
// (application/octet-stream, or text/plain for a .md or .csv).
export function formatOf(contentType: string, filename: string): Format | undefined {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const ext = extensionOf(filename);
  const byExt = ext ? BY_EXTENSION.get(ext) : undefined;
  const byType = BY_CONTENT_TYPE.get(type);
  if (byType === "txt" && (byExt === "md" || byExt === "csv")) return byExt;
  return byType ?? (type === "application/octet-stream" || type === "" ? byExt : undefined);
}

// What the reader's messages call the file ("Timed out after 30 s reading the PDF").
export function labelOf(format: TextFormat): string {
  return format === "pdf" ? "PDF" : "document";
}
