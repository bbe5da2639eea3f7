"use client";

import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { isApiError } from "@/lib/client/api-error";
import { AuthProvider, useAuth } from "@/lib/client/auth-context";

// A 4xx will not change on a retry; only outages and network blips deserve one.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * One user's cached data must never be shown to the next one who signs in on this tab. Reset, not
 * clear: clearing would orphan the observers of queries on screen (a public page's own data).
 */
function ResetCacheOnSignOut() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "authenticated" && status === "anonymous") void queryClient.resetQueries();
    previous.current = status;
  }, [status, queryClient]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ResetCacheOnSignOut />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}
