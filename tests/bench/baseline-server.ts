import http from "node:http";
import { closeDb, getDb } from "@/db/client";
import { handleProcess } from "@/lib/worker/gateway";
import { routeCases } from "./cases";

// The baseline: a bare node:http server answering each route case with its `baseline` handler,
// on the app's own database client and settings. Run as its own process (node --import tsx) so
// it does not share a CPU with autocannon. Port from BENCH_BASELINE_PORT; 127.0.0.1 only.

const port = Number(process.env.BENCH_BASELINE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("BENCH_BASELINE_PORT must be a port number");

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

// Open (and migrate) before listening, as the app does at start, so "answers" means "ready".
await getDb();

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const routeCase = routeCases.find((c) => c.method === req.method && c.pathname.test(url.pathname));
    const body = await readBody(req);
    // Runs call the worker over HTTP as in the app (WORKER_URL defaults to this server's PORT).
    if (req.method === "POST" && url.pathname === "/api/v1/task/process") {
      const answer = await handleProcess(new Request(url, { method: "POST", headers: req.headers as HeadersInit, body }));
      return send(res, answer.status, await answer.json());
    }
    if (!routeCase) return send(res, 404, { message: "Not found" });
    const reply = await routeCase.baseline({ method: req.method ?? "GET", url, headers: req.headers, body });
    send(res, reply.status, reply.body);
  } catch (err) {
    console.error(err);
    send(res, 500, { message: "Internal error" });
  }
});

server.listen(port, "127.0.0.1");

// Close the database on the way out: PGlite allows one process per data dir, and the lock file is
// what tells the next process this one is gone.
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  closeDb().finally(() => process.exit(0));
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
