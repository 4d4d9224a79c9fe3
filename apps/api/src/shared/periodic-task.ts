// A housekeeping task every API process runs at start and then every `everyMs` (mail delivery,
// calendar reminders, trash purge, audit retention). A run never overlaps the previous one, a
// failure is logged and tried again next time, and the app's close waits for the run in flight:
// the database must not close under it.
import type { FastifyInstance } from 'fastify';

export function runPeriodically(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  { everyMs, task, failure }: { everyMs: number; task: () => Promise<unknown>; failure: string },
): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
