import { VERDICT_LABELS, VERDICT_SUMMARIES } from "@/lib/client/labels";
import type { PrecheckOutput, Verdict } from "@/lib/client/api-types";
import { CriteriaList } from "./criteria-list";

const TONE: Record<Verdict, string> = {
  LIKELY_ELIGIBLE: "good",
  POSSIBLY_ELIGIBLE: "fair",
  UNLIKELY_ELIGIBLE: "poor",
  INSUFFICIENT_INFORMATION: "unknown",
};

interface PrecheckResultProps {
  output: PrecheckOutput;
  /** When set, follow-up questions are buttons that start an answer (in the composer). */
  onStartAnswer?: (answerStart: string) => void;
}

// Results stored before answer openings existed have none: the answer then starts empty.
function answerStartOf(output: PrecheckOutput, question: string): string {
  return output.followUps?.find((f) => f.question === question)?.answerStart ?? "";
}

/** A pre-check verdict: banner with score, the five criteria, then the follow-up questions. */
export function PrecheckResult({ output, onStartAnswer }: PrecheckResultProps) {
  const deciding = output.criteria.find((c) => c.id === output.decidingCriterion);
  const score = Math.max(0, Math.min(100, Math.round(output.score)));
  return (
    <div className="precheck">
      <div className={`verdict verdict-${TONE[output.verdict]}`} data-testid="verdict-banner">
        <div className="verdict-main">
          <p className="verdict-eyebrow">Eligibility verdict</p>
          <p className="verdict-label">{VERDICT_LABELS[output.verdict] ?? output.verdict}</p>
          <p className="verdict-summary">{VERDICT_SUMMARIES[output.verdict]}</p>
        </div>
        <div className="score" role="img" aria-label={`Score ${score} out of 100`}>
          <p className="score-number">
            {score}
            <span>/100</span>
          </p>
          <div className="score-meter" aria-hidden="true">
            <div className="score-fill" style={{ width: `${score}%` }} />
          </div>
        </div>
      </div>

      {deciding && (
        <p className="deciding-criterion" data-testid="deciding-criterion">
          The answer turns first on: <strong>{deciding.label}</strong>
        </p>
      )}

      {(output.redFlags ?? []).length > 0 && (
        <div className="red-flags" data-testid="red-flags">
          <h3 className="precheck-heading">Red flags from decided cases</h3>
          <ul>
            {output.redFlags.map((f) => (
              <li key={f.id}>
                <strong>{f.label}</strong>: {f.quote} <span className="muted small">({f.authority})</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <h3 className="precheck-heading">The five SR&amp;ED criteria</h3>
      <CriteriaList criteria={output.criteria} />

      {output.followUpQuestions.length > 0 && (
        <div className="follow-ups">
          <h3 className="precheck-heading">Questions to strengthen the claim</h3>
          {onStartAnswer && <p className="muted small">Pick a question to start your answer in the message box.</p>}
          <ul>
            {output.followUpQuestions.map((q) => (
              <li key={q}>
                {onStartAnswer ? (
                  <button type="button" className="follow-up" onClick={() => onStartAnswer(answerStartOf(output, q))}>
                    {q}
                  </button>
                ) : (
                  <span className="follow-up follow-up-static">{q}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
