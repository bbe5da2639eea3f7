import http from "node:http";
import path from "node:path";
import next from "next";
import { config } from "@/lib/config";
import { appendPeer, hasMalformedEscape } from "@/lib/http/incoming";
import { failureBody } from "@/lib/http/responses";
import { log } from "@/lib/log";

// npm start / npm run serve: the built app behind a plain node:http server (Next's documented
// custom server). It exists for two things `next start` cannot do: give the app the connection's
// real peer address (appended to X-Forwarded-For, which per-IP rate limits key on), and answer a
// path with a malformed percent-escape with the API's 400 (docs/errors.md) instead of Next's plain 500.
// Everything else is Next's own request handling. Signals are handled by the app
// (NEXT_MANUAL_SIG_HANDLE, lib/startup.ts), which closes the database before exiting.

const ROOT = path.resolve(import.meta.dirname, "..");

function refuseMalformed(req: http.IncomingMessage, res: http.ServerResponse) {
  const detail = "contains a malformed percent-escape";
  const api = (req.url ?? "").startsWith("/api/");
  const body = api ? JSON.stringify(failureBody(`path: ${detail}`, "VALIDATION_FAILED", [{ path: "path", message: detail }])) : "Bad Request";
  res.writeHead(400, {
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

// The innermost cause says what is wrong (Next wraps the instrumentation hook's error).
function reason(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

const app = next({ dev: false, dir: ROOT, hostname: config.host ?? "localhost", port: config.port });
const handle = app.getRequestHandler();
try {
  await app.prepare();
} catch (err) {
  console.error(`The server could not start: ${reason(err)}`);
  process.exit(1);
}

const server = http.createServer((req, res) => {
  const forwardedFor = appendPeer(req.headers["x-forwarded-for"], req.socket.remoteAddress);
  if (forwardedFor) req.headers["x-forwarded-for"] = forwardedFor;
  if (hasMalformedEscape(req.url ?? "/")) return refuseMalformed(req, res);
  void handle(req, res);
});
server.listen(config.port, config.host, () => {
  log.info("server listening", { url: `http://${config.host ?? "localhost"}:${config.port}` });
});
