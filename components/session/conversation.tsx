"use client";

import { useEffect, useRef } from "react";
import type { MessageDTO } from "@/lib/client/api-types";
import type { AttachedFile } from "./attached-file";
import { AssistantMessage } from "./assistant-message";
import { PendingReply } from "./pending-reply";
import { RunFailure } from "./run-failure";
import { failedRunMessageIds } from "./run-outcomes";
import type { RunDraft } from "./use-run";
import { UserMessage } from "./user-message";

export interface FailedRun extends RunDraft {
  userMessageId: string | null;
  message: string;
}

interface ConversationProps {
  messages: MessageDTO[];
  pendingRun: RunDraft | null;
  failures: Record<string, string>;
  /** The files sent with each user message, by message id. */
  attachments: Record<string, AttachedFile[]>;
  failedRun: FailedRun | null;
  onRetry: (draft: RunDraft) => void;
  onStartAnswer: (answerStart: string) => void;
}

export function Conversation(props: ConversationProps) {
  const { messages, pendingRun, failures, attachments, failedRun, onRetry, onStartAnswer } = props;
  const pendingInput = pendingRun?.input ?? null;
  const failed = failedRunMessageIds(messages);
  const last = messages.at(-1);
  // The failed run's message should be in the history; if the history has not caught up, show it anyway.
  const strayFailure =
    failedRun && pendingInput === null && !messages.some((m) => m.id === failedRun.userMessageId) ? failedRun : null;
  const endRef = useRef<HTMLDivElement>(null);
  const lastKey = pendingInput !== null ? "pending" : strayFailure ? "failed" : (last?.id ?? "empty");
  const shownKey = useRef<string | null>(null);

  // Bring the newest turn into view when it changes. On opening, only a long conversation jumps to
  // its latest turn; a short one starts at the top with the session's header.
  useEffect(() => {
    const previous = shownKey.current;
    shownKey.current = lastKey;
    if (lastKey === "empty" || previous === lastKey) return;
    const opening = previous === null || previous === "empty";
    if (opening && messages.length <= 2) return;
    const target = endRef.current?.previousElementSibling;
    target?.scrollIntoView({ behavior: opening ? "auto" : "smooth", block: "start" });
  }, [lastKey, messages.length]);

  return (
    <section className="conversation" aria-label="Conversation">
      {messages.map((m) =>
        m.role === "USER" ? (
          <div key={m.id} className="turn">
            <UserMessage content={m.content} createdAt={m.createdAt} attachments={attachments[m.id]} />
            {failed.has(m.id) && pendingInput === null && (
              <RunFailure
                message={failures[m.id] ?? null}
                canRetry={m.id === last?.id && !strayFailure}
                onRetry={() => onRetry({ input: m.content, files: attachments[m.id] ?? [] })}
              />
            )}
          </div>
        ) : (
          <AssistantMessage key={m.id} message={m} onStartAnswer={onStartAnswer} />
        ),
      )}
      {strayFailure && (
        <div className="turn">
          <UserMessage content={strayFailure.input} attachments={strayFailure.files} />
          <RunFailure message={strayFailure.message} canRetry onRetry={() => onRetry(strayFailure)} />
        </div>
      )}
      {pendingRun && (
        <div className="turn">
          <UserMessage content={pendingRun.input} attachments={pendingRun.files} sending />
          <PendingReply />
        </div>
      )}
      <div ref={endRef} aria-hidden="true" />
    </section>
  );
}
