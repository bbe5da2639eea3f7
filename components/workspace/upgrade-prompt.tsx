"use client";

import Link from "next/link";
import { TIER_LABELS } from "@/lib/client/labels";
import { useBilling } from "@/lib/client/use-billing";

/** Shown on a 402: the server's message, the current plan and where to upgrade. */
export function UpgradePrompt({ message, title = "You have reached your plan's limit" }: { message: string; title?: string }) {
  const { data: billing } = useBilling();
  const plan = billing ? (TIER_LABELS[billing.membershipTier] ?? billing.membershipTier) : null;
  return (
    <div className="upgrade-prompt" role="alert">
      <div>
        <p className="upgrade-title">{title}</p>
        <p className="upgrade-message">{message}</p>
        {plan && <p className="upgrade-plan small">You are on the {plan} plan.</p>}
      </div>
      <Link href="/pricing" className="button button-primary">
        See plans and upgrade
      </Link>
    </div>
  );
}
