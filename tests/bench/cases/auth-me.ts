import crypto from "node:crypto";
import { getDb } from "@/db/client";
import { verifyAccessToken } from "@/lib/auth/access-tokens";
import { findUserOfLiveFamily } from "@/lib/auth/repo";
import { toUserDTO } from "@/lib/users/dto";
import type { RouteCase } from "./types";

// GET /api/v1/auth/me: the cheapest authenticated route, so the ratio shows the framework's cost
// (routing, the route wrapper, Request/Response objects) on top of the JWT check and one query.

export const authMe: RouteCase = {
  name: "GET /api/v1/auth/me",
  method: "GET",
  pathname: /^\/api\/v1\/auth\/me$/,
  goals: { minRatio: 0.5, maxP99Ms: 50 },

  async setup(appBaseUrl) {
    const email = `bench.${crypto.randomUUID()}@example.com`;
    const res = await fetch(`${appBaseUrl}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "bench password 1" }),
    });
    const body = (await res.json()) as { accessToken?: string };
    if (res.status !== 201 || !body.accessToken) {
      throw new Error(`register answered ${res.status}: ${JSON.stringify(body)}`);
    }
    return { method: "GET", path: "/api/v1/auth/me", headers: { authorization: `Bearer ${body.accessToken}` } };
  },

  // The work of authenticate() in lib/http/route.ts, without the framework around it.
  async baseline(req) {
    const token = /^Bearer\s+(\S.*)$/i.exec(req.headers.authorization ?? "")?.[1]?.trim();
    if (!token) return { status: 401, body: { message: "Unauthorized" } };
    const claims = await verifyAccessToken(token);
    const user = claims ? await findUserOfLiveFamily(await getDb(), { userId: claims.sub, familyId: claims.fid }) : undefined;
    if (!user) return { status: 401, body: { message: "Unauthorized" } };
    return { status: 200, body: toUserDTO(user) };
  },
};
