/** "312 / 350 words" with a bar that turns amber near the limit and red over it. */
export function WordMeter({ count, limit, id }: { count: number; limit: number; id?: string }) {
  const ratio = limit > 0 ? count / limit : 0;
  const tone = count > limit ? "over" : ratio >= 0.9 ? "near" : "ok";
  return (
    <div className={`word-meter word-meter-${tone}`} id={id}>
      <div className="word-meter-bar" aria-hidden="true">
        <div className="word-meter-fill" style={{ width: `${Math.min(100, ratio * 100)}%` }} />
      </div>
      <p className="word-meter-text" aria-live="polite">
        <span data-testid="word-count">
          {count} / {limit} words
        </span>
        {tone === "over" && <span className="word-meter-note"> · {count - limit} over the limit</span>}
        {tone === "near" && <span className="word-meter-note"> · close to the limit</span>}
      </p>
    </div>
  );
}
