/**
 * The whole product in a process of its own, for the answer bench: a browser or a channel never shares the server's
 * event loop, so the bench's client must not either (its fetches and JSON parsing were being counted as the
 * product's time). Started by `startProductProcess`; reports its URL over IPC and stops on "close".
 */
import { readSettings } from '@dukkan/shared';
import { startProduct } from '../product.ts';

const product = await startProduct({
  databaseUrl: process.env.DATABASE_URL!,
  settings: readSettings({ ...process.env, NODE_ENV: 'test' }),
  randomPorts: true,
  workers: false,
});
const stop = async () => {
  await product.close().catch(() => {});
  process.exit(0);
};
process.on('message', (message) => void (message === 'close' && stop()));
// The bench died without saying so: nothing else would stop this process.
process.on('disconnect', () => void stop());
process.send!({ url: product.url });
