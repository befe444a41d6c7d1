/** A Server-Sent Events stream read by a test: its text so far, and a way to wait for something in it. */
export type EventStreamReader = Awaited<ReturnType<typeof openEventStream>>;

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let text = "";
  let ended = false;
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    try {
      for (;;) {
        if (!reader) return;
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // closed by the test
    } finally {
      ended = true;
    }
  })();
  return {
    response,
    get text() {
      return text;
    },
    /** The server ended the stream. */
    get ended() {
      return ended;
    },
    async waitFor(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(text);
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`not in the stream within ${timeoutMs} ms: ${pattern}\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
