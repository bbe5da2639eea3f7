import { handleCron } from "@/lib/maintenance/cron";

// GET /api/internal/cron: run the sweepers (secret-protected, for serverless cron)
export const GET = handleCron;
export const POST = handleCron;

export const dynamic = "force-dynamic";
