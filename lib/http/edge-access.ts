import { config } from "@/lib/config";
import { safeEqual } from "@/lib/crypto/digest";

export const EDGE_ID_HEADER = "edge-access-client-id";
export const EDGE_SECRET_HEADER = "edge-access-client-secret";

/** Whether the backend demands the edge-access headers (either setting present: fail closed). */
export const edgeAccessRequired = () => Boolean(config.proxy.edgeClientId || config.proxy.edgeClientSecret);

export function hasEdgeAccess(req: Request): boolean {
  const { edgeClientId, edgeClientSecret } = config.proxy;
  if (!edgeAccessRequired()) return true;
  if (!edgeClientId || !edgeClientSecret) return false;
  const id = req.headers.get(EDGE_ID_HEADER) ?? "";
  const secret = req.headers.get(EDGE_SECRET_HEADER) ?? "";
  // Evaluate both comparisons so timing does not reveal which one failed.
  const idOk = safeEqual(id, edgeClientId);
  const secretOk = safeEqual(secret, edgeClientSecret);
  return idOk && secretOk;
}
