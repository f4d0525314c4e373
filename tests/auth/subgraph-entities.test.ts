import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { CALLER_HEADER, anonymousCaller, encodeCaller, readSettings, toGlobalId, type Caller } from '@dukkan/shared';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { query, register } from './support.ts';

let app: TestApp;
let authUrl: string;
before(async () => {
  app = await initTestApp();
  authUrl = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'auth')!.url;
});
after(async () => {
  await app?.close();
});

const ENTITIES = 'query($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id email name } } }';

/** Calls the auth subgraph directly, as the gateway does, with an optional signed caller. */
async function callAuth(body: unknown, caller: Caller | null, secret = readSettings().internalSecret) {
  const response = await fetch(authUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(caller ? { [CALLER_HEADER]: encodeCaller(caller, secret) } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function callerOf(email: string): Promise<Caller> {
  const [row] = await query(app, 'SELECT u.id AS user_id, m.store_id, m.role FROM auth_user u JOIN store_member m ON m.user_id = u.id WHERE u.email = $1', [email]);
  return { ...anonymousCaller(), userId: String(row.user_id), storeId: String(row.store_id), role: row.role, sessionId: '0' };
}

test('_entities resolves a user for a signed caller who may see them, and nothing for others', async () => {
  const owner = await register(app);
  const stranger = await register(app);
  const caller = await callerOf(owner.account.email);
  const ownId = toGlobalId('User', caller.userId!);
  const strangerId = toGlobalId('User', (await callerOf(stranger.account.email)).userId!);

  const result = await callAuth({ query: ENTITIES, variables: { representations: [{ __typename: 'User', id: ownId }, { __typename: 'User', id: strangerId }] } }, caller);
  assert.equal(result.status, 200);
  assert.deepEqual(result.body.data._entities, [{ id: ownId, email: owner.account.email, name: null }, null]);

  const guest = await callAuth({ query: ENTITIES, variables: { representations: [{ __typename: 'User', id: ownId }] } }, anonymousCaller());
  assert.deepEqual(guest.body.data._entities, [null]);
});

test('a subgraph refuses requests without a caller signed with the internal secret', async () => {
  const { account } = await register(app);
  const caller = await callerOf(account.email);
  const body = { query: ENTITIES, variables: { representations: [{ __typename: 'User', id: toGlobalId('User', caller.userId!) }] } };

  const unsigned = await callAuth(body, null);
  assert.equal(unsigned.status, 401);
  assert.equal(unsigned.body.data, undefined);
  const forged = await callAuth(body, caller, 'not-the-internal-secret');
  assert.equal(forged.status, 401);
  const register401 = await callAuth({ query: 'mutation { register(input: {}) { token } }' }, null);
  assert.equal(register401.status, 401);
});
