import type { Metadata } from "next";
import { Suspense } from "react";
import { GithubCallback } from "@/components/integrations/github-callback";

export const metadata: Metadata = { title: "Connecting GitHub" };

// GitHub's OAuth App redirects here (APP_URL/integrations/github/callback) with `code` and `state`.
export default function GithubCallbackPage() {
  return (
    <Suspense>
      <GithubCallback />
    </Suspense>
  );
}
