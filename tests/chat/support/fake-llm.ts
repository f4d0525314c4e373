import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider behaves for the next requests. */
export type FakeLlmMode =
  | { kind: 'plan'; plan: unknown }
  | { kind: 'garbage' }
  | { kind: 'hang' }
  | { kind: 'error' }
  | { kind: 'truncated' }
  | { kind: 'translate'; prefix: string; changeNumbers?: boolean }
  | { kind: 'json'; content: string };

export interface FakeLlm {
  url: string;
  mode: FakeLlmMode;
  /** Every request body received, in order. */
  requests: Array<{ model: string; stream: boolean; messages: Array<{ role: string; content: string }>; authorization?: string }>;
  close(): Promise<void>;
}

/** Splits text into small pieces the way a real provider streams tokens. */
const piecesOf = (text: string) => text.match(/.{1,7}/gs) ?? [];

function sse(res: http.ServerResponse, pieces: string[], done = true): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const piece of pieces) res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

/**
 * A local OpenAI-compatible server (POST /chat/completions, SSE streaming like the real API) whose answers the
 * test sets: a plan, garbage, a hang past the client's timeout, an HTTP error, a stream cut short, a translation.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeLlm = { url: '', mode: { kind: 'garbage' }, requests: [], close: async () => {} };
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    const request = JSON.parse(body);
    fake.requests.push({ ...request, authorization: req.headers.authorization });
    const mode = fake.mode;
    switch (mode.kind) {
      case 'plan':
        return sse(res, piecesOf('Here is the plan:\n```json\n' + JSON.stringify(mode.plan) + '\n```'));
      case 'garbage':
        return sse(res, piecesOf('Sure! DROP TABLE orders; {"metrics": ["orders"'));
      case 'hang':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '{"metrics": [' } }] })}\n\n`);
        return; // never finishes: the client's timeout must end it
      case 'error':
        return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      case 'truncated':
        return sse(res, piecesOf('{"metrics": ["orders"], "groupBy": []'), false);
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: mode.content } }] }));
      case 'translate': {
        const original = request.messages.at(-1).content as string;
        const text = mode.changeNumbers ? original.replace(/\d/g, '9') : original;
        return sse(res, piecesOf(`${mode.prefix} ${text}`));
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
