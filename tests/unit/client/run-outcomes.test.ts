import { describe, expect, it } from "vitest";
import { failedRunMessageIds, recordedAttachments } from "@/components/session/run-outcomes";
import type { FileDTO, MessageDTO } from "@/lib/client/api-types";

const message = (id: string, role: "USER" | "ASSISTANT", run: MessageDTO["run"]): MessageDTO => ({
  id,
  role,
  content: id,
  runId: run ? `run-${id}` : null,
  run,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const file = (id: string, name: string) =>
  ({ id, originalFilename: name, contentType: "application/pdf" }) as FileDTO;

describe("run outcomes from the history", () => {
  it("marks a user message failed only when its run is recorded FAILED", () => {
    const messages = [
      message("failed", "USER", { status: "FAILED", errorCode: "WORKER_FAILED", selectedFileIds: [] }),
      message("running", "USER", { status: "RUNNING", errorCode: null, selectedFileIds: [] }),
      message("ok", "USER", { status: "SUCCEEDED", errorCode: null, selectedFileIds: [] }),
      message("no-run", "USER", null),
    ];
    expect([...failedRunMessageIds(messages)]).toEqual(["failed"]);
  });

  it("names the files each run attached, leaving out files deleted since", () => {
    const messages = [
      message("m1", "USER", { status: "FAILED", errorCode: "WORKER_FAILED", selectedFileIds: ["f1", "gone"] }),
      message("m2", "ASSISTANT", { status: "SUCCEEDED", errorCode: null, selectedFileIds: ["f1"] }),
      message("m3", "USER", { status: "SUCCEEDED", errorCode: null, selectedFileIds: [] }),
    ];
    expect(recordedAttachments(messages, [file("f1", "report.pdf")])).toEqual({
      m1: [{ id: "f1", name: "report.pdf", contentType: "application/pdf" }],
    });
  });
});
