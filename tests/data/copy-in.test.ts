import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import pg from 'pg';
import { copyIn } from '../../subgraphs/data-source/src/warehouse/copy-in.ts';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

test('a COPY the server fails while rows still wait for the socket ends with its error, not an uncaught exception', async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const uncaught: Error[] = [];
  const onUncaught = (error: Error) => void uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    await client.query('CREATE TEMP TABLE copy_in_numbers (n int)');
    const stream = copyIn(client, 'COPY copy_in_numbers (n) FROM STDIN');
    const failed = once(stream, 'error').then(([error]) => error as Error);
    // A bad first row fails the COPY at once; megabytes behind it are still queued on the socket when the server's
    // error comes back, and the end waits for them to drain.
    stream.write('not a number\n');
    const block = Buffer.from('1\n'.repeat(1 << 20));
    for (let i = 0; i < 24; i += 1) stream.write(block);
    stream.end();
    const error = await failed;
    assert.match(error.message, /invalid input syntax for type integer/);
    // Whatever was left to send drains after the error; give it time to reach the listeners that used to throw.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(uncaught.map((e) => e.message), []);
    // The connection is usable again and nothing was copied.
    assert.equal((await client.query('SELECT count(*)::int AS n FROM copy_in_numbers')).rows[0].n, 0);
  } finally {
    process.off('uncaughtException', onUncaught);
    await client.end();
  }
});
