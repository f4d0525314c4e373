import type { RestRoute } from './route.ts';

/** The OpenAPI 3.1 document of the REST adapter, generated from the same route list that serves it. */
export function openApiDocument(routes: RestRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...[...route.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
    ];
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters,
      responses: {
        [String(route.status ?? 200)]: { description: 'Success: the payload is under `data`.' },
        ...(route.accepted ? { 202: { description: 'Accepted: the work is queued; `data.import` says how to follow it.' } } : {}),
        ...(route.auth ? { 401: { description: 'Missing, expired or revoked bearer token.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } : {}),
        ...Object.fromEntries(Object.entries(route.refusals ?? {}).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }])),
        422: { description: route.refusals?.[422] ?? 'Validation failed.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } } },
      },
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    };
    if (route.multipartFile) {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { [route.multipartFile]: { type: 'string', format: 'binary' }, ...(route.body ?? {}) } } } },
      };
    } else if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object', properties: route.body } } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dukkan REST API', version: '1.0.0', description: 'The legacy REST API: every call maps onto a GraphQL operation of the federated graph.' },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
        ValidationError: {
          type: 'object',
          required: ['message', 'errors'],
          properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        },
      },
    },
  };
}
