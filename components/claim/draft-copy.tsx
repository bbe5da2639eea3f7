"use client";

import "./claim.css";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { conflictRecord, fetchClaim, type ClaimDTO } from "@/lib/client/claim-api";
import { LINE_KEYS, type LineKey } from "@/lib/client/claim-draft";
import { claimKeys, useClaim, useCopyToClaim } from "@/lib/client/use-claim";

// "Use this draft" and "Use this line" on a T661 answer: the run's text (as edited on the page)
// goes into the project's claim record, naming the run it came from. Lines that already hold
// other text are replaced only after the user says so (the replaced text stays in the history);
// a claim saved elsewhere since this page read it (409) is not overwritten without asking.

type Outcome =
  | { kind: "idle" }
  | { kind: "confirm"; lines: LineKey[]; replacing: LineKey[] }
  | { kind: "done"; lines: LineKey[]; version: number }
  | { kind: "conflict"; lines: LineKey[]; theirs: ClaimDTO }
  | { kind: "error"; message: string };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const named = (lines: LineKey[]) =>
  lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}`;

export function useDraftCopy(projectId: string, runId: string | null, texts: Record<LineKey, string>, originals: Record<LineKey, string>) {
  const queryClient = useQueryClient();
  const claim = useClaim(projectId);
  const copy = useCopyToClaim(projectId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  async function write(lines: LineKey[], version: number) {
    setOutcome({ kind: "idle" });
    try {
      const saved = await copy.mutateAsync({ version, lines: Object.fromEntries(lines.map((l) => [l, texts[l]])), sourceRunId: runId });
      setOutcome({ kind: "done", lines, version: saved.version });
    } catch (err) {
      const theirs = conflictRecord(err);
      if (theirs) setOutcome({ kind: "conflict", lines, theirs });
      else setOutcome({ kind: "error", message: err instanceof Error ? err.message : "The claim could not be saved." });
    }
  }

  /** Puts `lines` into the claim, asking first when that replaces other text there. */
  async function copyLines(lines: LineKey[], confirmed = false) {
    let current: ClaimDTO;
    try {
      current = claim.data ?? (await queryClient.fetchQuery({ queryKey: claimKeys.claim(projectId), queryFn: () => fetchClaim(projectId) }));
    } catch (err) {
      setOutcome({ kind: "error", message: err instanceof Error ? err.message : "The claim could not be read." });
      return;
    }
    // Other text: neither this text nor the run's own (this draft used before, then edited here).
    const replacing = lines.filter((l) => {
      const there = current.lines[l].text;
      return there.trim() !== "" && there !== texts[l] && there !== originals[l];
    });
    if (replacing.length > 0 && !confirmed) {
      setOutcome({ kind: "confirm", lines, replacing });
      return;
    }
    await write(lines, current.version);
  }

  /** In the claim as it is on the page now (same text). */
  const inClaim = (line: LineKey) => Boolean(claim.data && texts[line].trim() !== "" && claim.data.lines[line].text === texts[line]);

  return {
    copyLines,
    inClaim,
    allInClaim: LINE_KEYS.every(inClaim),
    pending: copy.isPending,
    outcome,
    overwrite: (o: Extract<Outcome, { kind: "conflict" }>) => write(o.lines, o.theirs.version),
    dismiss: () => setOutcome({ kind: "idle" }),
  };
}

export type DraftCopy = ReturnType<typeof useDraftCopy>;

/** What happened to the last "Use this …", with the choices a confirmation or a 409 needs. */
export function DraftCopyNotice({ projectId, copy }: { projectId: string; copy: DraftCopy }) {
  const { outcome } = copy;
  const claimLink = `/projects/${projectId}/claim`;
  if (outcome.kind === "idle") return null;
  if (outcome.kind === "done") {
    return (
      <div className="claim-copy-notice claim-copy-done" role="status" data-testid="claim-copy-notice">
        <p>
          {capital(named(outcome.lines))} {outcome.lines.length === 1 ? "is" : "are"} in the project&apos;s claim (version{" "}
          {outcome.version}), saved and ready to edit and export.
        </p>
        <Link href={claimLink} className="button button-small button-primary">
          Open the claim
        </Link>
      </div>
    );
  }
  if (outcome.kind === "confirm") {
    return (
      <ReplaceChoice claimLink={claimLink} copy={copy} action="Replace" onReplace={() => copy.copyLines(outcome.lines, true)}>
        The claim already has other text in {named(outcome.replacing)}. Replace it with this draft? The text replaced stays in the
        claim&apos;s history.
      </ReplaceChoice>
    );
  }
  if (outcome.kind === "conflict") {
    return (
      <ReplaceChoice claimLink={claimLink} copy={copy} action="Overwrite with this draft" onReplace={() => copy.overwrite(outcome)}>
        The claim was changed elsewhere (another tab, or someone else) since this page read it: it is at version{" "}
        {outcome.theirs.version} now. Nothing was saved. Overwrite {named(outcome.lines)} with this draft (the other text stays in the
        history), or open the claim to look first?
      </ReplaceChoice>
    );
  }
  return (
    <div className="claim-copy-notice claim-copy-error" role="alert" data-testid="claim-copy-notice">
      <p>Could not put the text into the claim: {outcome.message}</p>
      <button type="button" className="button button-small button-ghost" onClick={copy.dismiss}>
        Dismiss
      </button>
    </div>
  );
}

// A question before other text in the claim is replaced: replace, look at the claim first, or cancel.
function ReplaceChoice({
  claimLink,
  copy,
  action,
  onReplace,
  children,
}: {
  claimLink: string;
  copy: DraftCopy;
  action: string;
  onReplace: () => void;
  children: ReactNode;
}) {
  return (
    <div className="claim-copy-notice" role="alert" data-testid="claim-copy-notice">
      <p>{children}</p>
      <div className="claim-copy-actions">
        <button type="button" className="button button-small button-primary" disabled={copy.pending} onClick={onReplace}>
          {action}
        </button>
        <Link href={claimLink} className="button button-small button-secondary">
          Open the claim
        </Link>
        <button type="button" className="button button-small button-ghost" onClick={copy.dismiss}>
          Cancel
        </button>
      </div>
    </div>
  );
}
