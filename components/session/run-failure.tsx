interface RunFailureProps {
  message: string | null;
  canRetry: boolean;
  onRetry: () => void;
}

/** The inline note under a message whose run failed in the worker (502): the message was kept. */
export function RunFailure({ message, canRetry, onRetry }: RunFailureProps) {
  return (
    <div className="run-failure" role={canRetry ? "alert" : undefined}>
      <div>
        <p className="run-failure-title">No answer for this message</p>
        <p className="run-failure-text">
          {message ?? "The AI could not complete this run."} Your message was saved and the run was not counted
          against your quota.
        </p>
      </div>
      {canRetry && (
        <button type="button" className="button button-secondary button-small" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
