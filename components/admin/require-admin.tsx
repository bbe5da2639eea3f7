"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { RequireAuth } from "@/components/account/require-auth";
import { useAuth } from "@/lib/client/auth-context";

// Nobody but an admin learns the area exists: others see the same page as for any unknown address.
// The admin routes refuse them (403) whatever this page shows.
function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === "ADMIN") return <>{children}</>;
  return (
    <div className="container admin-not-found">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at this address.</p>
      <Link href="/projects" className="button button-secondary">
        Back to your projects
      </Link>
    </div>
  );
}

/** Admin pages: sign in first, then admins only. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}
