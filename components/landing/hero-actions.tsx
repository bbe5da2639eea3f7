"use client";

import Link from "next/link";
import { useSession } from "@/lib/client/session-context";

export function HeroActions() {
  const { status } = useSession();
  if (status === "authenticated") {
    return (
      <div className="hero-actions">
        <Link href="/account" className="button button-primary button-large">
          Open your workspace
        </Link>
      </div>
    );
  }
  return (
    <div className="hero-actions">
      <Link href="/register" className="button button-primary button-large">
        Create your free account
      </Link>
      <Link href="/login" className="button button-secondary button-large">
        Sign in
      </Link>
    </div>
  );
}
