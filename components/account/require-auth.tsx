"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useAuth } from "@/lib/client/auth-context";

/** Workspace pages need a user: wait for the sign-in to load, then send anonymous visitors to sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useAuth();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (status !== "anonymous") return;
    // Whoever just signed out is on their way home; anyone else is asked to sign in first.
    router.replace(signedOut ? "/" : `/login?next=${encodeURIComponent(pathname)}`);
  }, [status, signedOut, pathname, router]);

  if (status !== "authenticated") {
    return (
      <div className="container page-loading" role="status">
        {status === "loading" ? "Loading your workspace…" : "Redirecting…"}
      </div>
    );
  }
  return <>{children}</>;
}
