import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";

describe("/api/internal/cron without CRON_SECRET", () => {
  it("answers 503 NOT_CONFIGURED, whatever the caller sends", async () => {
    const res = await api.get("/api/internal/cron", { token: "anything" });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("NOT_CONFIGURED");
  });
});
