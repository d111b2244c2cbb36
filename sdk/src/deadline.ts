/**
 * Request timeouts with an AbortSignal (issue 3). One AbortController and one timer per call;
 * the timer is cleared as soon as the body has been read (`finish`), because thousands of live
 * 30-second timers, or AbortSignal.any chains, cost more per call than the whole request layer
 * (bench/sdk-overhead.mjs). A caller's own signal still aborts the call.
 */

export interface Deadlines {
  fetch(request: Request): Promise<Response>;
  /** The body of `response` has been read: its timer can go. */
  finish(response: Response): void;
}

export function createDeadlines(timeoutMs: number, baseFetch: typeof globalThis.fetch): Deadlines {
  const timers = new WeakMap<Response, ReturnType<typeof setTimeout>>();
  return {
    async fetch(request) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
        timeoutMs,
      );
      const follow = () => controller.abort(request.signal.reason);
      request.signal.addEventListener('abort', follow, { once: true });
      try {
        const response = await baseFetch(request, { signal: controller.signal });
        timers.set(response, timer);
        return response;
      } catch (error) {
        clearTimeout(timer);
        throw error;
      } finally {
        request.signal.removeEventListener('abort', follow);
      }
    },
    finish(response) {
      clearTimeout(timers.get(response));
      timers.delete(response);
    },
  };
}
