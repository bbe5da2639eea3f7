import http from "node:http";
import type { AddressInfo } from "node:net";

// A worker on 127.0.0.1 that records each task envelope and answers a valid PRECHECK result, so a
// test can read what the backend sent (files, code-host access). Sets WORKER_URL and INTERNAL_TOKEN:
// start it in vi.hoisted, before the settings are read.

export async function startCaptureWorker() {
  const envelopes: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const envelope = JSON.parse(raw) as Record<string, unknown>;
      envelopes.push(envelope);
      const criteria = ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"];
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          status: "succeeded",
          type: envelope.type,
          engine: "capture",
          markdown: "captured",
          output: {
            verdict: "POSSIBLY_ELIGIBLE",
            score: 50,
            criteria: criteria.map((id) => ({ id, label: id, status: "PARTIAL", evidence: [], gaps: [] })),
            followUpQuestions: [],
          },
          durationMs: 1,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.WORKER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.INTERNAL_TOKEN = "test-internal-token-0123456789";
  return {
    envelopes,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
