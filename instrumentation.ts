// Runs once per server process, before the first request. A bad setting or an unreachable database
// throws here, which stops the server (the app's server prints the reason and exits) instead of
// leaving it answering 500s.
export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time; the edge bundle must not load Node-only modules.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onServerStart } = await import("./lib/startup");
  await onServerStart();
}
