import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

// Serves route handlers over real HTTP on 127.0.0.1 the way the app server does: the request body
// is the live IncomingMessage (undici pulls from it), the response body is piped as it comes.
// Tests can then use real fetch uploads, chunked bodies and early answers.

type Handler = (req: Request) => Promise<Response>;

export async function startRouteServer(load: () => Promise<Record<string, unknown>>) {
  const server = http.createServer(async (req, res) => {
    try {
      const mod = await load();
      const handler = mod[req.method ?? "GET"] as Handler | undefined;
      if (!handler) {
        res.writeHead(405).end();
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === "string") headers.set(k, v);
        else if (Array.isArray(v)) v.forEach((item) => headers.append(k, item));
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        ...(hasBody ? { body: req as unknown as BodyInit, duplex: "half" } : {}),
      } as RequestInit);
      const response = await handler(request);
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, out);
      if (response.body) Readable.fromWeb(response.body as never).pipe(res);
      else res.end();
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The local storage route served on 127.0.0.1 with a fresh DATA_DIR, APP_URL pointing at it:
 * call from vi.hoisted, before the settings are read.
 */
export async function startStorageRouteServer() {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const started = await startRouteServer(() => import("@/app/api/storage/o/[...key]/route"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sred-storage-local-"));
  process.env.DATA_DIR = dataDir;
  process.env.APP_URL = started.origin;
  process.env.STORAGE_DRIVER = "local";
  return {
    origin: started.origin,
    dataDir,
    close: async () => {
      await started.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
