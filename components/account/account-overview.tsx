import Link from "next/link";
import type { UserDTO } from "@/lib/client/api-types";
import { TIER_LABELS } from "@/lib/client/labels";

const dateFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric" });

export function AccountOverview({ user }: { user: UserDTO }) {
  return (
    <section className="card" aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      <dl className="facts">
        <div>
          <dt>Email</dt>
          <dd>
            {user.email}{" "}
            {user.emailVerified ? (
              <span className="badge badge-success">Verified</span>
            ) : (
              <span className="badge badge-warning">Not verified</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>
            <span>{TIER_LABELS[user.membershipTier] ?? user.membershipTier}</span> <Link href="/billing">Plan and usage</Link>
          </dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{dateFormat.format(new Date(user.createdAt))}</dd>
        </div>
      </dl>
    </section>
  );
}
