export * from "./users";
export * from "./auth";
export * from "./invitations";
export * from "./email";
export * from "./rate-limits";
export * from "./workspace";
export * from "./quotas";
export * from "./files";
