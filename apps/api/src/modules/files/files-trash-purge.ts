// The trash's 30-day purge (issue 20): every API process runs it at start and then hourly;
// purgeExpiredTrash takes each owner's trash lock, so processes running it together free each
// item's bytes once. Edit the period here.
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../shared/periodic-task.ts';
import { purgeExpiredTrash } from './files-trash.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function registerTrashPurge(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'addHook'>,
) {
  runPeriodically(app, {
    everyMs: PURGE_EVERY_MS,
    task: () => purgeExpiredTrash(app),
    failure: 'trash purge failed',
  });
}
