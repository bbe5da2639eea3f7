import { CheckIcon, CrossIcon, PartialIcon } from "@/components/ui/icons";
import type { Criterion } from "@/lib/client/api-types";

/**
 * Evidence arrives as `"sentence"` or `file.pdf: "sentence"`: the quote marks are drawn by <q>. The
 * source is everything before the first `: "` (not at the very start). Read by hand rather than as
 * /^(?:(.+?): )?["“](.*)["”]$/s, which retried the whole rest at every `: "` (quadratic).
 */
export function splitQuote(evidence: string): { source: string | null; text: string } {
  const t = evidence.trim();
  if (t.length < 2 || !`"”`.includes(t[t.length - 1]!)) return { source: null, text: evidence };
  const separator = /: ["“]/g;
  separator.lastIndex = 1;
  const m = separator.exec(t);
  if (m && m.index + 2 < t.length - 1) return { source: t.slice(0, m.index), text: t.slice(m.index + 3, -1) };
  if (`"“`.includes(t[0]!)) return { source: null, text: t.slice(1, -1) };
  return { source: null, text: evidence };
}

const STATUS = {
  MET: { label: "Met", Icon: CheckIcon },
  PARTIAL: { label: "Partly met", Icon: PartialIcon },
  MISSING: { label: "Missing", Icon: CrossIcon },
} as const;

/** The CRA's five criteria as a checklist: status, the quoted evidence, and what is still missing. */
export function CriteriaList({ criteria }: { criteria: readonly Criterion[] }) {
  return (
    <ol className="criteria" aria-label="Eligibility criteria">
      {criteria.map((c) => {
        const { label, Icon } = STATUS[c.status] ?? STATUS.MISSING;
        return (
          <li key={c.id} className={`criterion criterion-${c.status.toLowerCase()}`} data-testid="criterion">
            <span className="criterion-icon">
              <Icon />
            </span>
            <div className="criterion-body">
              <div className="criterion-head">
                <span className="criterion-label">{c.label}</span>
                <span className="criterion-status">{label}</span>
              </div>
              {c.evidence.length > 0 && (
                <ul className="criterion-evidence" aria-label={`Evidence for ${c.label}`}>
                  {c.evidence.map((e, i) => {
                    const { source, text } = splitQuote(e);
                    return (
                      <li key={i}>
                        <q>{text}</q>
                        {source && <span className="evidence-source"> — {source}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
              {c.gaps.length > 0 && (
                <ul className="criterion-gaps" aria-label={`Gaps in ${c.label}`}>
                  {c.gaps.map((g, i) => (
                    <li key={i}>{g}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
