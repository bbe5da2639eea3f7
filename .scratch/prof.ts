import http from "node:http";
import { getDb } from "@/db/client";
import { projects, sessions, users } from "@/db/schema";
import { handleProcess } from "@/lib/worker/gateway";
import { runBody } from "@/lib/runs/schemas";
import { executeRun } from "@/lib/runs/service";
import { sessionHistory } from "@/lib/sessions/service";

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const r = await handleProcess(new Request("http://x/api/v1/task/process", { method: "POST", headers: req.headers as HeadersInit, body: Buffer.concat(chunks) }));
  res.writeHead(r.status, { "content-type": "application/json" });
  res.end(await r.text());
});
await new Promise<void>((r) => server.listen(Number(process.env.PORT), "127.0.0.1", r));
const db = await getDb();
const [user] = await db.insert(users).values({ email: "p@x.com", membershipTier: "ENTERPRISE" }).returning();
const [p] = await db.insert(projects).values({ ownerId: user!.id, name: "P", fiscalYear: "2025" }).returning();
const [s] = await db.insert(sessions).values({ projectId: p!.id, ownerId: user!.id, type: "PRECHECK", title: "t" }).returning();
const body = runBody.parse({ type: "PRECHECK", input: "Known codecs could not meet a 2 ms encode budget on the sensor MCU, so we hypothesised that an adaptive delta model would. We built three prototypes, measured latency and compression ratio against LZ4 on 40 hours of data, and the second design cut latency by 60%. Test logs and commits were kept weekly." });
for (const n of [50, 200, 400]) {
  const t = performance.now();
  for (let i = 0; i < n; i++) await executeRun(user!, s!.id, body);
  console.info(`runs x${n}: ${((performance.now() - t) / n).toFixed(2)} ms/run`);
}
let t = performance.now();
for (let i = 0; i < 100; i++) await sessionHistory(user!, s!.id, 200);
console.info(`history200: ${((performance.now() - t) / 100).toFixed(2)} ms`);
server.close();
process.exit(0);
