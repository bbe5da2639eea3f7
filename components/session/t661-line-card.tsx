"use client";

import { useId } from "react";
import type { T661Line } from "@/lib/client/api-types";
import { countClaimWords } from "@/lib/shared/claim-words";
import { CheckIcon } from "@/components/ui/icons";
import { CopyButton } from "./copy-button";
import { WordMeter } from "./word-meter";

interface LineClaimActions {
  /** The claim holds this very text. */
  inClaim: boolean;
  pending: boolean;
  onUse: () => void;
}

interface T661LineCardProps {
  lineNo: string;
  line: T661Line;
  /** The text as edited on the page (the answer's own until edited). */
  text: string;
  onChange: (text: string) => void;
  /** Set inside a project: the line can go into the project's claim. */
  claim?: LineClaimActions;
}

/** One T661 line: its question, the draft (editable), a live word meter, Copy and "Use this line". */
export function T661LineCard({ lineNo, line, text, onChange, claim }: T661LineCardProps) {
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
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="t661-card-foot">
        <WordMeter id={`${id}-meter`} count={countClaimWords(text)} limit={line.wordLimit} />
        <div className="t661-card-actions">
          {edited && (
            <button type="button" className="button button-small button-ghost" onClick={() => onChange(line.text)}>
              Undo edits
            </button>
          )}
          <CopyButton text={text} label={`Copy line ${lineNo}`} />
          {claim &&
            (claim.inClaim ? (
              <span className="claim-in-badge" data-testid="line-in-claim">
                <CheckIcon /> In the claim
              </span>
            ) : (
              <button type="button" className="button button-small button-secondary" disabled={claim.pending} onClick={claim.onUse}>
                Use this line
              </button>
            ))}
        </div>
      </div>
      {claim && edited && !claim.inClaim && (
        <p className="t661-edit-note small muted">Edited on this page: “Use this line” saves your edited text into the claim.</p>
      )}
      {!claim && edited && <p className="t661-edit-note small muted">Edited on this page only: copy the text where you need it.</p>}
    </article>
  );
}
