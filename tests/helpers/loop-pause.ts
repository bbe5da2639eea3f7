/** The longest the event loop went without running a timer due every `everyMs`, while `work` ran. */
export async function worstLoopPause(work: () => Promise<unknown>, everyMs: number): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - everyMs);
    last = now;
  }, everyMs);
  try {
    await work();
  } finally {
    clearInterval(probe);
  }
  return Math.max(worst, performance.now() - last - everyMs);
}
