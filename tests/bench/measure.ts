import fs from "node:fs";
import autocannon from "autocannon";
import type { RequestSpec } from "./cases/types";

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  totalRequests: number;
  /**
   * CPU time the server process spent per request (Linux only). Unlike req/s it barely moves when
   * other work shares the machine, so it is the steadier comparison on a busy box.
   */
  cpuMsPerRequest: number | null;
}

/** User + system CPU time of a process in ms, from /proc (null where there is no /proc). */
function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: count fields after its closing ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

let current: autocannon.Instance | undefined;

function run(baseUrl: string, spec: RequestSpec, connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    current = autocannon(
      { url: `${baseUrl}${spec.path}`, method: spec.method, headers: spec.headers, body: spec.body, connections, duration },
      (err, result) => {
        current = undefined;
        if (err) reject(err);
        else resolve(result);
      },
    );
  });
}

/** Ends the load now: a server shuts down gracefully only once its connections go idle. */
export function stopLoad(): void {
  current?.stop();
}

/** One request first, so a broken setup fails loudly instead of measuring error pages. */
async function checkOnce(baseUrl: string, spec: RequestSpec): Promise<void> {
  const res = await fetch(`${baseUrl}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${spec.method} ${baseUrl}${spec.path} answered ${res.status}: ${text.slice(0, 300)}`);
}

/** Warms the target (process `pid`) up (JIT, connection pools, caches), then measures it. */
export async function measure(baseUrl: string, pid: number, spec: RequestSpec, load: LoadOptions): Promise<Measurement> {
  await checkOnce(baseUrl, spec);
  if (load.warmupSeconds > 0) await run(baseUrl, spec, load.connections, load.warmupSeconds);
  const cpuBefore = processCpuMs(pid);
  const r = await run(baseUrl, spec, load.connections, load.durationSeconds);
  const cpuAfter = processCpuMs(pid);
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    totalRequests: r.requests.total,
    cpuMsPerRequest: cpuMs !== null && r.requests.total > 0 ? cpuMs / r.requests.total : null,
  };
}
