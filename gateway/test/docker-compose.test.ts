import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SUBGRAPHS, DEFAULT_SUBGRAPH_PORTS } from '@dukkan/shared';

// Docker is not available where the tests run, so the deployment files are checked as data: every service the
// multi-machine deployment needs, started the way a process entry expects, wired to the others.
const root = path.resolve(new URL('../..', import.meta.url).pathname);
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { command?: string[]; environment?: Record<string, unknown>; depends_on?: Record<string, { condition: string }>; volumes?: string[]; healthcheck?: { test: string[] }; build?: unknown; ports?: string[] }>;
  volumes: Record<string, unknown>;
};
const ENTRY = ['node', '--import', 'tsx', '--import', './scripts/compat/node20.mjs'];

test('the deployment has postgres, redis, each subgraph and the gateway as services', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), ['apps', 'auth', 'chat', 'data-source', 'gateway', 'postgres', 'redis', 'store']);
});

test("each subgraph runs its own process entry on its own port, with the shared settings", () => {
  for (const name of SUBGRAPHS) {
    const service = compose.services[name];
    const entry = `subgraphs/${name}/src/main.ts`;
    assert.deepEqual(service.command, [...ENTRY, entry], name);
    assert.ok(existsSync(path.join(root, entry)), `${entry} exists`);
    assert.equal(Number(service.environment?.PORT), DEFAULT_SUBGRAPH_PORTS[name]);
    assert.match(String(service.environment?.DATABASE_URL), /^postgresql:\/\/dukkan:.*@postgres:5432\/dukkan$/);
    assert.equal(service.environment?.REDIS_URL, 'redis://redis:6379');
    assert.equal(service.environment?.NODE_ENV, 'production');
    assert.match(String(service.environment?.INTERNAL_SECRET), /\$\{INTERNAL_SECRET:\?/);
    assert.ok(service.healthcheck?.test.join(' ').includes(`:${DEFAULT_SUBGRAPH_PORTS[name]}/health`));
    assert.ok(service.build, `${name} is built from the Dockerfile`);
  }
});

test('subgraphs start in migration order and the gateway waits for all of them to be healthy', () => {
  assert.equal(compose.services.auth.depends_on?.postgres.condition, 'service_healthy');
  SUBGRAPHS.slice(1).forEach((name, index) => assert.equal(compose.services[name].depends_on?.[SUBGRAPHS[index]].condition, 'service_healthy', name));
  for (const name of SUBGRAPHS) assert.equal(compose.services.gateway.depends_on?.[name].condition, 'service_healthy');
});

test('the gateway finds every subgraph by its service name and shares the uploads volume with data-source', () => {
  const gateway = compose.services.gateway;
  assert.deepEqual(gateway.command, [...ENTRY, 'gateway/src/main.ts']);
  for (const name of SUBGRAPHS) {
    const key = `SUBGRAPH_${name.toUpperCase().replace('-', '_')}_URL`;
    assert.equal(gateway.environment?.[key], `http://${name}:${DEFAULT_SUBGRAPH_PORTS[name]}/graphql`);
  }
  assert.deepEqual(gateway.ports, ['${PORT:-4000}:4000']);
  const uploads = `uploads:${gateway.environment?.DATA_DIR}/uploads`;
  assert.ok(gateway.volumes?.includes(uploads));
  assert.ok(compose.services['data-source'].volumes?.includes(uploads));
  assert.ok('uploads' in compose.volumes);
});

test('one multi-stage Dockerfile on node:22-slim installs with npm ci and runs through tsx', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
  assert.ok(stages.length >= 2);
  assert.ok(stages.every((image) => image === 'node:22-slim' || !image.includes(':')), stages.join(', '));
  assert.match(dockerfile, /RUN npm ci/);
  assert.match(dockerfile, /--import tsx/);
  const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8');
  for (const entry of ['node_modules', '.data', '.env', '.git']) assert.ok(ignored.split('\n').includes(entry), entry);
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  assert.equal(scripts['compose:up'], 'docker compose up --build');
});
