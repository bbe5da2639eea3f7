"use client";

import Link from "next/link";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { PaperclipIcon } from "@/components/ui/icons";
import type { FileDTO } from "@/lib/client/api-types";
import { kindLabel } from "@/lib/client/file-kinds";
import { isIndexing } from "@/lib/client/use-files";
import { formatBytes } from "@/lib/shared/limits";

export const PICKER_ID = "evidence-picker";

interface AttachButtonProps {
  count: number;
  open: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** Opens the picker; shows how many files will go with the next message. */
export function AttachButton({ count, open, disabled, onToggle }: AttachButtonProps) {
  return (
    <button
      type="button"
      className={`button button-small button-ghost attach-button${open ? " attach-button-open" : ""}`}
      aria-expanded={open}
      aria-controls={PICKER_ID}
      disabled={disabled}
      onClick={onToggle}
    >
      <PaperclipIcon />
      Attach evidence
      {count > 0 && <span className="attach-count">{count}</span>}
    </button>
  );
}

interface EvidencePickerProps {
  projectId: string;
  files: FileDTO[] | undefined;
  error: string | null;
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onClose: () => void;
}

/** The project's Ready files as checkboxes; files still indexing are counted, not offered. */
export function EvidencePicker({ projectId, files, error, selectedIds, onToggle, onClose }: EvidencePickerProps) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const ready = (files ?? []).filter((f) => f.indexStatus === "READY");
  const waiting = (files ?? []).filter(isIndexing).length;

  // Focus the first choice when the picker opens, so keyboard users land in it.
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  // Closing hands the focus back to the button that opened the picker.
  function close() {
    onClose();
    document.querySelector<HTMLButtonElement>(`[aria-controls="${PICKER_ID}"]`)?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    }
  }

  return (
    <fieldset id={PICKER_ID} ref={ref} className="evidence-picker" onKeyDown={onKeyDown}>
      <legend className="evidence-picker-title">Ready files of this project</legend>
      {error && <p className="field-error">Could not load the project&apos;s files: {error}</p>}
      {!files && !error && <p className="muted small">Loading files…</p>}
      {files && ready.length === 0 && (
        <p className="muted small evidence-picker-empty">
          {waiting > 0
            ? `${waiting} ${waiting === 1 ? "file is" : "files are"} still being indexed; ${waiting === 1 ? "it" : "they"} will appear here when ready.`
            : "No files are ready yet."}{" "}
          <Link href={`/projects/${projectId}`}>Upload files on the project page</Link>.
        </p>
      )}
      {ready.length > 0 && (
        <ul className="evidence-options">
          {ready.map((f) => {
            const id = `attach-${f.id}`;
            return (
              <li key={f.id}>
                <input id={id} type="checkbox" checked={selectedIds.includes(f.id)} onChange={() => onToggle(f.id)} />
                <label htmlFor={id}>
                  <span className="evidence-option-name">{f.originalFilename}</span>
                  <span className="evidence-option-meta">
                    {kindLabel(f.contentType)} · {formatBytes(f.fileSize)}
                    {/* Images are indexed without OCR: they count as records but give no quotes. */}
                    {f.contentType.startsWith("image/") && " · no text to quote"}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="evidence-picker-foot">
        <p className="muted small">
          {ready.length > 0 && waiting > 0 && `${waiting} more ${waiting === 1 ? "file is" : "files are"} being indexed. `}
          Attached files stay selected for what you send next.
        </p>
        <button type="button" className="button button-small button-secondary" onClick={close}>
          Done
        </button>
      </div>
    </fieldset>
  );
}
