import type { Metadata } from "next";
import { ClaimView } from "@/components/claim/claim-view";

export const metadata: Metadata = { title: "T661 claim" };

export default async function ClaimPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ClaimView projectId={projectId} />;
}
