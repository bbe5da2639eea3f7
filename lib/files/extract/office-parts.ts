import type { Archive } from "./zip";
import { readRelationships, type Relationship } from "./xml";

// Finding parts the way Office does: the package's root relationships name the main part
// (xl/workbook.xml, ppt/presentation.xml), and each part's own relationships name its children.

// "xl/workbook.xml" → "xl/_rels/workbook.xml.rels"
export function relsPathOf(part: string): string {
  const slash = part.lastIndexOf("/");
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

export async function relationshipsOf(archive: Archive, part: string): Promise<Relationship[]> {
  const path = relsPathOf(part);
  return archive.has(path) ? readRelationships(archive.open(path)) : [];
}

// The main part named by _rels/.rels, or the conventional path when the root rels are missing.
export async function mainPart(archive: Archive, fallback: string): Promise<string> {
  const rels = archive.has("_rels/.rels") ? await readRelationships(archive.open("_rels/.rels")) : [];
  const main = rels.find((r) => r.type.endsWith("/officeDocument"));
  return main ? main.target.replace(/^\/+/, "") : fallback;
}
