import type { FastifyRequest } from 'fastify';
import { saveUploadStream, type Settings } from '@dukkan/shared';

/** The largest file a seller may upload (CSV exports of a few million rows). */
export const UPLOAD_LIMIT = 512 * 1024 * 1024;

export interface ReceivedUpload {
  uploadId: string;
  filename: string;
  mimetype: string;
  size: number;
  /** Other (text) multipart fields sent with the file. */
  fields: Record<string, string>;
}

/**
 * Streams the multipart file field to the uploads folder. Returns null when the request is not multipart or has no
 * such field; throws with `tooLarge` past UPLOAD_LIMIT.
 */
export async function receiveUpload(req: FastifyRequest, fieldName: string, settings: Settings): Promise<ReceivedUpload | null> {
  if (!req.isMultipart()) return null;
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | null = null;
  for await (const part of req.parts({ limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== fieldName || received) {
        part.file.resume();
        continue;
      }
      const saved = await saveUploadStream(settings.dataDir, part.file);
      received = { ...saved, filename: part.filename, mimetype: part.mimetype, fields };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return received;
}
