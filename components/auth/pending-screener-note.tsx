"use client";

import { useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { readPendingScreener } from "@/lib/client/screener-handoff";

const noSubscription = () => () => {};

/** Tells a visitor who saved a screener result what happens to it once they are signed in. */
export function PendingScreenerNote({ action }: { action: string }) {
  // The tab's storage exists only in the browser: the server (and hydration) render nothing.
  const pending = useSyncExternalStore(noSubscription, () => readPendingScreener() !== null, () => false);
  if (!pending) return null;
  return (
    <Alert tone="info">
      Your pre-check is waiting: once you {action}, it is saved as a new project and you see its verdict there.
    </Alert>
  );
}
