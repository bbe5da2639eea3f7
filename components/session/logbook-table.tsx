import type { LogbookOutput } from "@/lib/client/api-types";

export function LogbookTable({ output }: { output: LogbookOutput }) {
  if (output.entries.length === 0) return <p className="muted">No logbook entries could be drawn from this input.</p>;
  return (
    <div className="table-scroll">
      <table className="logbook-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Title</th>
            <th scope="col">Hypothesis</th>
            <th scope="col">Work</th>
            <th scope="col">Result</th>
            <th scope="col">Next steps</th>
            <th scope="col">Evidence</th>
          </tr>
        </thead>
        <tbody>
          {output.entries.map((e, i) => (
            <tr key={i}>
              <td className="logbook-date">{e.date}</td>
              <td className="logbook-title">{e.title}</td>
              <td>{e.hypothesis}</td>
              <td>{e.work}</td>
              <td>{e.result}</td>
              <td>{e.nextSteps}</td>
              <td>
                {e.evidence.length > 0 ? (
                  <ul>
                    {e.evidence.map((ev, j) => (
                      <li key={j}>{ev}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
