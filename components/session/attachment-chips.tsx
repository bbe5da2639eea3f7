import { CrossIcon, PaperclipIcon } from "@/components/ui/icons";
import { kindLabel } from "@/lib/client/file-kinds";
import type { AttachedFile } from "./attached-file";

interface AttachmentChipsProps {
  files: readonly AttachedFile[];
  label: string;
  /** When set, each chip has a button that takes the file off. */
  onRemove?: (id: string) => void;
  testId?: string;
}

/** Evidence files as chips: in the composer (removable) and under a sent message. */
export function AttachmentChips({ files, label, onRemove, testId }: AttachmentChipsProps) {
  if (files.length === 0) return null;
  return (
    <ul className="attachment-chips" aria-label={label} data-testid={testId}>
      {files.map((f) => (
        <li key={f.id} className="attachment-chip">
          <PaperclipIcon className="attachment-chip-icon" />
          <span className="attachment-chip-name">{f.name}</span>
          <span className="attachment-chip-kind">{kindLabel(f.contentType)}</span>
          {onRemove && (
            <button type="button" className="attachment-chip-remove" onClick={() => onRemove(f.id)} aria-label={`Detach ${f.name}`}>
              <CrossIcon />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
