import { diffWords } from "diff";
import { countClaimWords } from "@/lib/shared/claim-words";

// Two versions of a line compared word by word (the `diff` package: Myers' algorithm on word and
// punctuation tokens, spaces kept as they were), for the claim's history.

export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface WordDiff {
  parts: DiffPart[];
  /** Words (as the CRA counts them) only in the newer text, and only in the older one. */
  added: number;
  removed: number;
}

/** Past this, two long texts that share little are shown as replaced rather than diffed. */
const DIFF_TIMEOUT_MS = 400;

export function wordDiff(before: string, after: string): WordDiff {
  const changes = before === after ? [{ value: before, added: false, removed: false }] : diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  const parts: DiffPart[] = changes
    ? changes.map((c) => ({ kind: c.added ? "added" : c.removed ? "removed" : "same", text: c.value }))
    : [
        { kind: "removed", text: before },
        { kind: "added", text: after },
      ];
  const words = (kind: DiffPart["kind"]) => parts.filter((p) => p.kind === kind).reduce((n, p) => n + countClaimWords(p.text), 0);
  return { parts: parts.filter((p) => p.text !== ""), added: words("added"), removed: words("removed") };
}
