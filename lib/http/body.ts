import { AppError } from "@/lib/errors";

// Request bodies are read with a cap: a body past it is refused with 413 as soon as its declared
// length, or the bytes read so far, go over, and the rest is never read. Connection: close tells the
// server to drop the connection rather than drain what the client still sends.

export function bodyTooLarge(limit: number): AppError {
  const message = `The request body is larger than the ${limit.toLocaleString("en-US")}-byte limit`;
  return new AppError("VALIDATION_FAILED", message, {
    status: 413,
    details: [{ path: "", message }],
    headers: { connection: "close" },
  });
}

/** The body as text, refusing it past `limit` bytes. */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw bodyTooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw bodyTooLarge(limit);
      chunks.push(value);
    }
  } finally {
    // Released, not cancelled: cancelling the body would reset the socket before the 413 is sent.
    reader.releaseLock();
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}
