import { kindLabel } from "@/lib/client/file-kinds";

/** A small coloured tile with the file's kind ("PDF", "DOCX"), decorative beside its name. */
export function FileTypeTile({ contentType }: { contentType: string }) {
  const label = kindLabel(contentType);
  const tone = label.length <= 5 ? label.toLowerCase() : "other";
  return (
    <span className={`file-tile file-tile-${tone}`} aria-hidden="true">
      {label.length <= 5 ? label : "FILE"}
    </span>
  );
}
