import type { Metadata } from "next";
import { InvitationsView } from "@/components/admin/invitations-view";

export const metadata: Metadata = { title: "Invitations · Admin" };

export default function AdminInvitationsPage() {
  return <InvitationsView />;
}
