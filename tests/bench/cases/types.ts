import type { IncomingHttpHeaders } from "node:http";

// A route case: how to prepare one request against the real app, and a bare handler doing the
// same work for the baseline server. Add a case to ./index.ts to benchmark another route.

/** The request autocannon repeats, against both targets. */
export interface RequestSpec {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path and query, e.g. "/api/v1/auth/me". */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BaselineRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface BaselineReply {
  status: number;
  body: unknown;
}

/** Written by seed.ts before the servers start: a token and the ids the cases read. */
export interface SeedData {
  token: string;
  historySessionId: string;
  runSessionId: string;
}

/** The goals for a route; the ratio is next req/s over baseline req/s. */
export interface RouteGoals {
  minRatio?: number;
  maxP50Ms?: number;
  maxP99Ms?: number;
  minRequestsPerSecond?: number;
}

export interface RouteCase {
  name: string;
  /** The baseline server routes on method and pathname. */
  method: RequestSpec["method"];
  pathname: RegExp;
  goals: RouteGoals;
  /** Concurrent connections for this case (default BENCH_CONNECTIONS, 32): latency goals use few. */
  connections?: number;
  /** Runs once against the Next server (data created there is read by the baseline too). */
  setup: (appBaseUrl: string, seed: SeedData) => Promise<RequestSpec>;
  /** Runs inside the baseline server process, with the app's settings in its environment. */
  baseline: (req: BaselineRequest) => Promise<BaselineReply>;
}
