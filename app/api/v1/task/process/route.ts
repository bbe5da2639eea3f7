import { handleProcess } from "@/lib/worker/gateway";

// POST /api/v1/task/process: the worker gateway (X-Internal-Token; raw result JSON)
export const POST = handleProcess;

export const dynamic = "force-dynamic";
