import type { FastifyRequest } from 'fastify';
import { AppError, Codes } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** As the client named it: checked, then never used for storage. */
  filename: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// A name is only a label, but one carrying a path or control characters is an attack, not a photo.
const UNSAFE_NAME = /[/\\\p{Cc}]|\.\./u;

/**
 * Reads a multipart body: the text fields sent before the single file become the input that the
 * catalogue's request schema validates; the file is buffered up to MAX_UPLOAD_BYTES.
 */
export async function multipartInput(req: FastifyRequest): Promise<{ input: Record<string, string>; upload: UploadedFile }> {
  if (!req.isMultipart()) throw new AppError(Codes.BAD_REQUEST, 'server.multipartRequired');
  // preservePath: busboy would otherwise cut the path off and hide the attempt.
  const part = await req.file({
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  if (!part) throw new AppError(Codes.BAD_REQUEST, 'server.fileRequired');
  if (!part.filename || part.filename.length > 255 || UNSAFE_NAME.test(part.filename)) {
    part.file.resume();
    throw new AppError(Codes.BAD_REQUEST, 'server.fileNameInvalid');
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(Codes.TOO_LARGE, 'server.fileTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
    throw err;
  }
  const input: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && name !== part.fieldname) input[name] = String(field.value);
  }
  return { input, upload: { bytes, filename: part.filename } };
}
