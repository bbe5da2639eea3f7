"use client";

import { useState } from "react";
import { formatDateTime } from "@/lib/client/labels";
import type { MessageDTO } from "@/lib/client/api-types";
import { PrecheckResult } from "@/components/precheck/precheck-result";
import { LogbookTable } from "./logbook-table";
import { Markdown } from "./markdown";
import { readPayload } from "./payload";
import { T661Result } from "./t661-result";

const TITLES = { PRECHECK: "Eligibility pre-check", T661: "T661 draft", LOGBOOK: "Logbook entries" } as const;

function seconds(ms: number) {
  return ms < 1000 ? `${Math.max(0, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

interface AssistantMessageProps {
  message: MessageDTO;
  onStartAnswer: (answerStart: string) => void;
}

/** The assistant's answer: a rich view of its structured result, or its markdown on request. */
export function AssistantMessage({ message, onStartAnswer }: AssistantMessageProps) {
  const rich = readPayload(message.payload);
  const [asText, setAsText] = useState(false);

  return (
    <article className="message message-assistant" aria-label="Assistant reply" data-testid="assistant-message">
      <header className="message-head">
        <span className="assistant-avatar" aria-hidden="true">
          S
        </span>
        <span className="message-author">{rich ? TITLES[rich.type] : "Assistant"}</span>
        <time className="message-time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {rich && (
          <span className="message-engine" title="Engine and time taken">
            {rich.result.engine} · {seconds(rich.result.durationMs)}
          </span>
        )}
        {rich && (
          <button
            type="button"
            className="text-toggle"
            aria-pressed={asText}
            onClick={() => setAsText((v) => !v)}
          >
            {asText ? "Show formatted" : "Show as text"}
          </button>
        )}
      </header>
      <div className="message-body">
        {(asText || !rich) && <Markdown>{message.content}</Markdown>}
        {/* Hidden, not unmounted, while shown as text: local edits in the T661 cards survive the toggle. */}
        {rich && (
          <div hidden={asText}>
            {rich.type === "PRECHECK" && <PrecheckResult output={rich.output} onStartAnswer={onStartAnswer} />}
            {rich.type === "T661" && <T661Result output={rich.output} runId={message.runId} />}
            {rich.type === "LOGBOOK" && <LogbookTable output={rich.output} />}
          </div>
        )}
      </div>
    </article>
  );
}
