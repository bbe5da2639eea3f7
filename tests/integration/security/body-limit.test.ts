import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as createProject } from "@/app/api/v1/projects/route";
import { POST as processTask } from "@/app/api/v1/task/process/route";
import { config } from "@/lib/config";
import { getSecrets } from "@/lib/secrets";
import { registerUser, uniqueIp } from "../../helpers/accounts";
import { api } from "../../helpers/api";

const LIMIT = config.http.maxJsonBodyBytes;
const noParams = { params: Promise.resolve({}) };

// A body of `total` bytes that is produced only as it is read, counting what was pulled.
function hugeBody(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  });
  return { stream, pulled };
}

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(res.headers.get("connection")).toBe("close");
  const body = await res.json();
  expect(body).toMatchObject({ success: false, data: null, error: { code: "VALIDATION_FAILED" } });
  expect(body.message).toMatch(/larger than the .*-byte limit/);
}

describe("request body limit", () => {
  it("is small by default", () => {
    expect(LIMIT).toBe(262_144);
  });

  it("refuses a body whose declared length is over the limit without reading it", async () => {
    const { stream, pulled } = hugeBody(600 * 1024 * 1024);
    const req = post("http://localhost:3000/api/v1/auth/login", stream, { "content-length": String(600 * 1024 * 1024) });
    await expectTooLarge(await login(req, noParams));
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("stops reading an undeclared (chunked) body at the limit, even without a token", async () => {
    const { stream, pulled } = hugeBody(600 * 1024 * 1024);
    await expectTooLarge(await login(post("http://localhost:3000/api/v1/auth/login", stream), noParams));
    expect(pulled.bytes).toBeLessThanOrEqual(LIMIT + 3 * 64 * 1024);
  });

  it("reads bodies up to the limit", async () => {
    const { token } = await registerUser();
    const description = "x".repeat(4000);
    const padded = JSON.stringify({ name: "Padded", fiscalYear: "2025", description }).padEnd(LIMIT, " ");
    const res = await createProject(post("http://localhost:3000/api/v1/projects", padded, { authorization: `Bearer ${token}` }), noParams);
    expect(res.status).toBe(201);
    const over = await createProject(
      post("http://localhost:3000/api/v1/projects", `${padded} `, { authorization: `Bearer ${token}` }),
      noParams,
    );
    await expectTooLarge(over);
  });

  it("answers 401 to a large body without a token before reading it", async () => {
    const { stream, pulled } = hugeBody(50 * 1024 * 1024);
    const res = await createProject(post("http://localhost:3000/api/v1/projects", stream), noParams);
    expect(res.status).toBe(401);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("bounds the worker envelope too", async () => {
    const { stream } = hugeBody(64 * 1024 * 1024);
    const res = await processTask(
      post("http://localhost:3000/api/v1/task/process", stream, { "x-internal-token": getSecrets().internalToken }),
    );
    expect(res.status).toBe(413);
  });

  it("leaves the preview-word route room for a DOCX in base64", async () => {
    const { token } = await registerUser();
    const projects = await api.get("/api/v1/projects", { token });
    expect(projects.status).toBe(200);
    const big = "A".repeat(LIMIT * 2);
    const res = await api.post(
      "/api/v1/projects/00000000-0000-4000-8000-000000000000/files/preview-word",
      { filename: "a.docx", contentBase64: big },
      { token },
    );
    // Read and validated (the project does not exist), not refused for its size.
    expect(res.status).toBe(404);
  });
});
