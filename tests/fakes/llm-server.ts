import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

/**
 * A local OpenAI-compatible endpoint: POST /chat/completions answers with `answer(request)` when set,
 * otherwise the queued contents in order (the last one repeats), and records every request and its
 * Authorization header.
 */
export async function startFakeLlm() {
  const state = {
    replies: [] as string[],
    answer: undefined as ((request: ChatRequest) => string) | undefined,
    requests: [] as ChatRequest[],
    authorizations: [] as (string | undefined)[],
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(raw) as ChatRequest;
      state.requests.push(request);
      state.authorizations.push(req.headers.authorization);
      const content = state.answer
        ? state.answer(request)
        : state.replies.length > 1
          ? state.replies.shift()!
          : (state.replies[0] ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl: `${origin}/v1`, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
