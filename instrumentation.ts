export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time; the edge bundle must not load Node-only modules.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { onServerStart } = await import("./lib/startup");
    await onServerStart();
  }
}
