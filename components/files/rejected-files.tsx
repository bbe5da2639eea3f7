import type { Rejected } from "./use-uploads";

/** Files refused before upload, each with its reason; nothing was sent for them. */
export function RejectedFiles({ items, onDismiss }: { items: Rejected[]; onDismiss: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <div className="alert alert-error rejected-files" role="alert">
      <p className="rejected-title">
        {items.length === 1 ? "This file was not uploaded:" : `These ${items.length} files were not uploaded:`}
      </p>
      <ul>
        {items.map((r) => (
          <li key={r.key}>
            <span>
              <strong>{r.name}</strong> — {r.reason}
            </span>
            <button type="button" className="rejected-dismiss" onClick={() => onDismiss(r.key)}>
              Dismiss<span className="visually-hidden"> {r.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
