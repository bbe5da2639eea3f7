import { handleLiveness } from "@/lib/worker/gateway";

// GET /api/v1/health/liveness: the process answers
export const GET = handleLiveness;

export const dynamic = "force-dynamic";
