import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";

describe("plumbing", () => {
  it("registers and reads me", async () => {
    const { token, email } = await registerUser();
    const me = await api.get("/api/v1/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
  });
});
