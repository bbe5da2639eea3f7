"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { TIERS } from "@/lib/client/admin-types";
import { useAdminStats } from "@/lib/client/use-admin";
import { TIER_LABELS } from "./format";

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{value?.toLocaleString("en-CA") ?? "—"}</dd>
    </div>
  );
}

export function StatsDashboard() {
  const { data: stats, isPending, isError, error } = useAdminStats();
  return (
    <>
      <header className="page-header">
        <h1>Admin dashboard</h1>
        <p className="muted">Accounts, plans and activity across the workspace.</p>
      </header>
      {isError && <Alert tone="error">Could not load the figures: {error.message}</Alert>}
      {isPending && (
        <p className="muted" role="status">
          Loading the figures…
        </p>
      )}
      {stats && (
        <>
          <section className="admin-section" aria-labelledby="stats-users">
            <h2 id="stats-users">Users</h2>
            <dl className="stat-grid">
              <Stat label="Total users" value={stats.totalUsers} />
              <Stat label="Active" value={stats.activeUsers} />
              <Stat label="Suspended" value={stats.suspendedUsers} />
              <Stat label="Admins" value={stats.admins} />
              <Stat label="Verified email" value={stats.verifiedUsers} />
              <Stat label="New in the last 30 days" value={stats.newUsersLast30Days} />
            </dl>
          </section>
          <section className="admin-section" aria-labelledby="stats-tiers">
            <h2 id="stats-tiers">Users by plan</h2>
            <dl className="stat-grid">
              {TIERS.map((t) => (
                <Stat key={t} label={TIER_LABELS[t]} value={stats.byTier[t] ?? 0} />
              ))}
            </dl>
          </section>
          <section className="admin-section" aria-labelledby="stats-activity">
            <h2 id="stats-activity">Activity</h2>
            <dl className="stat-grid">
              <Stat label="Projects" value={stats.totalProjects} />
              <Stat label="AI runs in the last 30 days" value={stats.runsLast30Days} />
            </dl>
          </section>
        </>
      )}
      <p>
        <Link href="/admin/users">Manage users</Link> · <Link href="/admin/invitations">Invitations</Link> ·{" "}
        <Link href="/admin/expert-reviews">Expert review queue</Link>
      </p>
    </>
  );
}
