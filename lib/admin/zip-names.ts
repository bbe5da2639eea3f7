// Entry names for a zip of user files: flat (no folders, no path tricks), free of control
// characters, and unique, case-insensitively, so that no entry overwrites another when extracted.

const UNSAFE = /[\u0000-\u001f\u007f/\\:]/g;

function safeName(name: string): string {
  const cleaned = name.replace(UNSAFE, "_").trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "file" : cleaned;
}

function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

export function zipEntryNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((original) => {
    const base = safeName(original);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = numbered(base, n);
    taken.add(name.toLowerCase());
    return name;
  });
}
