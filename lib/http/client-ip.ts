import { config } from "@/lib/config";

// Next's server fills X-Forwarded-For with the socket address when a request arrives without one.
// Behind a trusted proxy the first address is the client's; otherwise only the nearest hop counts.
export function clientIp(req: Request): string {
  const chain = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = config.trustProxy ? chain[0] : chain.at(-1);
  return ip ?? "unknown";
}
