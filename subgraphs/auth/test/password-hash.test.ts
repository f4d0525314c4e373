import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hashPassword, verifyPassword, NO_PASSWORD } from '../src/passwords/password-hash.ts';

test('each hash has its own salt and only the right password matches it', async () => {
  const first = await hashPassword('correct horse battery');
  const second = await hashPassword('correct horse battery');
  assert.notEqual(first, second);
  assert.match(first, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  assert.equal(await verifyPassword('correct horse battery', first), true);
  assert.equal(await verifyPassword('correct horse batterY', first), false);
  assert.equal(await verifyPassword('', first), false);
});

test('accounts without a password, or unknown ones, match nothing', async () => {
  assert.equal(await verifyPassword('!', NO_PASSWORD), false);
  assert.equal(await verifyPassword('decoy password that matches nothing', null), false);
  assert.equal(await verifyPassword('anything', 'plain-text-stored-by-mistake'), false);
});

test('the same password typed in another Unicode form still matches', async () => {
  const stored = await hashPassword('caf\u00e9-secret');
  assert.equal(await verifyPassword('cafe\u0301-secret', stored), true);
});
