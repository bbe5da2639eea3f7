import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";

const sessionsUrl = (projectId: string) => `/api/v1/projects/${projectId}/sessions`;

async function seedMessages(sessionId: string, count: number) {
  const db = await getDb();
  const base = Date.now() - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    sessionId,
    role: (i % 10 === 5 ? "SYSTEM" : i % 2 === 0 ? "USER" : "ASSISTANT") as "USER" | "ASSISTANT" | "SYSTEM",
    content: `message ${i}`,
    payload: i % 2 === 1 ? { n: i } : null,
    createdAt: new Date(base + i * 1000),
  }));
  await db.insert(messages).values(rows);
}

describe("sessions", () => {
  it("creates a session of each type with a readable default title", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    for (const type of ["PRECHECK", "T661", "T661_GEN", "T661_DRAFT", "T661_ANALYSIS", "LOGBOOK"]) {
      const res = await api.post(sessionsUrl(project.id), { type }, { token });
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({ projectId: project.id, type, status: "ACTIVE", lastMessageAt: null });
      expect(res.json.data.title).toMatch(/^(Eligibility pre-check|T661 project description|R&D logbook) — \w{3} \d{1,2}, \d{4}$/);
    }
    const titled = await createSession(token, project.id, "T661", "Line 242 draft");
    expect(titled.title).toBe("Line 242 draft");
  });

  it("validates type and title", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    expect((await api.post(sessionsUrl(project.id), { type: "CHAT" }, { token })).json.error.details[0].path).toBe("type");
    expect((await api.post(sessionsUrl(project.id), {}, { token })).status).toBe(400);
    expect((await api.post(sessionsUrl(project.id), { type: "T661", title: "" }, { token })).status).toBe(400);
    expect((await api.post(sessionsUrl(project.id), { type: "T661", title: "t".repeat(201) }, { token })).status).toBe(400);
  });

  it("lists, gets, renames, archives and deletes", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const a = await createSession(token, project.id);
    const b = await createSession(token, project.id, "LOGBOOK");
    const list = await api.get(sessionsUrl(project.id), { token });
    expect(list.json.data.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const url = `${sessionsUrl(project.id)}/${a.id}`;
    expect((await api.get(url, { token })).json.data.id).toBe(a.id);
    const renamed = await api.patch(`${url}/title`, { title: "  Screening round 1 " }, { token });
    expect(renamed.json.data.title).toBe("Screening round 1");
    const archived = await api.patch(`${url}/status`, { status: "ARCHIVED" }, { token });
    expect(archived.json.data.status).toBe("ARCHIVED");
    expect((await api.patch(`${url}/status`, { status: "ACTIVE" }, { token })).json.data.status).toBe("ACTIVE");
    expect((await api.patch(`${url}/status`, { status: "CLOSED" }, { token })).status).toBe(400);
    expect((await api.patch(`${url}/title`, {}, { token })).status).toBe(400);
    const del = await api.delete(url, { token });
    expect(del.status).toBe(204);
    expect((await api.get(url, { token })).status).toBe(404);
  });

  it("hides another user's session, and a session under the wrong project", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const project = await createProject(owner.token);
    const otherProject = await createProject(owner.token, { name: "Other" });
    const session = await createSession(owner.token, project.id);
    const url = `${sessionsUrl(project.id)}/${session.id}`;
    for (const res of [
      await api.get(url, { token: other.token }),
      await api.patch(`${url}/title`, { title: "x" }, { token: other.token }),
      await api.patch(`${url}/status`, { status: "ARCHIVED" }, { token: other.token }),
      await api.delete(url, { token: other.token }),
      await api.get(`/api/v1/sessions/${session.id}/history`, { token: other.token }),
      await api.get(`${sessionsUrl(otherProject.id)}/${session.id}`, { token: owner.token }),
      await api.get(`${sessionsUrl(project.id)}/${MISSING_ID}`, { token: owner.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await api.get(url, { token: owner.token })).status).toBe(200);
  });

  it("needs authentication", async () => {
    expect((await api.get(sessionsUrl(MISSING_ID))).status).toBe(401);
    expect((await api.get(`/api/v1/sessions/${MISSING_ID}/history`)).status).toBe(401);
  });
});

describe("GET /api/v1/sessions/{sessionId}/history", () => {
  it("returns the newest USER and ASSISTANT messages, oldest first, 50 by default", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id);
    await seedMessages(session.id, 100);
    const res = await api.get(`/api/v1/sessions/${session.id}/history`, { token });
    expect(res.status).toBe(200);
    const data = res.json.data as { role: string; content: string; createdAt: string; payload?: unknown }[];
    expect(data).toHaveLength(50);
    expect(data.every((m) => m.role === "USER" || m.role === "ASSISTANT")).toBe(true);
    expect(data.at(-1)!.content).toBe("message 99");
    const times = data.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const assistant = data.find((m) => m.role === "ASSISTANT")!;
    expect(assistant.payload).toBeDefined();
    expect(data.find((m) => m.role === "USER")).not.toHaveProperty("payload");
    expect(Object.keys(data[0]!).sort()).toEqual(
      data[0]!.role === "USER"
        ? ["content", "createdAt", "id", "role", "run", "runId"]
        : ["content", "createdAt", "id", "payload", "role", "run", "runId"],
    );
  });

  it("clamps limit into 0..200 and refuses non-integers", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id);
    await seedMessages(session.id, 300);
    const url = `/api/v1/sessions/${session.id}/history`;
    expect((await api.get(`${url}?limit=3`, { token })).json.data.map((m: { content: string }) => m.content)).toEqual([
      "message 297",
      "message 298",
      "message 299",
    ]);
    expect((await api.get(`${url}?limit=1000`, { token })).json.data).toHaveLength(200);
    expect((await api.get(`${url}?limit=-5`, { token })).json.data).toHaveLength(0);
    expect((await api.get(`${url}?limit=0`, { token })).json.data).toHaveLength(0);
    for (const bad of ["abc", "1.5", ""]) {
      const res = await api.get(`${url}?limit=${bad}`, { token });
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].path).toBe("limit");
    }
  });
});
