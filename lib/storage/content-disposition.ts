// An RFC 6266 attachment header: a plain ASCII `filename` for old clients and the exact name as
// RFC 8187 `filename*`. Control characters and separators are dropped first, so a hostile name
// can neither break the header nor suggest a path.

// encodeURIComponent leaves these as they are, but RFC 8187's attr-char excludes them.
const EXTRA = /['()*]/g;

function cleanName(filename: string): string {
  const base = filename.replace(/[\u0000-\u001f\u007f]/g, "").split(/[/\\]/).pop() ?? "";
  return base.trim() || "download";
}

export function attachmentDisposition(filename: string): string {
  const name = cleanName(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(EXTRA, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
