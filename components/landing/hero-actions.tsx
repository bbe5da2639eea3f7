"use client";

import Link from "next/link";
import { useAuth } from "@/lib/client/auth-context";

export function HeroActions() {
  const { status } = useAuth();
  if (status === "authenticated") {
    return (
      <div className="hero-actions">
        <Link href="/projects" className="button button-primary button-large">
          Open your projects
        </Link>
        <a href="#pre-check" className="button button-secondary button-large">
          Try the free pre-check
        </a>
      </div>
    );
  }
  return (
    <div className="hero-actions">
      <Link href="/register" className="button button-primary button-large">
        Create your free account
      </Link>
      <a href="#pre-check" className="button button-secondary button-large">
        Try the free pre-check
      </a>
    </div>
  );
}
