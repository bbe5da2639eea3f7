import crypto from "node:crypto";
import http from "node:http";

// Small fetch wrappers for the smoke tests: JSON in, status + parsed body out.

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** A body sent as is, with content-type application/json (for malformed JSON). */
  raw?: string;
  headers?: Record<string, string>;
}

export async function request(method: string, url: string, options: RequestOptions = {}): Promise<Reply> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined = options.raw;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export interface RawReply {
  status: number;
  /** Header lines as sent, names lower-cased (fetch merges duplicates; node:http keeps them apart). */
  headers: [string, string][];
  text: string;
}

/**
 * A GET through node:http, which (unlike fetch) lets the caller send hop-by-hop headers such as
 * Keep-Alive, and shows the response's header lines one by one.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode ?? 0, headers: pairs, text: Buffer.concat(chunks).toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

export const uniqueEmail = (prefix = "smoke") => `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;

export const PASSWORD = "smoke password 1";
