"use client";

import { useState } from "react";
import { formatDateTime } from "@/lib/client/labels";
import type { AttachedFile } from "./attached-file";
import { AttachmentChips } from "./attachment-chips";

// Long descriptions are folded to a few lines so the answer below them stays in sight.
const FOLD_AT = 600;

interface UserMessageProps {
  content: string;
  createdAt?: string;
  /** Not yet stored: the run that carries it is still on its way. */
  sending?: boolean;
  /** Evidence files sent with it, when this page sent it. */
  attachments?: readonly AttachedFile[];
}

export function UserMessage({ content, createdAt, sending, attachments = [] }: UserMessageProps) {
  const long = content.length > FOLD_AT;
  const [open, setOpen] = useState(false);
  return (
    <div className={`message message-user${sending ? " message-sending" : ""}`} data-testid="user-message">
      <div className="bubble">
        <div className={long && !open ? "bubble-folded" : undefined}>{content}</div>
      </div>
      <AttachmentChips files={attachments} label="Attached evidence" testId="message-attachments" />
      <p className="message-meta">
        {long && (
          <button type="button" className="fold-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? "Show less" : "Show all"}
          </button>
        )}
        {sending ? "Sending…" : createdAt ? <time dateTime={createdAt}>{formatDateTime(createdAt)}</time> : null}
      </p>
    </div>
  );
}
