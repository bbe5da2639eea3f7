import { countClaimWords, lineState, WARNING_MARGIN } from "@/lib/shared/claim-words";

const NOTES = {
  EMPTY: "",
  OK: "",
  NEAR_LIMIT: `within ${Math.round(WARNING_MARGIN * 100)}% of the limit: counters differ a little, leave some room`,
  OVER_LIMIT: "over the limit: the form will not take it, and export is off until it is shorter",
} as const;

/** The CRA's word count of a line against its limit, with the margin warning and the hard stop. */
export function LineMeter({ text, limit, id }: { text: string; limit: number; id?: string }) {
  const count = countClaimWords(text);
  const state = lineState(count, limit);
  const ratio = limit > 0 ? count / limit : 0;
  return (
    <div className={`claim-meter claim-meter-${state.toLowerCase().replace("_", "-")}`} id={id} data-state={state}>
      <div className="claim-meter-bar" aria-hidden="true">
        <div className="claim-meter-fill" style={{ width: `${Math.min(100, ratio * 100)}%` }} />
      </div>
      <p className="claim-meter-text" aria-live="polite">
        <span data-testid="claim-word-count">
          {count} / {limit} words
        </span>
        {state === "OVER_LIMIT" && <strong> · {count - limit} over: {NOTES.OVER_LIMIT}</strong>}
        {state === "NEAR_LIMIT" && <span> · {NOTES.NEAR_LIMIT}</span>}
      </p>
    </div>
  );
}
