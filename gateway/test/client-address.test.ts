import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../src/subscriptions/socket-caller.ts';

const request = (forwarded: string | undefined, remote: string) =>
  ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: remote } }) as unknown as IncomingMessage;

test('with no trusted proxy a client cannot choose its address through X-Forwarded-For', () => {
  assert.equal(addressOf(request('6.6.6.6', '10.0.0.5'), 0), '10.0.0.5');
});

test('with one trusted proxy the address is the one that proxy saw, not one the client prepended', () => {
  assert.equal(addressOf(request('6.6.6.6, 203.0.113.9', '10.0.0.5'), 1), '203.0.113.9');
  assert.equal(addressOf(request('203.0.113.9', '10.0.0.5'), 1), '203.0.113.9');
  assert.equal(addressOf(request(undefined, '10.0.0.5'), 1), '10.0.0.5');
});
