import type { ReactNode } from "react";

interface AlertProps {
  tone: "error" | "success" | "info";
  children: ReactNode;
}

/** Errors interrupt screen readers (role=alert); confirmations wait their turn (role=status). */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
