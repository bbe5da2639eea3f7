import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { api, call } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { textUpload, uploadFile, waitForIndex } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";

const EXPORT = "/api/v1/projects/{projectId}/claim/export";
const FIELD_CODES = "/api/v1/projects/{projectId}/claim/field-codes";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** The raw bytes of an answer: the api helper reads bodies as text, which a binary body does not survive. */
async function download(url: string, token: string) {
  const { GET } = await import("@/app/api/v1/projects/[projectId]/claim/export/route");
  const projectId = /projects\/([^/]+)\//.exec(url)![1]!;
  const req = new Request(new URL(url, "http://localhost:3000"), { headers: { authorization: `Bearer ${token}` } });
  const res = await GET(req, { params: Promise.resolve({ projectId }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function claimWithEvidence() {
  const { token } = await registerUser();
  const project = await createProject(token, { name: "Adaptive sensor compression", fiscalYear: "2025" });
  const fileId = await uploadFile(token, project.id, textUpload("bench-results.txt", "Run 1: 5 ms. Run 2: 2 ms."));
  await waitForIndex(token, project.id, fileId);
  const url = `/api/v1/projects/${project.id}/claim`;
  const saved = await api.put(
    url,
    {
      version: 0,
      title: "Adaptive delta codec",
      startDate: "2025-02",
      completionDate: "2025-11",
      fieldOfScienceCode: "2.02.09",
      lines: {
        "242": "No known codec reached 2 ms encode latency on the sensor MCU.",
        "244": "We built three prototypes and measured each against LZ4.",
        "246": "An adaptive delta model that encodes in 2 ms within 32 KB of RAM.",
      },
    },
    { token },
  );
  expect(saved.status, saved.text).toBe(200);
  return { token, project, url };
}

const EXPECTED = [
  "Project: Adaptive sensor compression",
  "Fiscal year: 2025",
  "Form: T661 (20)",
  "Claim version: 1 (saved",
  "Project title: Adaptive delta codec",
  "Field of science or technology code (line 206): 2.02.09 Software engineering and technology",
  "Line 242: What scientific or technological uncertainties did you attempt to overcome? No known codec reached 2 ms encode latency on the sensor MCU. 12 of 350 words",
  "We built three prototypes and measured each against LZ4. 9 of 700 words",
  "An adaptive delta model that encodes in 2 ms within 32 KB of RAM. 14 of 350 words",
  "Evidence",
  `bench-results.txt, uploaded ${new Date().toISOString().slice(0, 10)}`,
  "Version 1 of the claim, exported",
];

describe("GET /api/v1/projects/{projectId}/claim/export", () => {
  it("downloads a DOCX attachment named after the project and version, with the claim in it", async () => {
    const { token, url } = await claimWithEvidence();
    const res = await download(`${url}/export?format=docx`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"T661-Part2-Adaptive-sensor-compression-v1.docx\"; filename*=UTF-8''T661-Part2-Adaptive-sensor-compression-v1.docx",
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Number(res.headers.get("content-length"))).toBe(res.bytes.byteLength);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(res.bytes) });
    for (const expected of EXPECTED) expect(flat(value)).toContain(expected);
  });

  it("downloads a PDF attachment with the same content", async () => {
    const { token, url } = await claimWithEvidence();
    const res = await download(`${url}/export?format=pdf`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="T661-Part2-Adaptive-sensor-compression-v1.pdf"');
    const { text } = await extractText(await getDocumentProxy(res.bytes), { mergePages: true });
    for (const expected of EXPECTED) expect(flat(text)).toContain(expected);
  });

  it("exports a claim never saved, with the project's name and empty lines", async () => {
    const { token } = await registerUser();
    const project = await createProject(token, { name: "Fresh project" });
    const res = await download(`/api/v1/projects/${project.id}/claim/export?format=docx`, token);
    expect(res.status).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(res.bytes) });
    expect(flat(value)).toContain("Project title: Fresh project");
    expect(flat(value)).toContain("Not drafted yet. 0 of 350 words");
    expect(flat(value)).toContain("No files uploaded.");
  });

  it("answers 400 at `format` for a missing or unknown format", async () => {
    const { token, url } = await claimWithEvidence();
    for (const q of ["", "?format=txt", "?format=DOCX", "?format="]) {
      const res = doc("get", EXPORT, await api.get(`${url}/export${q}`, { token }));
      expect(res.status).toBe(400);
      expect(res.json.error.details).toEqual([{ path: "format", message: "must be docx or pdf" }]);
    }
  });

  it("refuses a draft over a word limit with 409 naming each line over", async () => {
    const { token, url } = await claimWithEvidence();
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    await api.put(url, { version: 1, lines: { "242": words(351), "246": words(400), "244": words(700) } }, { token });
    for (const format of ["docx", "pdf"]) {
      const res = doc("get", EXPORT, await api.get(`${url}/export?format=${format}`, { token }));
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: "CONFLICT",
        details: [
          { path: "lines.242", message: "351 words; the limit is 350" },
          { path: "lines.246", message: "400 words; the limit is 350" },
        ],
      });
      expect(res.json.message).toBe("Over the word limit: line 242 (351 of 350 words), line 246 (400 of 350 words). Shorten them to export.");
    }
    // Back within the limits, the export works again.
    await api.put(url, { version: 2, lines: { "242": words(350), "246": words(10) } }, { token });
    expect((await download(`${url}/export?format=pdf`, token)).status).toBe(200);
  });

  it("goes through the route table like any other route", async () => {
    const { token, url } = await claimWithEvidence();
    const res = await call("GET", `${url}/export?format=pdf`, { token });
    expect(res.status).toBe(200);
    expect(res.text.startsWith("%PDF-")).toBe(true);
  });
});

describe("GET /api/v1/projects/{projectId}/claim/field-codes", () => {
  it("suggests codes from the project's name, description and claim, with the list", async () => {
    const { token } = await registerUser();
    const project = await createProject(token, { name: "Low-latency sync API", description: "A backend cache for the mobile app's database." });
    const res = doc("get", FIELD_CODES, await api.get(`/api/v1/projects/${project.id}/claim/field-codes`, { token }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ formVersion: "T661 (20)", asksCrdc: false });
    expect(res.json.data.suggestions[0]).toMatchObject({ code: "2.02.09", level: "code", label: "Software engineering and technology" });
    expect(res.json.data.groups).toContainEqual({ code: "2.03", label: "Mechanical engineering" });
    expect(res.json.data.codes).toContainEqual({ code: "2.02.09", label: "Software engineering and technology" });

    // The claim's texts count too.
    const other = await createProject(token, { name: "Line 3 trial" });
    await api.put(`/api/v1/projects/${other.id}/claim`, { version: 0, lines: { "244": "We tested mould inserts with conformal cooling for heat transfer." } }, { token });
    const [first] = (await api.get(`/api/v1/projects/${other.id}/claim/field-codes`, { token })).json.data.suggestions;
    expect(first).toMatchObject({ code: "2.03", level: "group" });
  });
});
