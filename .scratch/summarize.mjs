import fs from "node:fs";
const file = "CPU.20261121.195856.6766.0.001.cpuprofile";
const prof = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; const samples = prof.samples;
for (let i = 0; i < samples.length; i++) { self.set(samples[i], (self.get(samples[i]) ?? 0) + (dt[i] ?? 0)); }
// aggregate self time by function+url
const agg = new Map();
for (const [id, t] of self) { const n = byId.get(id); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-3).join("/")}:${n.callFrame.lineNumber}`; agg.set(key, (agg.get(key) ?? 0) + t); }
const total = [...agg.values()].reduce((a, b) => a + b, 0);
console.log("total ms", (total / 1000).toFixed(0));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), k);
// aggregate by url (module)
const byUrl = new Map();
for (const [id, t] of self) { const n = byId.get(id); const u = n.callFrame.url.replace(/^.*node_modules\//, "nm/").split("/").slice(0, 3).join("/"); byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
console.log("--- by module");
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(0).padStart(6), k);
