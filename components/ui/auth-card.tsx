import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="card auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {subtitle && <p className="muted">{subtitle}</p>}
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </section>
  );
}
