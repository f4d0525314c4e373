import type { FastifyRequest } from 'fastify';
import { invalid, removeUpload, saveUploadStream, type Locale, type Settings } from '@dukkan/shared';
import { restMessage } from './messages.ts';

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

/** The code the gateway's error handler answers with its own 400 message for an unreadable multipart body. */
export const MALFORMED_UPLOAD = 'DUKKAN_MALFORMED_UPLOAD';

/**
 * Streams the multipart file field to the uploads folder. Returns null when the request is not multipart or has no
 * such field. A refused upload leaves no file behind and throws what the caller is told: 413 past UPLOAD_LIMIT, 422
 * for a second file (busboy's file limit was answered as "too large"), 400 for a body that is not valid multipart
 * (it was a 500 with nothing logged).
 */
export async function receiveUpload(req: FastifyRequest, fieldName: string, settings: Settings, locale: Locale): Promise<ReceivedUpload | null> {
  if (!req.isMultipart()) return null;
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | null = null;
  try {
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
  } catch (error) {
    if (received) await removeUpload(settings.dataDir, received.uploadId);
    throw refusedUpload(error as Error & { code?: string; tooLarge?: boolean }, locale);
  }
  return received;
}

function refusedUpload(error: Error & { code?: string; tooLarge?: boolean }, locale: Locale): Error {
  if (error.tooLarge) return Object.assign(new Error('File too large'), { statusCode: 413 });
  if (error.code === 'FST_FILES_LIMIT') return invalid(locale, [{ field: 'file', message: restMessage(locale, 'oneFile') }]);
  // @fastify/multipart's own refusals carry a code and a status; anything else here is busboy failing to parse.
  if (error.code?.startsWith('FST_') || error.message.startsWith('Unexpected end of form') || /multipart|boundary|part header/i.test(error.message)) {
    return Object.assign(new Error(`Malformed upload: ${error.message}`), { statusCode: 400, code: MALFORMED_UPLOAD });
  }
  return error;
}
