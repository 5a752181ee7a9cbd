import type { TestServer } from './harness';

/** A multipart/form-data body as a browser sends it: text fields first, then one file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string },
): { body: Buffer; contentType: string } {
  const boundary = `----meridian${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/upload/image through Fastify, as the app's upload widget will. */
export async function uploadImage(s: TestServer, token: string, purpose: string, bytes: Buffer, name = 'photo.jpg') {
  const { body, contentType } = multipartBody({ purpose }, { name, bytes });
  const res = await s.running.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: JSON.parse(res.body) as {
      code: number;
      msg: string;
      data: { key: string; url: string; content_type: string; size: number } | null;
    },
  };
}
