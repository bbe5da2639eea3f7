import { wordDiff } from "@/lib/client/word-diff";

/** Two texts compared word by word: removed words struck through, added ones marked. */
export function WordDiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const diff = wordDiff(before, after);
  return (
    <figure className="claim-diff" aria-label={label}>
      <figcaption className="small muted">
        {diff.added === 0 && diff.removed === 0 ? "No change" : `${diff.added} words added, ${diff.removed} removed`}
      </figcaption>
      <p className="claim-diff-text" data-testid="claim-diff">
        {diff.parts.map((p, i) =>
          p.kind === "same" ? (
            <span key={i}>{p.text}</span>
          ) : p.kind === "added" ? (
            <ins key={i}>{p.text}</ins>
          ) : (
            <del key={i}>{p.text}</del>
          ),
        )}
      </p>
    </figure>
  );
}
