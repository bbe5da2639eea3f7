"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSession } from "@/lib/client/session-context";
import { UserMenu } from "./user-menu";
import { VerifyNag } from "./verify-nag";

export function SiteHeader() {
  const session = useSession();
  const pathname = usePathname();
  const inProjects = pathname === "/projects" || pathname.startsWith("/projects/");
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
          {session.status === "loading" && <span className="nav-placeholder" aria-hidden="true" />}
          {session.status === "anonymous" && (
            <>
              <Link href="/login" className="button button-ghost">
                Sign in
              </Link>
              <Link href="/register" className="button button-primary">
                Create account
              </Link>
            </>
          )}
          {session.status === "authenticated" && session.user && (
            <>
              <Link href="/projects" className="nav-link" aria-current={inProjects ? "page" : undefined}>
                Projects
              </Link>
              {!session.user.emailVerified && <VerifyNag />}
              <UserMenu user={session.user} />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
