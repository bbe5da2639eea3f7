/** A filename safe inside an object key: no path, no control characters, bounded length. */
export function keySafeName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "file";
  const cleaned = base.replace(/[^\w.\- ]+/g, "_").replace(/\s+/g, "_").replace(/^\.+/, "");
  return (cleaned || "file").slice(-120);
}
