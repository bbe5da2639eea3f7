import type { LogbookOutput } from "@/lib/client/api-types";

// One table for every width: on a laptop a fixed-layout table whose columns share the width (long
// paths wrap inside their cell), on a phone each row a card whose cells show their column's name
// (data-label, drawn by outputs.css). The table semantics stay for screen readers at every width.

const COLUMNS = [
  { key: "date", label: "Date" },
  { key: "title", label: "Title" },
  { key: "hypothesis", label: "Hypothesis" },
  { key: "work", label: "Work" },
  { key: "result", label: "Result" },
  { key: "nextSteps", label: "Next steps" },
  { key: "evidence", label: "Evidence" },
] as const;

function TextCell({ label, text, className }: { label: string; text: string; className?: string }) {
  const empty = text.trim() === "";
  return (
    <td data-label={label} className={[className, empty ? "logbook-empty" : ""].filter(Boolean).join(" ") || undefined}>
      {empty ? <span className="muted" aria-label="none">—</span> : text}
    </td>
  );
}

export function LogbookTable({ output }: { output: LogbookOutput }) {
  if (output.entries.length === 0) return <p className="muted">No logbook entries could be drawn from this input.</p>;
  return (
    <div className="logbook-wrap">
      <table className="logbook-table">
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.key} className={`logbook-col-${c.key}`} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {output.entries.map((e, i) => (
            <tr key={i}>
              <td data-label="Date" className="logbook-date">
                {e.date || <span className="muted">Undated</span>}
              </td>
              <th scope="row" data-label="Title" className="logbook-title">
                {e.title || <span className="muted">Untitled</span>}
              </th>
              <TextCell label="Hypothesis" text={e.hypothesis} />
              <TextCell label="Work" text={e.work} />
              <TextCell label="Result" text={e.result} />
              <TextCell label="Next steps" text={e.nextSteps} />
              <td data-label="Evidence" className={e.evidence.length > 0 ? "logbook-evidence" : "logbook-evidence logbook-empty"}>
                {e.evidence.length > 0 ? (
                  <ul>
                    {e.evidence.map((ev, j) => (
                      <li key={j}>
                        <code>{ev}</code>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted" aria-label="none">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
