import type { UserRow } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { authenticate } from "@/lib/http/route";
import type { BaselineReply, BaselineRequest } from "./types";

// The baseline of the workspace routes: the app's own services and checks, called from a bare
// node:http server, so the ratio measures what Next and the route wrapper add.

export async function asUser(req: BaselineRequest, work: (user: UserRow) => Promise<unknown>, status = 200): Promise<BaselineReply> {
  try {
    const user = await authenticate(new Request(req.url, { headers: { authorization: req.headers.authorization ?? "" } }));
    return { status, body: { success: true, data: await work(user), message: null, timestamp: new Date().toISOString() } };
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, body: { success: false, error: { code: err.code } } };
    throw err;
  }
}
