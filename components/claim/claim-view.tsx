"use client";

import "./claim.css";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { isApiError } from "@/lib/client/api-error";
import { useAuth } from "@/lib/client/auth-context";
import { fetchClaim, type ClaimDTO } from "@/lib/client/claim-api";
import { fieldStatus, LINE_KEYS, refusedKeys, saveStatus, SECTION_A_KEYS, type SectionAKey } from "@/lib/client/claim-draft";
import type { ProjectDTO } from "@/lib/client/api-types";
import { claimKeys, useFieldCodes } from "@/lib/client/use-claim";
import { useClaimEditor } from "@/lib/client/use-claim-editor";
import { useProject } from "@/lib/client/use-projects";
import { ConflictPanel, SetAsidePanel } from "./conflict-panel";
import { ExportBar } from "./export-bar";
import { LineEditor } from "./line-editor";
import { SaveStatusBadge } from "./save-status";
import { SectionA } from "./section-a";
import { VersionsPanel } from "./versions-panel";

/** The project's claim page: loads the record fresh, then hands it to the editor. */
export function ClaimView({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const { user } = useAuth();
  // Always read fresh: a cached record may be older than another tab's last save.
  const claim = useQuery({ queryKey: claimKeys.claim(projectId), queryFn: () => fetchClaim(projectId), staleTime: 0 });

  const failed = claim.error ?? project.error;
  if (failed) {
    const missing = isApiError(failed) && (failed.status === 404 || failed.status === 400);
    return (
      <div className="container workspace">
        <header className="page-header">
          <h1>{missing ? "Project not found" : "Could not load the claim"}</h1>
        </header>
        <Alert tone="error">{missing ? "This project does not exist or is not yours." : failed.message}</Alert>
        <Link href="/projects">Back to your projects</Link>
      </div>
    );
  }
  if (!claim.data || !claim.isFetchedAfterMount || !user) {
    return (
      <div className="container page-loading" role="status">
        Loading the claim…
      </div>
    );
  }
  return <ClaimEditor key={projectId} projectId={projectId} project={project.data} record={claim.data} userId={user.id} />;
}

interface ClaimEditorProps {
  projectId: string;
  project: ProjectDTO | undefined;
  record: ClaimDTO;
  userId: string;
}

function ClaimEditor({ projectId, project, record, userId }: ClaimEditorProps) {
  const { state, dispatch, edit, save, restore } = useClaimEditor(projectId, record, userId);
  const fieldCodes = useFieldCodes(projectId);
  const status = saveStatus(state);
  const refused = refusedKeys(state);
  const errorOf = (k: (typeof refused)[number]) => (refused.includes(k) ? state.rejected[k]?.message : undefined);
  const sectionAErrors = Object.fromEntries(SECTION_A_KEYS.map((k) => [k, errorOf(k)]).filter(([, v]) => v)) as Partial<
    Record<SectionAKey, string>
  >;
  const lines = { "242": state.draft["242"], "244": state.draft["244"], "246": state.draft["246"] };
  const unsavedReason = {
    saved: null,
    conflict: "Settle the change made elsewhere first.",
    invalid: "Fix the field marked “Not saved” first.",
    error: "Your last edits are not saved yet.",
    unsaved: "Wait until your last edits are saved.",
    saving: "Wait until your last edits are saved.",
  }[status];

  return (
    <div
      className="container workspace claim-page"
      onKeyDown={(e) => {
        // Ctrl+S / Cmd+S saves now instead of the browser's "save page".
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
          e.preventDefault();
          dispatch({ type: "retry" });
          void save();
        }
      }}
    >
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={`/projects/${projectId}`}>
          <ArrowLeftIcon /> {project?.name ?? "Project"}
        </Link>
      </nav>
      <header className="page-header page-header-row claim-header">
        <div>
          <h1>T661 claim</h1>
          <p className="muted">
            {project ? `${project.name} · fiscal year ${project.fiscalYear} · ` : ""}Part 2, form {state.base.formVersion}. Every change
            is saved here as you type and kept in the history.
          </p>
        </div>
        <div className="page-header-side">
          <SaveStatusBadge
            status={status}
            version={state.base.version}
            savedAt={state.savedAt}
            failure={state.failure?.message ?? null}
            onRetry={() => dispatch({ type: "retry" })}
          />
        </div>
      </header>

      {state.recovered && (
        <div className="claim-notice" role="status">
          <p>Edits this tab had not saved yet were put back, and are being saved.</p>
          <button type="button" className="button button-small button-ghost" onClick={() => dispatch({ type: "dismissMerged" })}>
            Dismiss
          </button>
        </div>
      )}
      {state.mergedFrom !== null && !state.conflict && (
        <div className="claim-notice" role="status" data-testid="claim-merged">
          <p>Changes saved elsewhere (version {state.mergedFrom}) are shown here; your own edits were kept.</p>
          <button type="button" className="button button-small button-ghost" onClick={() => dispatch({ type: "dismissMerged" })}>
            Dismiss
          </button>
        </div>
      )}
      {state.conflict && (
        <ConflictPanel conflict={state.conflict} mine={state.draft} onResolve={(choice, keys) => dispatch({ type: "resolve", choice, keys })} />
      )}
      {state.setAside && <SetAsidePanel values={state.setAside} onDismiss={() => dispatch({ type: "dismissSetAside" })} />}

      <ExportBar projectId={projectId} lines={lines} pendingReason={unsavedReason} />

      <SectionA
        values={state.draft}
        onChange={edit}
        errors={sectionAErrors}
        fieldCodes={fieldCodes.data}
        fieldCodesError={fieldCodes.error?.message ?? null}
        formVersion={state.base.formVersion}
        projectName={project?.name}
      />

      <section className="claim-lines" aria-labelledby="claim-lines-title">
        <h2 id="claim-lines-title">Section B: project descriptions</h2>
        {LINE_KEYS.map((l) => (
          <LineEditor
            key={l}
            line={l}
            question={state.base.lines[l].question}
            wordLimit={state.base.lines[l].wordLimit}
            text={state.draft[l]}
            onChange={(text) => edit(l, text)}
            status={fieldStatus(state, l)}
            error={errorOf(l)}
            conflict={
              state.conflict?.keys.includes(l)
                ? {
                    version: state.conflict.version,
                    theirs: state.conflict.theirs[l] ?? "",
                    onResolve: (choice) => dispatch({ type: "resolve", choice, keys: [l] }),
                  }
                : undefined
            }
          />
        ))}
      </section>

      <VersionsPanel
        projectId={projectId}
        userId={userId}
        currentVersion={state.base.version}
        current={lines}
        restoreBlocked={unsavedReason && `Restoring is off for now: ${unsavedReason.charAt(0).toLowerCase()}${unsavedReason.slice(1)}`}
        onRestore={restore}
      />
    </div>
  );
}
