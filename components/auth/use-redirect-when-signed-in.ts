"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useAuth } from "@/lib/client/auth-context";
import { safeNextPath } from "@/lib/client/safe-redirect";

/** Sign-in pages have nothing to offer a signed-in user: send them on (also right after success). */
export function useRedirectWhenSignedIn(next?: string | null) {
  const { status } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === "authenticated") router.replace(safeNextPath(next));
  }, [status, next, router]);
}
