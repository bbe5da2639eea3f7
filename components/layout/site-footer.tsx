import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <span>© SR&amp;ED Workspace</span>
        <span className="muted">Prepare your claim with care. This tool does not file with the CRA for you.</span>
        <span className="site-footer-links">
          <Link href="/pricing">Pricing</Link>
          <Link href="/docs/api">API reference</Link>
          <Link href="/contact">Contact</Link>
        </span>
      </div>
    </footer>
  );
}
