import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { checkOperationLimits, checkOperationSize, fieldCountOf, shapeOf, DEFAULT_LIST_SIZE } from '../src/limits/index.ts';

// A store of categories of products, with a cycle (category.parent) that lets a query nest without end.
const schema = buildSchema(`
  type Product { id: ID! name: String! reviews(first: Int): [Review!]! }
  type Review { id: ID! stars: Int! }
  type ProductEdge { node: Product! cursor: String! }
  type ProductConnection { edges: [ProductEdge!]! totalCount: Int! }
  type Category { id: ID! name: String! parent: Category products(first: Int, after: String): ProductConnection! tags: [String!]! }
  type Query { category(id: ID!): Category categories: [Category!]! }
`);

const measure = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return shapeOf(schema, document, getOperationAST(document)!, variables);
};

test('depth counts nested fields through fragments, root fields being depth 1', () => {
  assert.equal(measure('{ category(id: 1) { id } }').depth, 2);
  assert.equal(measure('{ category(id: 1) { ...Up } } fragment Up on Category { parent { parent { ... on Category { name } } } }').depth, 4);
});

test('cost multiplies by first/limit arguments, and by a default size for unsized lists', () => {
  assert.equal(measure('{ category(id: 1) { id name } }').cost, 3);
  // products(first: 50): 1, edges ×50, node ×50, id ×50 and name ×50 (edges are not multiplied again).
  assert.equal(measure('{ category(id: 1) { products(first: 50) { edges { node { id name } } } } }').cost, 1 + 1 + 50 + 50 + 100);
  assert.equal(measure('query($n: Int) { category(id: 1) { products(first: $n) { totalCount } } }', { n: 7 }).cost, 1 + 1 + 7);
  assert.equal(measure('{ categories { id } }').cost, 1 + DEFAULT_LIST_SIZE);
});

test('aliases count once each, so batching a field many times costs as much as it does', () => {
  const aliases = Array.from({ length: 30 }, (_, index) => `c${index}: category(id: ${index}) { id }`).join(' ');
  assert.equal(measure(`{ ${aliases} }`).cost, 60);
});

test('introspection fields are left to the introspection switch, not counted', () => {
  assert.deepEqual(measure('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'), { depth: 0, cost: 0 });
});

test('an operation over a limit gets a clear error in the caller language, with status 400', () => {
  const document = parse('{ category(id: 1) { parent { parent { parent { id } } } } }');
  const operation = getOperationAST(document)!;
  const deep = checkOperationLimits({ maxDepth: 3, maxCost: 1000 }, schema, document, operation, {}, 'en');
  assert.equal(deep?.message, 'This query is nested 5 levels deep; the limit is 3.');
  assert.deepEqual(deep?.extensions.http, { status: 400 });
  assert.equal(deep?.extensions.code, 'OPERATION_TOO_COMPLEX');
  const costly = checkOperationLimits({ maxDepth: 10, maxCost: 4 }, schema, document, operation, {}, 'ar');
  assert.equal(costly?.message, 'هذا الاستعلام سيجلب نحو 5 حقلاً، والحد الأقصى 4. اطلب عناصر أو حقولاً أقل.');
  assert.equal(checkOperationLimits({ maxDepth: 5, maxCost: 5 }, schema, document, operation, {}), null);
});

test('the field count reads aliases, nested fields and each fragment spread, and stops past the limit', () => {
  const document = parse('query { a: category(id: 1) { id } b: category(id: 2) { ...C ...C } } fragment C on Category { id parent { id } }');
  const operation = getOperationAST(document)!;
  assert.equal(fieldCountOf(document, operation), 9);
  const flood = parse(`{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: category(id: 1) { id }`).join(' ')} }`);
  assert.ok(fieldCountOf(flood, getOperationAST(flood)!, 500) <= 502);
  const refused = checkOperationSize({ maxDepth: 12, maxCost: 10000, maxFields: 500 }, flood, 'en');
  assert.deepEqual([refused?.extensions.code, refused?.extensions.http], ['OPERATION_TOO_COMPLEX', { status: 400 }]);
  assert.equal(checkOperationSize({ maxDepth: 12, maxCost: 10000, maxFields: 10 }, document), null);
});
