"use client";

import type { FormEvent, KeyboardEvent, ReactNode, Ref } from "react";

const MAX = 20_000;

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  disabled?: boolean;
  placeholder: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Notices above everything (archived, quota, errors). */
  children?: ReactNode;
  /** Just above the message box: the evidence picker and the attached files. */
  attachments?: ReactNode;
  /** Left of the send button: the attach button. */
  tools?: ReactNode;
}

/** The message box: Ctrl/Cmd+Enter or the button sends; it stays usable while a run works. */
export function Composer(props: ComposerProps) {
  const { value, onChange, onSend, pending, disabled, placeholder, textareaRef, children, attachments, tools } = props;
  const tooLong = value.length > MAX;
  const canSend = !pending && !disabled && value.trim().length > 0 && !tooLong;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (canSend) onSend();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (canSend) onSend();
    }
  }

  return (
    <form className="composer" onSubmit={onSubmit} aria-label="Write to the assistant">
      {children}
      {attachments}
      <label htmlFor="composer-input" className="visually-hidden">
        Message
      </label>
      <textarea
        id="composer-input"
        ref={textareaRef}
        className="composer-input"
        value={value}
        rows={2}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby="composer-hint"
      />
      <div className="composer-bar">
        {tools}
        <p id="composer-hint" className="composer-hint small">
          <kbd>Ctrl</kbd>/<kbd>⌘</kbd> + <kbd>Enter</kbd> to send
          {value.length > MAX * 0.8 && (
            <span className={tooLong ? "field-error" : undefined}>
              {" "}
              · {value.length.toLocaleString("en-CA")} / {MAX.toLocaleString("en-CA")} characters
            </span>
          )}
        </p>
        <button type="submit" className="button button-primary" disabled={!canSend} aria-busy={pending}>
          {pending && <span className="spinner" aria-hidden="true" />}
          {pending ? "Analysing…" : "Send"}
        </button>
      </div>
    </form>
  );
}
