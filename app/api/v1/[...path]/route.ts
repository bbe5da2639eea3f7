import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";

// ANY /api/v1/{unknown path}: the JSON 404 of docs/api.md, not the HTML page. Next matches every
// other route before a catch-all, so only paths no route handles arrive here.
const handle = route({ auth: "none" }, async () => {
  throw notFound("API route");
});

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
export const OPTIONS = handle;

export const dynamic = "force-dynamic";
