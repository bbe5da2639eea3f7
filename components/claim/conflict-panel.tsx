"use client";

import { CopyButton } from "@/components/session/copy-button";
import type { Conflict, Editable, EditableKey } from "@/lib/client/claim-draft";
import { FIELD_NAMES } from "./field-names";
import { WordDiffView } from "./word-diff-view";

interface ConflictPanelProps {
  conflict: Conflict;
  mine: Editable;
  onResolve: (choice: "mine" | "theirs", keys?: EditableKey[]) => void;
}

/**
 * The claim was saved elsewhere (another tab, another person) while this tab had changes to the
 * same fields: both texts side by side, and the choice. Nothing is saved until it is made.
 */
export function ConflictPanel({ conflict, mine, onResolve }: ConflictPanelProps) {
  return (
    <section className="claim-conflict" aria-labelledby="claim-conflict-title" data-testid="claim-conflict">
      <h2 id="claim-conflict-title">This claim was changed elsewhere</h2>
      <p role="alert">
        Version {conflict.version} was saved in another tab or by someone else while you were editing{" "}
        {conflict.keys.map((k) => FIELD_NAMES[k]).join(", ")}. Your text is still here and nothing has been overwritten. Choose
        which to keep: yours is saved on top of version {conflict.version}; theirs replaces yours on screen, and yours stays below to
        copy until you dismiss it.
      </p>
      {conflict.keys.map((k) => (
        <div key={k} className="claim-conflict-field" data-testid={`claim-conflict-${k}`}>
          <h3>{FIELD_NAMES[k]}</h3>
          <div className="claim-conflict-sides">
            <div>
              <h4>Yours (not saved)</h4>
              <p className="claim-conflict-text" data-testid="claim-conflict-mine">
                {mine[k] || <em className="muted">empty</em>}
              </p>
            </div>
            <div>
              <h4>Theirs (version {conflict.version})</h4>
              <p className="claim-conflict-text" data-testid="claim-conflict-theirs">
                {conflict.theirs[k] || <em className="muted">empty</em>}
              </p>
            </div>
          </div>
          <details>
            <summary className="small">What differs, word by word</summary>
            <WordDiffView before={conflict.theirs[k] ?? ""} after={mine[k]} label={`${FIELD_NAMES[k]}: theirs compared with yours`} />
          </details>
          {conflict.keys.length > 1 && (
            <div className="claim-conflict-actions">
              <button type="button" className="button button-small button-primary" onClick={() => onResolve("mine", [k])}>
                Keep mine<span className="visually-hidden"> for {FIELD_NAMES[k]}</span>
              </button>
              <button type="button" className="button button-small button-secondary" onClick={() => onResolve("theirs", [k])}>
                Take theirs<span className="visually-hidden"> for {FIELD_NAMES[k]}</span>
              </button>
            </div>
          )}
        </div>
      ))}
      <div className="claim-conflict-actions">
        <button type="button" className="button button-primary" onClick={() => onResolve("mine")}>
          {conflict.keys.length > 1 ? "Keep all mine" : "Keep mine"}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onResolve("theirs")}>
          {conflict.keys.length > 1 ? "Take all theirs" : "Take theirs"}
        </button>
      </div>
    </section>
  );
}

/** The user's own texts replaced by "take theirs": kept on screen to copy until dismissed. */
export function SetAsidePanel({ values, onDismiss }: { values: Partial<Editable>; onDismiss: () => void }) {
  const keys = Object.keys(values) as EditableKey[];
  return (
    <section className="claim-set-aside" aria-labelledby="claim-set-aside-title" data-testid="claim-set-aside">
      <h2 id="claim-set-aside-title">Your replaced text</h2>
      <p className="small muted">You took the other version. What you had typed was not saved: copy what you need before dismissing it.</p>
      {keys.map((k) => (
        <div key={k} className="claim-set-aside-field">
          <h3>{FIELD_NAMES[k]}</h3>
          <p className="claim-conflict-text">{values[k] || <em className="muted">empty</em>}</p>
          <CopyButton text={values[k] ?? ""} label={`Copy your ${FIELD_NAMES[k].toLowerCase()}`} />
        </div>
      ))}
      <button type="button" className="button button-small button-ghost" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
