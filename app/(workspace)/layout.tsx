import type { ReactNode } from "react";
import { RequireAuth } from "@/components/account/require-auth";
// The workspace's own sheets, after the root layout's (tokens, buttons, badges, dialogs).
import "@/components/files/files.css";
import "@/components/files/file-rows.css";
import "@/components/session/attachments.css";
import "@/components/workspace/onboarding.css";

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}
