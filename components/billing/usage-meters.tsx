import type { BillingProfile } from "@/lib/client/api-types";
import { formatBytes } from "@/lib/shared/limits";

type Usage = BillingProfile["usage"]["aiRuns"];

const count = (n: number) => n.toLocaleString("en-CA");
const bytes = (n: number) => (n === 0 ? "0 MB" : formatBytes(n));

const METERS = [
  { key: "aiRuns", label: "AI runs this month", testId: "usage-ai-runs", format: count },
  { key: "storageBytes", label: "Storage", testId: "usage-storage", format: bytes },
  { key: "projects", label: "Projects", testId: "usage-projects", format: count },
] as const;

function Meter({ label, usage, format, testId }: { label: string; usage: Usage; format: (n: number) => string; testId: string }) {
  const { used, limit } = usage;
  const ratio = limit === null ? 0 : limit > 0 ? Math.min(1, used / limit) : 1;
  const tone = limit === null ? "" : ratio >= 1 ? " meter-full" : ratio >= 0.8 ? " meter-high" : "";
  return (
    <div className={`usage-meter${tone}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="usage-figures">
          {limit === null ? `${format(used)} used · unlimited` : `${format(used)} of ${format(limit)}`}
        </span>
        {limit !== null && (
          <span
            className="meter"
            role="meter"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(used, limit)}
            aria-valuetext={`${format(used)} of ${format(limit)}`}
          >
            <span className="meter-fill" style={{ width: `${ratio * 100}%` }} />
          </span>
        )}
      </dd>
    </div>
  );
}

/** What the plan allows and how much of it is used: runs, storage and projects. */
export function UsageMeters({ usage }: { usage: BillingProfile["usage"] }) {
  return (
    <dl className="usage-meters">
      {METERS.map((m) => (
        <Meter key={m.key} label={m.label} usage={usage[m.key]} format={m.format} testId={m.testId} />
      ))}
    </dl>
  );
}
