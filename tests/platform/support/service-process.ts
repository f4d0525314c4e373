import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(new URL('../../..', import.meta.url).pathname);

export interface ServiceProcess {
  /** The URL the process printed when it started listening. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one of the product's process entries (gateway/src/main.ts, subgraphs/<name>/src/main.ts) as a separate
 * OS process, exactly as docker-compose runs it, and waits for its "listening on <url>" line.
 */
export async function startServiceProcess(entry: string, env: Record<string, string>): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/compat/node20.mjs', entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (\S+)/.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before listening:\n${output}`)));
      // A safeguard, not an assertion: a process that never listens must not hold the test run forever.
      setTimeout(() => reject(new Error(`${entry} did not start listening within 3 minutes:\n${output}`)), 180_000).unref();
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
