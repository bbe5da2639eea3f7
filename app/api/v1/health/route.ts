import { handleHealth } from "@/lib/worker/gateway";

// GET /api/v1/health/: worker health
export const GET = handleHealth;

export const dynamic = "force-dynamic";
