import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';

/**
 * A multipart upload streamed from disk, with the socket's backpressure, the way a browser sends a file. fetch with
 * a file-backed Blob reads the file ahead into memory (a 100 MB upload held ~100 MB of buffers in the test process),
 * so a test measuring the product's memory in its own process must not upload with it. No client timeout either:
 * fetch gives up on answers slower than 5 minutes.
 */
export async function postMultipart(
  url: string,
  upload: { path: string; filename: string; fields?: Record<string, string>; headers?: Record<string, string> },
): Promise<{ status: number; body: any }> {
  const boundary = `----dukkan${Date.now()}`;
  const fields = Object.entries(upload.fields ?? {})
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.filename}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(url, {
    method: 'POST',
    headers: {
      ...upload.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + statSync(upload.path).size + tail.length,
    },
  });
  const answered = once(req, 'response');
  req.write(head);
  await pipeline(createReadStream(upload.path), req, { end: false });
  req.end(tail);
  const [res] = await answered;
  let text = '';
  for await (const chunk of res) text += chunk;
  return { status: res.statusCode, body: JSON.parse(text) };
}
