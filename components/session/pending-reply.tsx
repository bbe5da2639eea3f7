export function PendingReply() {
  return (
    <div className="message message-assistant message-pending" role="status" data-testid="pending-reply">
      <span className="assistant-avatar" aria-hidden="true">
        S
      </span>
      <span className="typing" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>Analysing…</span>
    </div>
  );
}
