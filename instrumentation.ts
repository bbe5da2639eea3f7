export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time; the edge bundle must not load Node-only modules.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { onServerStart } = await import("./lib/startup");
    await onServerStart();
  } catch (err) {
    // A bad setting or an unreachable database must stop the server, not leave it answering 500s.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
