"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * Stripe's cancel link brings the browser back with `?checkout=canceled` to the page the checkout
 * started from: say that nothing happened, where the user will look (scrolled into view).
 */
export function CanceledNotice({ children }: { children: string }) {
  const canceled = useSearchParams().get("checkout") === "canceled";
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (canceled) ref.current?.scrollIntoView({ block: "center" });
  }, [canceled]);

  if (!canceled) return null;
  return (
    <div ref={ref} data-testid="checkout-canceled">
      <Alert tone="info">{children}</Alert>
    </div>
  );
}
