import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const root = path.resolve(new URL('../..', import.meta.url).pathname);

/** Writes a bench's figures to bench-results/<name>.json, with when and where they were measured. */
export function writeBenchResult(name: string, figures: Record<string, unknown>): string {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  // The load average says how much else was running: on a shared machine it moves every figure.
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) };
  writeFileSync(file, `${JSON.stringify({ name, measuredAt: new Date().toISOString(), machine, ...figures }, null, 2)}\n`);
  return file;
}
