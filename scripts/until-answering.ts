import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once every address answers an HTTP GET (any status, or with `okOnly` a 2xx: a
 * readiness check that says "not yet" with 503), retrying every `intervalMs`; rejects naming the
 * ones still silent after `timeoutMs`. What `npm start` waits for before it prints its addresses,
 * so that an address it prints already answers.
 */
export async function untilAnswering(urls: readonly string[], { timeoutMs = 180_000, intervalMs = 200, okOnly = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let silent = [...urls];
  while (silent.length > 0) {
    const answered = await Promise.all(
      silent.map((url) =>
        fetch(url, { signal: AbortSignal.timeout(intervalMs * 10) }).then(
          (response) => (void response.body?.cancel(), !okOnly || response.ok),
          () => false,
        ),
      ),
    );
    silent = silent.filter((_url, index) => !answered[index]);
    if (silent.length === 0) return;
    if (Date.now() >= deadline) throw new Error(`No answer within ${Math.round(timeoutMs / 1000)} s from ${silent.join(', ')}`);
    await sleep(intervalMs);
  }
}
