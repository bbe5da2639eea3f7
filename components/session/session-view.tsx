"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { RunQuota } from "@/components/workspace/usage-meter";
import { UpgradePrompt } from "@/components/workspace/upgrade-prompt";
import { isApiError } from "@/lib/client/api-error";
import { taskTypeOf } from "@/lib/client/labels";
import { useProjectFiles } from "@/lib/client/use-files";
import { useProject } from "@/lib/client/use-projects";
import { useHistory } from "@/lib/client/use-runs";
import { useSession } from "@/lib/client/use-sessions";
import { ArchivedNotice } from "./archived-notice";
import { toAttached } from "./attached-file";
import { AttachmentChips } from "./attachment-chips";
import { Composer } from "./composer";
import { Conversation } from "./conversation";
import { recordedAttachments } from "./run-outcomes";
import { AttachButton, EvidencePicker } from "./evidence-picker";
import { SessionHeader } from "./session-header";
import { PLACEHOLDERS, SessionIntro } from "./session-intro";
import { useRun, type RunDraft } from "./use-run";
import type { ProjectDTO, SessionDTO } from "@/lib/client/api-types";

export function SessionView({ projectId, sessionId }: { projectId: string; sessionId: string }) {
  const session = useSession(projectId, sessionId);
  const project = useProject(projectId);

  if (session.isPending) {
    return (
      <div className="container page-loading" role="status">
        Loading the session…
      </div>
    );
  }
  if (session.isError) {
    const missing = isApiError(session.error) && (session.error.status === 404 || session.error.status === 400);
    return (
      <div className="container session-page">
        <header className="page-header">
          <h1>{missing ? "Session not found" : "Could not load the session"}</h1>
        </header>
        <Alert tone="error">{missing ? "This session does not exist or is not yours." : session.error.message}</Alert>
        <Link href={`/projects/${projectId}`}>Back to the project</Link>
      </div>
    );
  }
  return <SessionWorkspace session={session.data} project={project.data} />;
}

function SessionWorkspace({ session, project }: { session: SessionDTO; project: ProjectDTO | undefined }) {
  const history = useHistory(session.id);
  const files = useProjectFiles(session.projectId);
  const run = useRun(session);
  const [draft, setDraft] = useState("");
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const type = taskTypeOf(session.type);
  const archived = session.status === "ARCHIVED";
  const messages = history.data ?? [];
  // Only Ready files go out: one deleted or failed since it was picked drops off by itself.
  const attached = (files.data ?? []).filter((f) => f.indexStatus === "READY" && selectedIds.includes(f.id)).map(toAttached);

  const toggleFile = (id: string) =>
    setSelectedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  function send(next: RunDraft) {
    setDraft("");
    setPicking(false);
    run.send(next, {
      // Not stored (quota, archived, validation): give the text back so nothing typed is lost.
      onError: (err) => {
        if (!(isApiError(err) && err.code === "WORKER_FAILED")) setDraft((d) => d || next.input);
      },
    });
  }

  function startAnswer(answerStart: string) {
    setDraft(answerStart);
    composerRef.current?.focus();
    composerRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }

  return (
    <div className="container session-page">
      <SessionHeader session={session} project={project} />

      {history.isPending && <p className="muted" role="status">Loading the conversation…</p>}
      {history.isError && <Alert tone="error">Could not load the conversation: {history.error.message}</Alert>}
      {history.isSuccess && messages.length === 0 && run.pendingRun === null && <SessionIntro type={type} />}
      <Conversation
        messages={messages}
        pendingRun={run.pendingRun}
        failures={run.failures}
        attachments={{ ...recordedAttachments(messages, files.data ?? []), ...run.attachments }}
        failedRun={run.failedRun}
        onRetry={send}
        onStartAnswer={startAnswer}
      />

      <div className="composer-dock">
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={() => send({ input: draft.trim(), files: attached })}
          pending={run.pending}
          disabled={archived}
          placeholder={PLACEHOLDERS[type]}
          textareaRef={composerRef}
          tools={
            <AttachButton count={attached.length} open={picking} disabled={archived} onToggle={() => setPicking((p) => !p)} />
          }
          attachments={
            <>
              {picking && !archived && (
                <EvidencePicker
                  projectId={session.projectId}
                  files={files.data}
                  error={files.isError ? files.error.message : null}
                  selectedIds={selectedIds}
                  onToggle={toggleFile}
                  onClose={() => setPicking(false)}
                />
              )}
              <AttachmentChips
                files={attached}
                label="Evidence to send"
                onRemove={toggleFile}
                testId="composer-attachments"
              />
            </>
          }
        >
          {(archived || run.archivedError) && <ArchivedNotice session={session} onReactivated={run.reset} />}
          {run.quotaError && (
            <UpgradePrompt title="No AI runs left this month" message={run.quotaError.message} />
          )}
          {run.otherError && <Alert tone="error">{run.otherError.message}</Alert>}
        </Composer>
        <RunQuota />
      </div>
    </div>
  );
}
