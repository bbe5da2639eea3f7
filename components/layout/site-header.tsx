"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAuth } from "@/lib/client/auth-context";
import { UserMenu } from "./user-menu";
import { VerifyNag } from "./verify-nag";

export function SiteHeader() {
  const auth = useAuth();
  const pathname = usePathname();
  const inProjects = pathname === "/projects" || pathname.startsWith("/projects/");
  const inBilling = pathname === "/billing" || pathname.startsWith("/billing/");
  const inAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" className="brand" aria-label="SR&ED Workspace home">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          <span>
            SR&amp;ED<span className="brand-long"> Workspace</span>
          </span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          {auth.status === "loading" && <span className="nav-placeholder" aria-hidden="true" />}
          {auth.status === "anonymous" && (
            <>
              <Link href="/pricing" className="nav-link" aria-current={pathname === "/pricing" ? "page" : undefined}>
                Pricing
              </Link>
              <Link href="/login" className="button button-ghost">
                Sign in
              </Link>
              <Link href="/register" className="button button-primary">
                Create account
              </Link>
            </>
          )}
          {auth.status === "authenticated" && auth.user && (
            <>
              <Link href="/projects" className="nav-link" aria-current={inProjects ? "page" : undefined}>
                Projects
              </Link>
              <Link href="/billing" className="nav-link nav-link-wide" aria-current={inBilling ? "page" : undefined}>
                Billing
              </Link>
              {auth.user.role === "ADMIN" && (
                <Link href="/admin" className="nav-link nav-link-wide" aria-current={inAdmin ? "page" : undefined}>
                  Admin
                </Link>
              )}
              {!auth.user.emailVerified && <VerifyNag />}
              <UserMenu user={auth.user} />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
