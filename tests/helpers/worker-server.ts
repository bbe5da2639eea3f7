import http from "node:http";
import type { AddressInfo } from "node:net";

// Serves the app's worker gateway over real HTTP on 127.0.0.1, as a separate worker deployment
// would. The gateway is imported on the first request, so a test can start this server (and point
// WORKER_URL at it) before the settings are read.

export const TEST_INTERNAL_TOKEN = "test-internal-token-0123456789";

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body });
}

export async function startWorkerServer() {
  const server = http.createServer(async (req, res) => {
    const { handleProcess } = await import("@/lib/worker/gateway");
    const response = await handleProcess(await toRequest(req));
    res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.WORKER_URL = origin;
  process.env.INTERNAL_TOKEN = TEST_INTERNAL_TOKEN;
  return { origin, close: () => new Promise<void>((r) => server.close(() => r())) };
}
