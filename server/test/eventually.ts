/** Polls until `check` returns a truthy value and returns it, or fails after the deadline (no fixed sleeps in tests). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, deadlineMs = 30_000): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached before the deadline');
    await new Promise((r) => setTimeout(r, 50));
  }
}
