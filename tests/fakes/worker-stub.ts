import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubMode = "ok" | "http500" | "malformed" | "failed" | "hang" | "wrong-output";

/** A stand-in worker on 127.0.0.1 whose answer the test chooses, to exercise failure handling. */
export async function startWorkerStub() {
  const state = { mode: "ok" as StubMode, calls: 0 };
  const server = http.createServer((req, res) => {
    state.calls += 1;
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const envelope = JSON.parse(raw);
      const send = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      };
      const result = (status: string, output: unknown) =>
        JSON.stringify({ status, type: envelope.type, engine: "stub", markdown: "stub answer", output, durationMs: 1 });
      switch (state.mode) {
        case "http500":
          return send(500, "{}");
        case "malformed":
          return send(200, "{ not json");
        case "failed":
          return send(200, result("failed", null));
        case "wrong-output":
          return send(200, result("succeeded", { verdict: "MAYBE" }));
        case "hang":
          return; // never answers
        default:
          return send(
            200,
            result("succeeded", {
              verdict: "POSSIBLY_ELIGIBLE",
              score: 50,
              criteria: ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"].map((id) => ({
                id,
                label: id,
                status: "PARTIAL",
                evidence: [],
                gaps: [],
              })),
              followUpQuestions: [],
            }),
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
