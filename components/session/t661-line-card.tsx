"use client";

import { useId, useState } from "react";
import type { T661Line } from "@/lib/client/api-types";
import { countWords } from "@/lib/shared/limits";
import { CopyButton } from "./copy-button";
import { WordMeter } from "./word-meter";

/** One T661 line: its question, the draft (editable here, not saved), a live word meter and Copy. */
export function T661LineCard({ lineNo, line }: { lineNo: string; line: T661Line }) {
  const [text, setText] = useState(line.text);
  const id = useId();
  const edited = text !== line.text;
  return (
    <article className="t661-card" aria-labelledby={`${id}-title`} data-testid={`t661-line-${lineNo}`}>
      <header className="t661-card-head">
        <span className="t661-line-no">Line {lineNo}</span>
        <h4 id={`${id}-title`} className="t661-question">
          {line.question}
        </h4>
      </header>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Line {lineNo} text
      </label>
      <textarea
        id={`${id}-text`}
        className="t661-text"
        value={text}
        rows={8}
        spellCheck
        aria-describedby={`${id}-meter`}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="t661-card-foot">
        <WordMeter id={`${id}-meter`} count={countWords(text)} limit={line.wordLimit} />
        <div className="t661-card-actions">
          {edited && (
            <button type="button" className="button button-small button-ghost" onClick={() => setText(line.text)}>
              Undo edits
            </button>
          )}
          <CopyButton text={text} label={`Copy line ${lineNo}`} />
        </div>
      </div>
      {edited && <p className="t661-edit-note small muted">Edited here only; copy the text into your form.</p>}
    </article>
  );
}
