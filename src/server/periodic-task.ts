type TaskLogger = { info(details: object, message?: string): void; warn(details: object, message?: string): void };

export type PeriodicTask = { stop(): void };

/**
 * Runs `run` now and then once every `everyMs`, or after `retryMs` when a run failed or
 * produced nothing, in the background: a run never overlaps the next one, the timer does
 * not keep the process alive, and `stop` cancels the next run (shutdown).
 */
export function startPeriodicTask(options: {
  name: string;
  run: () => Promise<unknown>;
  everyMs: number;
  retryMs: number;
  logger: TaskLogger;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  async function tick() {
    const started = Date.now();
    let next = options.everyMs;
    try {
      const result = await options.run();
      if (result === null || result === undefined) next = options.retryMs;
      else options.logger.info({ task: options.name, ms: Date.now() - started }, "attività periodica completata");
    } catch (err) {
      next = options.retryMs;
      options.logger.warn({ task: options.name, err }, "attività periodica non riuscita: nuovo tentativo più tardi");
    }
    schedule(next);
  }
  schedule(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
