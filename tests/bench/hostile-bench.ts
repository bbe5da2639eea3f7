import { makeNestedJson, makePdfBomb, makeRedosMarkdown } from "../fixtures/make-hostile";

// How long the server's event loop stalls while it indexes hostile files: the Markdown that froze
// it 21 s (heading ReDoS), a PDF bomb (1.5 GiB from 1.5 MB), a 10 MB deeply nested JSON (7.8 s on
// the main thread before) and a 46 MB text (7.5 s). They are uploaded and confirmed through the
// API while a cheap route (/health/liveness) is probed every ~10 ms until every file is READY or
// FAILED; the worst probe latency over the idle median is the stall a user would have felt.

const MB = 1_048_576;

export interface HostileFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export function hostileFiles(): HostileFile[] {
  const prose = "The prototype heat sink reached 41 C at 20 W; the second trial cracked at 900 C. ";
  return [
    { name: "redos.md", contentType: "text/markdown", bytes: makeRedosMarkdown(MB) },
    { name: "bomb.pdf", contentType: "application/pdf", bytes: makePdfBomb(1.5) },
    { name: "nested.json", contentType: "application/json", bytes: makeNestedJson(10 * MB) },
    { name: "big.txt", contentType: "text/plain", bytes: Buffer.from(prose.repeat(Math.floor((46 * MB) / prose.length)), "utf8") },
  ];
}

export interface HostileMeasurement {
  idleMedianMs: number;
  worstProbeMs: number;
  /** worstProbeMs - idleMedianMs: the longest the event loop kept a request waiting. */
  worstDelayMs: number;
  probes: number;
  seconds: number;
  files: { name: string; sizeMb: number; indexStatus: string; indexError: string | null }[];
}

async function api<T>(baseUrl: string, method: string, path: string, token: string | undefined, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(body !== undefined && { "content-type": "application/json" }), ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Probes liveness every `everyMs` until `stop()` answers true; the latency of each probe in ms. */
async function probe(baseUrl: string, everyMs: number, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/health/liveness`);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    latencies.push(ms);
    await sleep(Math.max(0, everyMs - ms));
  }
  return latencies;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

export async function measureHostileIndexing(baseUrl: string, files = hostileFiles()): Promise<HostileMeasurement> {
  const email = `hostile.${Date.now()}@example.com`;
  const auth = await api<{ accessToken: string }>(baseUrl, "POST", "/auth/register", undefined, { email, password: "bench password 1" });
  const token = auth.accessToken;
  const project = await api<{ data: { id: string } }>(baseUrl, "POST", "/projects", token, { name: "Hostile files", fiscalYear: "2025" });
  const base = `/projects/${project.data.id}/files`;

  // Uploads first (the bytes streaming to disk are not what is measured), then the idle latency.
  const slots = await api<{ data: { fileId: string; uploadUrl: string }[] }>(baseUrl, "POST", `${base}/presign`, token, {
    files: files.map((f) => ({ filename: f.name, contentType: f.contentType, fileSize: f.bytes.length })),
  });
  for (const [i, slot] of slots.data.entries()) {
    const file = files[i]!;
    const res = await fetch(slot.uploadUrl, { method: "PUT", headers: { "content-type": file.contentType }, body: new Uint8Array(file.bytes) });
    if (res.status !== 200) throw new Error(`uploading ${file.name} answered ${res.status}: ${await res.text()}`);
  }
  const idleUntil = performance.now() + 2_000;
  const idle = await probe(baseUrl, 10, () => performance.now() > idleUntil);

  // Confirm every file (indexing starts), probing until each is READY or FAILED.
  let done = false;
  const started = performance.now();
  const probing = probe(baseUrl, 10, () => done);
  let listed: { id: string; indexStatus: string; indexError: string | null }[] = [];
  try {
    for (const slot of slots.data) await api(baseUrl, "POST", `${base}/${slot.fileId}/confirm`, token, {});
    const deadline = Date.now() + 300_000;
    for (;;) {
      listed = (await api<{ data: typeof listed }>(baseUrl, "GET", base, token)).data;
      const mine = slots.data.map((s) => listed.find((f) => f.id === s.fileId));
      if (mine.every((f) => f && (f.indexStatus === "READY" || f.indexStatus === "FAILED"))) break;
      if (Date.now() > deadline) throw new Error(`indexing did not finish: ${JSON.stringify(mine)}`);
      await sleep(250);
    }
  } finally {
    done = true;
  }
  const latencies = await probing;
  const seconds = (performance.now() - started) / 1000;
  const idleMedianMs = median(idle);
  const worstProbeMs = Math.max(...latencies);
  return {
    idleMedianMs: round(idleMedianMs),
    worstProbeMs: round(worstProbeMs),
    worstDelayMs: round(worstProbeMs - idleMedianMs),
    probes: latencies.length,
    seconds: round(seconds),
    files: slots.data.map((slot, i) => {
      const f = listed.find((l) => l.id === slot.fileId)!;
      return { name: files[i]!.name, sizeMb: round(files[i]!.bytes.length / MB), indexStatus: f.indexStatus, indexError: f.indexError };
    }),
  };
}

export const HOSTILE_GOAL_MS = 100;

export function formatHostile(m: HostileMeasurement): string {
  const files = m.files.map((f) => `  ${f.name.padEnd(12)} ${String(f.sizeMb).padStart(5)} MB  ${f.indexStatus}${f.indexError ? `: ${f.indexError}` : ""}`);
  return [
    "Indexing hostile files (app server, PGlite, INDEX_CONCURRENCY default):",
    ...files,
    `  worst event-loop delay: ${m.worstDelayMs} ms (worst liveness probe ${m.worstProbeMs} ms, idle median ${m.idleMedianMs} ms, ${m.probes} probes over ${m.seconds} s)`,
  ].join("\n");
}
