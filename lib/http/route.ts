import { z, type ZodType } from "zod";
import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import type { UserRow } from "@/db/schema";
import { verifyAccessToken } from "@/lib/auth/access-tokens";
import { findUserOfLiveFamily } from "@/lib/auth/repo";
import { findUserById } from "@/lib/users/repo";
import { AppError, type ErrorDetail } from "@/lib/errors";
import { readBodyText } from "./body";
import { clientIp } from "./client-ip";
import { hasEdgeAccess } from "./edge-access";
import { toErrorResponse } from "./error-response";

type AuthMode = "none" | "user" | "admin";

interface RouteOptions<B extends ZodType, Q extends ZodType, P extends ZodType, A extends AuthMode> {
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Self-service routes answer a missing or bad token with a plain `{message: "Unauthorized"}`. */
  plainUnauthorized?: boolean;
  /** The largest body accepted, in bytes (413 past it); MAX_JSON_BODY_BYTES by default. */
  bodyLimit?: number;
}

type Parsed<T extends ZodType | undefined> = T extends ZodType ? z.output<T> : undefined;

export interface RouteContext<B extends ZodType, Q extends ZodType, P extends ZodType, A extends AuthMode> {
  req: Request;
  user: A extends "none" ? undefined : UserRow;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  ip: string;
}

interface NextContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export function issuesToDetails(error: z.ZodError, prefix?: string): ErrorDetail[] {
  return error.issues.map((i) => ({
    path: i.path.length ? i.path.map(String).join(".") : (prefix ?? ""),
    message: i.message,
  }));
}

function validationFailed(details: ErrorDetail[]): AppError {
  const first = details[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request";
  return new AppError("VALIDATION_FAILED", message, { details });
}

function parseWith<T extends ZodType>(schema: T, value: unknown, prefix?: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(issuesToDetails(result.error, prefix));
  return result.data;
}

async function readJson(req: Request, limit: number): Promise<unknown> {
  const raw = await readBodyText(req, limit);
  if (raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw validationFailed([{ path: "", message: "Malformed JSON body" }]);
  }
}

const suspended = () => new AppError("ACCOUNT_SUSPENDED", "This account is suspended");

const bearer = (req: Request) => /^Bearer\s+(\S.*)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim();

/** Resolves the caller from the bearer token: 401 without a valid one, 403 when suspended. */
export async function authenticate(req: Request): Promise<UserRow> {
  const token = bearer(req);
  const claims = token ? await verifyAccessToken(token) : null;
  const db = await getDb();
  const user = claims ? await findUserOfLiveFamily(db, { userId: claims.sub, familyId: claims.fid }) : undefined;
  // Suspension revokes every refresh family, yet an access token issued before it still names the
  // suspended account: that caller is told so (403), not asked to sign in again.
  if (!user && claims && (await findUserById(db, claims.sub))?.status === "SUSPENDED") throw suspended();
  if (!user) throw new AppError("UNAUTHENTICATED", "Authentication required");
  if (user.status === "SUSPENDED") throw suspended();
  return user;
}

/**
 * Wraps a route handler: edge access, caller resolution, parsing of params, query and body, and the
 * mapping of every thrown error to the failure body of docs/errors.md. Handlers hold no try/catch.
 */
export function route<
  A extends AuthMode,
  B extends ZodType = never,
  Q extends ZodType = never,
  P extends ZodType = never,
>(options: RouteOptions<B, Q, P, A>, handler: (ctx: RouteContext<B, Q, P, A>) => Promise<Response>) {
  return async (req: Request, next?: NextContext): Promise<Response> => {
    try {
      if (!hasEdgeAccess(req)) throw new AppError("FORBIDDEN", "Edge access credentials required");
      let user: UserRow | undefined;
      if (options.auth !== "none") {
        user = await authenticate(req);
        if (options.auth === "admin" && user.role !== "ADMIN") {
          throw new AppError("FORBIDDEN", "Administrator role required");
        }
      }
      const rawParams = next ? await next.params : {};
      const params = options.params ? parseWith(options.params, rawParams) : undefined;
      const search = Object.fromEntries(new URL(req.url).searchParams);
      const query = options.query ? parseWith(options.query, search) : undefined;
      const body = options.body
        ? parseWith(options.body, await readJson(req, options.bodyLimit ?? config.http.maxJsonBodyBytes))
        : undefined;
      return await handler({
        req,
        user,
        body,
        query,
        params,
        ip: clientIp(req),
      } as RouteContext<B, Q, P, A>);
    } catch (err) {
      return toErrorResponse(err, options.plainUnauthorized);
    }
  };
}
