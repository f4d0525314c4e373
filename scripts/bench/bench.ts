/** A benchmark: a file `scripts/bench/<name>.bench.ts` exporting `bench`. `npm run bench -- <filter>` runs those whose name matches. */
export interface BenchContext {
  /** A fresh, migrated database for this bench (dropped afterwards). */
  databaseUrl: string;
  /** A scratch folder for generated files (removed afterwards). */
  tmpDir: string;
  log(message: string): void;
}

export interface Bench {
  name: string;
  description: string;
  /** Hard bound; the runner gives up on the bench after this (default 600 s). */
  timeoutSeconds?: number;
  /** Returns the figures, written to bench-results/<name>.json and printed. */
  run(ctx: BenchContext): Promise<Record<string, unknown>>;
}
