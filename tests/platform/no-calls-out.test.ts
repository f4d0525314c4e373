import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGateway } from '../../gateway/src/gateway.ts';

/**
 * The gateway makes no call out of the deployment that the operator did not ask for: Apollo's gateway otherwise probes
 * the cloud metadata servers at start (and reports metrics to Apollo hourly). The GCP probe is pointed at a local
 * stand-in here (GCE_METADATA_HOST, which the probe honours), so it can be seen.
 */
test('the gateway probes no cloud metadata server unless the operator turns Apollo telemetry on', async () => {
  const probes: string[] = [];
  const metadata = createServer((request, response) => {
    probes.push(request.url ?? '');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve));
  const saved = { host: process.env.GCE_METADATA_HOST, telemetry: process.env.APOLLO_TELEMETRY_DISABLED };
  process.env.GCE_METADATA_HOST = `127.0.0.1:${(metadata.address() as AddressInfo).port}`;
  delete process.env.APOLLO_TELEMETRY_DISABLED;
  const options = { subgraphUrls: { auth: '', store: '', apps: '', 'data-source': '', chat: '' } as never, internalSecret: 'x'.repeat(32) };
  try {
    const quiet = createGateway(options);
    await sleep(1500);
    assert.deepEqual(probes, [], 'no probe by default');
    assert.equal(process.env.APOLLO_TELEMETRY_DISABLED, undefined, 'the environment is left as it was');
    await quiet.stop().catch(() => {});

    // The same gateway with telemetry turned on does probe: the stand-in would have seen it.
    process.env.APOLLO_TELEMETRY_DISABLED = 'false';
    const reporting = createGateway(options);
    for (let waited = 0; !probes.length && waited < 10_000; waited += 100) await sleep(100);
    assert.ok(probes.length > 0, 'telemetry turned on probes the metadata server');
    await reporting.stop().catch(() => {});
  } finally {
    for (const [name, value] of [['GCE_METADATA_HOST', saved.host], ['APOLLO_TELEMETRY_DISABLED', saved.telemetry]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    metadata.close();
  }
});
