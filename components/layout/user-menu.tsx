"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { logout } from "@/lib/client/auth-api";
import { displayName } from "@/lib/client/display-name";
import type { UserDTO } from "@/lib/client/api-types";

export function UserMenu({ user }: { user: UserDTO }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const pathname = usePathname();

  // The header outlives client navigations: close the menu when the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function signOut() {
    setSigningOut(true);
    await logout();
    setSigningOut(false);
    setOpen(false);
    router.push("/");
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {displayName(user).slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu-name">{displayName(user)}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu-panel">
          <p className="user-menu-email">{user.email}</p>
          <Link href="/account" className="user-menu-item" onClick={() => setOpen(false)}>
            Account
          </Link>
          <Link href="/billing" className="user-menu-item" onClick={() => setOpen(false)}>
            Billing and plan
          </Link>
          {user.role === "ADMIN" && (
            <Link href="/admin" className="user-menu-item" onClick={() => setOpen(false)}>
              Admin
            </Link>
          )}
          <button type="button" className="user-menu-item" onClick={signOut} disabled={signingOut}>
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      )}
    </div>
  );
}
