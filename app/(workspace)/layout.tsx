import type { ReactNode } from "react";
import { RequireSession } from "@/components/account/require-session";

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return <RequireSession>{children}</RequireSession>;
}
