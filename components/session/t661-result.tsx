"use client";

import { useParams } from "next/navigation";
import { useState } from "react";
import { DraftCopyNotice, useDraftCopy } from "@/components/claim/draft-copy";
import type { T661Output } from "@/lib/client/api-types";
import { LINE_KEYS, type LineKey } from "@/lib/client/claim-draft";
import { T661LineCard } from "./t661-line-card";

type Source = T661Output["sources"][number];
const sourceLabel = (s: Source) => ("filename" in s ? s.filename : `${s.repo} @ ${s.commit.slice(0, 7)}`);

const originalTexts = (output: T661Output) =>
  Object.fromEntries(LINE_KEYS.map((k) => [k, output.lines[k].text])) as Record<LineKey, string>;

/**
 * A T661 answer: the three lines, editable on the page, and the way into the project's claim
 * ("Use this draft" for all three, "Use this line" for one), which names the run they came from.
 */
export function T661Result({ output, runId = null }: { output: T661Output; runId?: string | null }) {
  // The session page's route names the project; elsewhere (no project) the claim actions are hidden.
  const params = useParams<{ projectId?: string }>();
  const projectId = typeof params?.projectId === "string" ? params.projectId : null;
  const [texts, setTexts] = useState(() => originalTexts(output));
  return (
    <div className="t661">
      {projectId ? (
        <ClaimActions projectId={projectId} runId={runId} output={output} texts={texts} setTexts={setTexts} />
      ) : (
        LINE_KEYS.map((k) => (
          <T661LineCard
            key={k}
            lineNo={k}
            line={output.lines[k]}
            text={texts[k]}
            onChange={(text) => setTexts((t) => ({ ...t, [k]: text }))}
          />
        ))
      )}
      {output.warnings.length > 0 && (
        <section className="t661-warnings" aria-label="Warnings">
          <h4>Before you file</h4>
          <ul>
            {output.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="t661-sources" aria-label="Sources">
        <h4>Sources</h4>
        {output.sources.length === 0 ? (
          <p className="muted small">Drafted from your description only; no files or commits were attached.</p>
        ) : (
          <ul>
            {output.sources.map((s, i) => (
              <li key={i}>{sourceLabel(s)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface ClaimActionsProps {
  projectId: string;
  runId: string | null;
  output: T661Output;
  texts: Record<LineKey, string>;
  setTexts: (update: (t: Record<LineKey, string>) => Record<LineKey, string>) => void;
}

function ClaimActions({ projectId, runId, output, texts, setTexts }: ClaimActionsProps) {
  const copy = useDraftCopy(projectId, runId, texts, originalTexts(output));
  return (
    <>
      <div className="claim-use-bar">
        <p className="small muted">
          Edits here stay on this page until you use them: the project&apos;s claim is where the text is saved, versioned and
          exported.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={copy.pending}
          aria-busy={copy.pending}
          onClick={() => copy.copyLines([...LINE_KEYS])}
        >
          {copy.allInClaim ? "Use this draft again" : "Use this draft"}
        </button>
      </div>
      <DraftCopyNotice projectId={projectId} copy={copy} />
      {LINE_KEYS.map((k) => (
        <T661LineCard
          key={k}
          lineNo={k}
          line={output.lines[k]}
          text={texts[k]}
          onChange={(text) => setTexts((t) => ({ ...t, [k]: text }))}
          claim={{ inClaim: copy.inClaim(k), pending: copy.pending, onUse: () => copy.copyLines([k]) }}
        />
      ))}
    </>
  );
}
