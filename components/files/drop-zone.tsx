"use client";

import { useRef, useState, type DragEvent } from "react";
import { UploadIcon } from "@/components/ui/icons";
import { ACCEPT_ATTRIBUTE } from "@/lib/client/file-kinds";
import { KIND_LIST, formatBytes } from "@/lib/shared/limits";

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The server's largest file, once read. */
  maxFileBytes?: number;
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

/** Drag several files here, or pick them with the button; the hidden input serves both. */
export function DropZone({ onFiles, disabled, maxFileBytes }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length > 0 && !disabled) onFiles(files);
  }

  return (
    <div
      className={`drop-zone${over ? " drop-zone-over" : ""}`}
      data-testid="drop-zone"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        take(e.dataTransfer.files);
      }}
    >
      <UploadIcon className="drop-zone-icon" />
      <p className="drop-zone-title">
        {over ? "Drop to upload" : "Drag test reports, lab notes, designs and data here"}
      </p>
      <p className="drop-zone-hint small muted">
        {KIND_LIST}
        {maxFileBytes !== undefined && ` · up to ${formatBytes(maxFileBytes)} each`}
      </p>
      <button type="button" className="button button-secondary button-small" disabled={disabled} onClick={() => input.current?.click()}>
        Choose files
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Evidence files to upload"
        data-testid="file-input"
        onChange={(e) => {
          take(e.currentTarget.files);
          // Picking the same file again after a failure must fire another change.
          e.currentTarget.value = "";
        }}
      />
    </div>
  );
}
