import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Providers } from "@/components/providers";
// Base first, then each area's sheet: later sheets refine the base (containers, buttons).
import "./globals.css";
import "@/components/layout/site-chrome.css";
import "@/components/ui/forms.css";
import "@/components/landing/landing.css";
import "@/components/landing/screener.css";
import "@/components/account/account.css";
import "@/components/ui/dialog.css";
import "@/components/workspace/workspace.css";
import "@/components/workspace/project-page.css";
import "@/components/precheck/precheck.css";
import "@/components/session/session.css";
import "@/components/session/composer.css";
import "@/components/session/outputs.css";

export const metadata: Metadata = {
  title: { default: "SR&ED Workspace", template: "%s · SR&ED Workspace" },
  description: "Prepare SR&ED tax-credit claims and the T661 with your evidence in one place.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: each page carries the script nonce of its own Content-Security-Policy
  // (proxy.ts), which a page prerendered at build time could not.
  await connection();
  return (
    <html lang="en">
      <body>
        <Providers>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" className="site-main">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
