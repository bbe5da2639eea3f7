"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "./auth-api";
import { useSession } from "./session-context";

export const meQueryKey = ["auth", "me"] as const;

/** The signed-in user, fetched fresh from the server and seeded from the session meanwhile. */
export function useMe() {
  const session = useSession();
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: session.status === "authenticated",
  });
  // The session copy is the freshest: every profile call updates it, the header reads it too.
  return { ...query, user: session.user ?? query.data ?? null };
}
