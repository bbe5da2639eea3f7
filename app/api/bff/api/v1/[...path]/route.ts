import { forward } from "@/lib/proxy/forward";

// ANY /api/bff/api/v1/{path}: the browser proxy to the backend

type Ctx = { params: Promise<{ path: string[] }> };

const handle = async (req: Request, ctx: Ctx) => forward(req, (await ctx.params).path);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
export const OPTIONS = handle;

export const dynamic = "force-dynamic";
