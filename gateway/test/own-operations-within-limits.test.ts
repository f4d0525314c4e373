import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { readOperationLimits, shapeOf } from '../src/limits/index.ts';
import { restRoutes } from '../src/rest/routes.ts';

// The limits protect the graph from strangers' queries; the product's own calls must never hit them.
const root = path.resolve(new URL('../..', import.meta.url).pathname);
const schema = buildSchema(readFileSync(path.join(root, 'schema/api.graphql'), 'utf8'));
const limits = readOperationLimits({});

/** The operation texts the Relay compiler generated for the web app. */
function webOperations(): Array<[string, string]> {
  const dir = path.join(root, 'web/src/__generated__');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((file) => {
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(path.join(dir, file), 'utf8'));
    return match ? [[`web ${file}`, JSON.parse(match[1]) as string] as [string, string]] : [];
  });
}

const restOperations = (): Array<[string, string]> =>
  restRoutes.filter((route) => route.operation).map((route) => [`REST ${route.method} ${route.path}`, route.operation!]);

test("the web app's and the REST adapter's operations stay within the depth and cost limits", () => {
  const operations = [...webOperations(), ...restOperations()];
  assert.ok(operations.length > 0);
  for (const [where, text] of operations) {
    const document = parse(text);
    const { depth, cost } = shapeOf(schema, document, getOperationAST(document)!, {});
    assert.ok(depth <= limits.maxDepth, `${where}: depth ${depth}`);
    assert.ok(cost <= limits.maxCost, `${where}: cost ${cost}`);
  }
});
