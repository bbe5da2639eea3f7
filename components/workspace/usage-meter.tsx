"use client";

import { formatBytes } from "@/lib/shared/limits";
import { useBilling } from "@/lib/client/use-billing";

/** "2 of 3 projects" on the plan, or nothing while the profile loads. */
export function ProjectUsage() {
  const { data } = useBilling();
  if (!data) return null;
  const { used, limit } = data.usage.projects;
  const full = limit !== null && used >= limit;
  return (
    <p className={`usage-pill${full ? " usage-full" : ""}`} data-testid="project-usage">
      {limit === null ? `${used} ${used === 1 ? "project" : "projects"} · unlimited plan` : `${used} of ${limit} projects`}
    </p>
  );
}

/** "17 of 20 AI runs left this month", kept beside the composer. */
export function RunQuota() {
  const { data } = useBilling();
  if (!data) return <p className="run-quota muted small">&nbsp;</p>;
  const { used, limit } = data.usage.aiRuns;
  if (limit === null) return <p className="run-quota muted small">Unlimited AI runs on your plan</p>;
  const left = Math.max(0, limit - used);
  return (
    <p className={`run-quota small${left === 0 ? " run-quota-empty" : ""}`} data-testid="run-quota">
      {left} of {limit} AI runs left this month
    </p>
  );
}

/** "12.3 MB of 100 MB" of the plan's storage, with a meter; uploads and deletes refresh it. */
export function StorageUsage() {
  const { data } = useBilling();
  if (!data) return null;
  const { used, limit } = data.usage.storageBytes;
  const shown = used === 0 ? "0 MB" : formatBytes(used);
  if (limit === null) {
    return (
      <p className="storage-usage" data-testid="storage-usage">
        {shown} used · unlimited storage
      </p>
    );
  }
  const ratio = limit > 0 ? Math.min(1, used / limit) : 1;
  const tone = ratio >= 1 ? " storage-full" : ratio >= 0.8 ? " storage-high" : "";
  return (
    <div className={`storage-usage${tone}`}>
      <p data-testid="storage-usage">
        {shown} of {formatBytes(limit)}
      </p>
      <div className="storage-meter" role="img" aria-label={`${Math.round(ratio * 100)}% of your storage used`}>
        <div className="storage-meter-fill" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
