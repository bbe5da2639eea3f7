import fs from "node:fs";

// Uploads through the local driver against the running app server: throughput, and how much the
// server's peak memory grows while it receives the file (it streams to disk, so the growth must
// not depend on the file's size).

const CHUNK = Buffer.alloc(1_048_576, 7);

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resets the kernel's peak-RSS mark of the process (Linux; needs the same user or root). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function api<T>(baseUrl: string, path: string, token: string | undefined, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface UploadMeasurement {
  sizeMb: number;
  seconds: number;
  mbPerSecond: number;
  serverPeakGrowthMb: number;
}

export async function measureUploads(baseUrl: string, serverPid: number, sizesMb: number[]): Promise<UploadMeasurement[]> {
  const out: UploadMeasurement[] = [];
  for (const sizeMb of sizesMb) {
    // A user per upload: each file alone must fit the FREE plan's storage.
    const email = `upload.${sizeMb}.${Date.now()}@example.com`;
    const auth = await api<{ accessToken: string }>(baseUrl, "/auth/register", undefined, { email, password: "bench password 1" });
    const project = await api<{ data: { id: string } }>(baseUrl, "/projects", auth.accessToken, { name: "Uploads", fiscalYear: "2025" });
    const size = sizeMb * 1_048_576;
    const presigned = await api<{ data: { uploadUrl: string }[] }>(baseUrl, `/projects/${project.data.id}/files/presign`, auth.accessToken, {
      files: [{ filename: `upload-${sizeMb}mb.pdf`, contentType: "application/pdf", fileSize: size }],
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < size; sent += CHUNK.length) controller.enqueue(CHUNK.subarray(0, Math.min(CHUNK.length, size - sent)));
        controller.close();
      },
    });
    resetPeak(serverPid);
    const before = peakRssMb(serverPid);
    const started = performance.now();
    const res = await fetch(presigned.data[0]!.uploadUrl, {
      method: "PUT",
      headers: { "content-type": "application/pdf", "content-length": String(size) },
      body,
      duplex: "half",
    } as RequestInit);
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const seconds = (performance.now() - started) / 1000;
    out.push({
      sizeMb: size / 1_048_576,
      seconds: Math.round(seconds * 100) / 100,
      mbPerSecond: Math.round(size / 1_048_576 / seconds),
      serverPeakGrowthMb: Math.round((peakRssMb(serverPid) - before) * 10) / 10,
    });
  }
  return out;
}
