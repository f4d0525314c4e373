import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteGraphQLDataSource } from '@apollo/gateway';
import { retryStaleConnections } from '../src/subgraph-fetch.ts';

/**
 * A subgraph that drops the connection of the first request it receives, unanswered: what the gateway sees when a
 * keep-alive connection was closed by the subgraph's idle timer just as the gateway reused it.
 */
const received: string[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push(body);
    if (received.length === 1) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const init = () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { cancelImport }' }) });

test('without the retry, a request on a dropped connection fails with "socket hang up"', async () => {
  received.length = 0;
  const fetcher = new RemoteGraphQLDataSource({ url }).fetcher;
  await assert.rejects(fetcher(url, init()), /socket hang up|ECONNRESET/);
  assert.equal(received.length, 1);
});

test('the gateway sends a request once more when its connection was dropped unanswered, and gets the answer', async () => {
  received.length = 0;
  const fetcher = retryStaleConnections(new RemoteGraphQLDataSource({ url }).fetcher);
  const response = await fetcher(url, init());
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { data: { ok: true } });
  // The same request, twice on the wire: the first never got an answer.
  assert.deepEqual(received, [init().body, init().body]);
});

test('other failures are not retried: a subgraph that is down is an error at once', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const fetcher = retryStaleConnections(new RemoteGraphQLDataSource({ url }).fetcher);
  await assert.rejects(fetcher(`http://127.0.0.1:${port}/graphql`, init()), /ECONNREFUSED/);
});
