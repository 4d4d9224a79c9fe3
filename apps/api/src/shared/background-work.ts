// Work a route starts and does not wait for (the password-reset e-mail, sent after the answer so
// the answer takes the same time whether the account exists). The app's close waits for it, as
// it does for the periodic tasks (periodic-task.ts): the database must not close under it.
import type { FastifyInstance } from 'fastify';

/** Returns `later(task)`: runs `task` in the background; `task` handles its own failure. */
export function backgroundWork(app: Pick<FastifyInstance, 'addHook'>) {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (task: Promise<unknown>) => {
    pending.add(task);
    const done = () => void pending.delete(task);
    task.then(done, done);
  };
}
