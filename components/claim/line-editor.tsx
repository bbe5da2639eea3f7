"use client";

import { useId } from "react";
import { CopyButton } from "@/components/session/copy-button";
import type { LineKey, SaveStatus } from "@/lib/client/claim-draft";
import { LineMeter } from "./line-meter";

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: "Saved",
  unsaved: "Not saved yet…",
  saving: "Saving…",
  error: "Not saved: will try again",
  invalid: "Not saved",
  conflict: "Changed elsewhere: choose below",
};

interface LineConflict {
  version: number;
  theirs: string;
  onResolve: (choice: "mine" | "theirs") => void;
}

interface LineEditorProps {
  line: LineKey;
  question: string;
  wordLimit: number;
  text: string;
  onChange: (text: string) => void;
  /** This line's own save state, shown beside it (the page's is at the top). */
  status: SaveStatus;
  /** The server refused this text (too long): why. */
  error?: string;
  /** The line was saved elsewhere too: their text, and the choice. */
  conflict?: LineConflict;
}

/** One T661 line of the claim, edited in place: the question, the text, the live count and Copy. */
export function LineEditor({ line, question, wordLimit, text, onChange, status, error, conflict }: LineEditorProps) {
  const id = useId();
  return (
    <article
      className={`claim-line${conflict ? " claim-line-conflict" : ""}`}
      aria-labelledby={`${id}-q`}
      data-testid={`claim-line-${line}`}
      id={`line-${line}`}
    >
      <header className="claim-line-head">
        <span className="t661-line-no">Line {line}</span>
        <h3 id={`${id}-q`} className="claim-line-question">
          {question}
        </h3>
      </header>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Line {line} text
      </label>
      <textarea
        id={`${id}-text`}
        className="t661-text claim-line-text"
        value={text}
        rows={10}
        spellCheck
        aria-describedby={`${id}-meter${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        placeholder={`Line ${line}: type here, or use a draft from a T661 session.`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          Not saved: {error}
        </p>
      )}
      {conflict && (
        <div className="claim-line-conflict-bar" data-testid={`claim-line-${line}-conflict`}>
          <p>
            Version {conflict.version} changed this line elsewhere while you typed. Your text is above, not saved yet; theirs:
          </p>
          <p className="claim-conflict-text">{conflict.theirs || <em className="muted">empty</em>}</p>
          <div className="claim-conflict-actions">
            <button type="button" className="button button-small button-primary" onClick={() => conflict.onResolve("mine")}>
              Keep mine<span className="visually-hidden"> for line {line}</span>
            </button>
            <button type="button" className="button button-small button-secondary" onClick={() => conflict.onResolve("theirs")}>
              Take theirs<span className="visually-hidden"> for line {line}</span>
            </button>
          </div>
        </div>
      )}
      <div className="t661-card-foot">
        <LineMeter id={`${id}-meter`} text={text} limit={wordLimit} />
        <span className={`claim-line-status claim-save-${status}`} data-testid={`claim-line-${line}-status`} data-status={status}>
          <span className="claim-save-dot" aria-hidden="true" />
          {STATUS_TEXT[status]}
        </span>
        <CopyButton text={text} label={`Copy line ${line} as text`} />
      </div>
    </article>
  );
}
