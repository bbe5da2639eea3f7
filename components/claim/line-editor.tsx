"use client";

import { useId } from "react";
import { CopyButton } from "@/components/session/copy-button";
import type { LineKey } from "@/lib/client/claim-draft";
import { LineMeter } from "./line-meter";

interface LineEditorProps {
  line: LineKey;
  question: string;
  wordLimit: number;
  text: string;
  onChange: (text: string) => void;
  /** The server refused this text (too long): why. */
  error?: string;
  /** Their text is in the conflict panel: the box is marked until the user chooses. */
  inConflict?: boolean;
}

/** One T661 line of the claim, edited in place: the question, the text, the live count and Copy. */
export function LineEditor({ line, question, wordLimit, text, onChange, error, inConflict }: LineEditorProps) {
  const id = useId();
  return (
    <article
      className={`claim-line${inConflict ? " claim-line-conflict" : ""}`}
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
      <div className="t661-card-foot">
        <LineMeter id={`${id}-meter`} text={text} limit={wordLimit} />
        <CopyButton text={text} label={`Copy line ${line} as text`} />
      </div>
    </article>
  );
}
