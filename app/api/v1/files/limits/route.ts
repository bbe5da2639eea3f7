import { getFileLimits } from "@/lib/files/limits-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/files/limits: the largest file, the files per request and the accepted types
export const GET = route({ auth: "user" }, async () => ok(getFileLimits()));
