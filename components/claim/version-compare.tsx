"use client";

import { useId, useState } from "react";
import type { ClaimVersionSummaryDTO } from "@/lib/client/claim-api";
import { LINE_KEYS, type LineKey } from "@/lib/client/claim-draft";
import { useClaimVersion } from "@/lib/client/use-claim";
import { WordDiffView } from "./word-diff-view";

const CURRENT = "current";

interface VersionCompareProps {
  projectId: string;
  /** The versions listed (one page), newest first. */
  versions: ClaimVersionSummaryDTO[];
  current: Record<LineKey, string>;
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

function Choice({ id, label, value, onChange, options }: ChoiceProps) {
  return (
    <div className="claim-compare-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One line in two versions (or a version and the text on screen), word by word. */
export function VersionCompare({ projectId, versions, current }: VersionCompareProps) {
  const id = useId();
  const [from, setFrom] = useState(versions[1]?.id ?? versions[0]!.id);
  const [to, setTo] = useState(CURRENT);
  const [line, setLine] = useState<LineKey>(versions[0]?.changedLines[0] ?? "242");
  const older = useClaimVersion(projectId, from === CURRENT ? null : from);
  const newer = useClaimVersion(projectId, to === CURRENT ? null : to);

  const textOf = (choice: string, query: typeof older) => (choice === CURRENT ? current[line] : query.data?.record.lines[line].text);
  const before = textOf(from, older);
  const after = textOf(to, newer);
  const name = (choice: string) => (choice === CURRENT ? "the text on screen" : `version ${versions.find((v) => v.id === choice)?.version}`);
  const failed = older.error ?? newer.error;

  const options = [
    { value: CURRENT, label: "The text on screen" },
    ...versions.map((v) => ({ value: v.id, label: `Version ${v.version}` })),
  ];

  return (
    <div className="claim-compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Compare two versions of a line</h3>
      <div className="claim-compare-controls">
        <Choice id={`${id}-line`} label="Line to compare" value={line} onChange={(v) => setLine(v as LineKey)} options={LINE_KEYS.map((l) => ({ value: l, label: `Line ${l}` }))} />
        <Choice id={`${id}-from`} label="Compare from" value={from} onChange={setFrom} options={options} />
        <Choice id={`${id}-to`} label="Compare to" value={to} onChange={setTo} options={options} />
      </div>
      {failed && <p className="field-error">Could not load a version: {failed.message}</p>}
      {before === undefined || after === undefined ? (
        !failed && <p className="muted small">Loading…</p>
      ) : (
        <WordDiffView before={before} after={after} label={`Line ${line}: ${name(from)} compared with ${name(to)}`} />
      )}
    </div>
  );
}
