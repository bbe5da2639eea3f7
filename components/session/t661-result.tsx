import type { T661Output } from "@/lib/client/api-types";
import { T661LineCard } from "./t661-line-card";

const LINES = ["242", "244", "246"] as const;

type Source = T661Output["sources"][number];
const sourceLabel = (s: Source) => ("filename" in s ? s.filename : `${s.repo} @ ${s.commit.slice(0, 7)}`);

export function T661Result({ output }: { output: T661Output }) {
  return (
    <div className="t661">
      {LINES.map((k) => (
        <T661LineCard key={k} lineNo={k} line={output.lines[k]} />
      ))}
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
