import { mkdirSync, createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Uploaded files are streamed to disk by the gateway and handed to the data-source subgraph by id, so a 100 MB file
 * never sits in memory nor crosses GraphQL as bytes. In a multi-machine deployment the folder is a shared volume.
 */
export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

const ID_PATTERN = /^[a-f0-9]{32}$/;

export async function saveUploadStream(dataDir: string, stream: Readable): Promise<{ uploadId: string; size: number }> {
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const uploadId = randomBytes(16).toString('hex');
  const file = path.join(dir, uploadId);
  try {
    await pipeline(stream, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if ((stream as { truncated?: boolean }).truncated) {
    await rm(file, { force: true });
    throw Object.assign(new Error('File too large'), { tooLarge: true });
  }
  return { uploadId, size: (await stat(file)).size };
}

/** The path of an upload, or null for an id that is not one (ids are never paths). */
export function uploadPath(dataDir: string, uploadId: string): string | null {
  return ID_PATTERN.test(uploadId) ? path.join(uploadsDir(dataDir), uploadId) : null;
}

export function openUpload(dataDir: string, uploadId: string): ReadStream | null {
  const file = uploadPath(dataDir, uploadId);
  return file ? createReadStream(file) : null;
}

export async function removeUpload(dataDir: string, uploadId: string): Promise<void> {
  const file = uploadPath(dataDir, uploadId);
  if (file) await rm(file, { force: true });
}
