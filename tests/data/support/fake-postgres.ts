import { createServer, type Server, type Socket } from 'node:net';

/**
 * A PostgreSQL server that asks every client for a cleartext password (as a hostile server would) and records it.
 * It answers an SSL request with 'N', sends AuthenticationCleartextPassword after the startup message, keeps the
 * text of the password message ('p') and then refuses the login. `raw` keeps every byte each client sent, so a test
 * can also check that the secret travelled in no other form.
 */
export interface FakePostgres {
  port: number;
  /** The password of each password message received, in order. */
  passwords: string[];
  /** Everything each connection sent, one buffer per connection. */
  raw: Buffer[];
  connections(): number;
  close(): Promise<void>;
}

function authCleartext(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0);
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

function refuse(): Buffer {
  const fields = Buffer.concat([Buffer.from('SFATAL\0'), Buffer.from('C28P01\0'), Buffer.from('Mpassword authentication failed\0'), Buffer.from('\0')]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

export async function startFakePostgres(): Promise<FakePostgres> {
  const passwords: string[] = [];
  const raw: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const index = raw.push(Buffer.alloc(0)) - 1;
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      raw[index] = Buffer.concat([raw[index], chunk]);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 8) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          if (code === 80877103 || code === 80877104) {
            socket.write('N'); // no SSL, no GSS: the client goes on in clear text
            continue;
          }
          started = true;
          socket.write(authCleartext());
          continue;
        }
        if (pending.length < 5) return;
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) return;
        const type = String.fromCharCode(pending[0]);
        const body = pending.subarray(5, length + 1);
        pending = pending.subarray(length + 1);
        if (type === 'p') {
          passwords.push(body.toString('utf8').replace(/\0$/, ''));
          socket.end(refuse());
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    passwords,
    raw,
    connections: () => raw.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
