"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/expert-reviews", label: "Expert reviews" },
  { href: "/admin/plans", label: "Plans" },
  { href: "/admin/quotas", label: "Quotas" },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  const current = (href: string) => (href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="Admin" className="admin-nav">
      {LINKS.map((l) => (
        <Link key={l.href} href={l.href} className="admin-nav-link" aria-current={current(l.href) ? "page" : undefined}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
