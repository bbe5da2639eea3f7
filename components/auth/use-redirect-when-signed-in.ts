"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { safeNextPath } from "@/lib/client/safe-redirect";
import { useSession } from "@/lib/client/session-context";

/** Sign-in pages have nothing to offer a signed-in user: send them on (also right after success). */
export function useRedirectWhenSignedIn(next?: string | null) {
  const { status } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (status === "authenticated") router.replace(safeNextPath(next));
  }, [status, next, router]);
}
