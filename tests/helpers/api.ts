import fs from "node:fs";
import path from "node:path";

// Calls the app's route handlers by method and path, as an HTTP client would, without a server.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface RouteEntry {
  pattern: RegExp;
  names: string[];
  file: string;
}

const APP = path.resolve(import.meta.dirname, "../../app");

function scan(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return scan(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

function toEntry(file: string): RouteEntry {
  const rel = path.relative(APP, path.dirname(file)).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
  const names: string[] = [];
  const source = rel
    .map((seg) => {
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(seg);
      if (catchAll) {
        names.push(`...${catchAll[1]}`);
        return "(.+)";
      }
      const dynamic = /^\[(\w+)\]$/.exec(seg);
      if (dynamic) {
        names.push(dynamic[1]!);
        return "([^/]+)";
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { pattern: new RegExp(`^/${source}/?$`), names, file };
}

// Static segments win over dynamic ones, and catch-alls come last, as in Next's router.
const rank = (r: RouteEntry) => r.names.length + (r.names.some((n) => n.startsWith("...")) ? 100 : 0);
const routes = scan(APP)
  .map(toEntry)
  .sort((a, b) => rank(a) - rank(b));

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  ip?: string;
}

export async function call(method: string, url: string, options: CallOptions = {}): Promise<ApiResponse> {
  const u = new URL(url, "http://localhost:3000");
  const entry = routes.find((r) => r.pattern.test(u.pathname));
  if (!entry) throw new Error(`No route for ${u.pathname}`);
  const match = entry.pattern.exec(u.pathname)!;
  const params: Record<string, string | string[]> = {};
  entry.names.forEach((name, i) => {
    const value = decodeURIComponent(match[i + 1]!);
    if (name.startsWith("...")) params[name.slice(3)] = value.split("/");
    else params[name] = value;
  });
  const mod = (await import(entry.file)) as Record<string, Handler | undefined>;
  const handler = mod[method.toUpperCase()];
  if (!handler) return { status: 405, headers: new Headers(), text: "", json: undefined };
  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", options.ip ?? "198.51.100.10");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(u, { method: method.toUpperCase(), headers, body: body as BodyInit | undefined });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const api = {
  get: (url: string, o?: CallOptions) => call("GET", url, o),
  post: (url: string, body?: unknown, o?: CallOptions) => call("POST", url, { ...o, body }),
  patch: (url: string, body?: unknown, o?: CallOptions) => call("PATCH", url, { ...o, body }),
  put: (url: string, body?: unknown, o?: CallOptions) => call("PUT", url, { ...o, body }),
  delete: (url: string, o?: CallOptions) => call("DELETE", url, o),
};
