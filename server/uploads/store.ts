import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Services } from '../services';
import type { ImageType } from './sniff';

export interface StoredUpload {
  key: string;
  /** The member who uploaded it; null for a photo support sent into a chat (staff_id and conversation_id instead). */
  member_id: string | null;
  staff_id: string | null;
  conversation_id: string | null;
  purpose: string;
  content_type: ImageType;
  size: number;
  /** Of the stored (metadata-stripped) bytes: the same picture uploaded again has a new key but this hash. */
  sha256: string;
}

// Keys are random and only ever joined under the uploads folder: nothing a client sends becomes a path.
const KEY = /^[A-Za-z0-9_-]{32}$/;

function fileOf(services: Services, key: string): string {
  if (!KEY.test(key)) throw new Error('not an upload key');
  return path.join(services.config.dataDir, 'uploads', key.slice(0, 2), key);
}

/** A member's own upload, or a support photo that belongs to one chat conversation. */
export type UploadOwner = { memberId: string } | { staffId: string; conversationId: string };

/** Writes the (already checked and stripped) image, then records who owns it. */
export async function saveUpload(
  services: Services,
  owner: UploadOwner,
  purpose: string,
  bytes: Buffer,
  type: ImageType,
): Promise<StoredUpload> {
  const key = crypto.randomBytes(24).toString('base64url');
  const file = fileOf(services, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const memberId = 'memberId' in owner ? owner.memberId : null;
  const staffId = 'staffId' in owner ? owner.staffId : null;
  const conversationId = 'conversationId' in owner ? owner.conversationId : null;
  try {
    await services.db.query(
      `INSERT INTO uploads (key, member_id, staff_id, conversation_id, purpose, content_type, size, sha256, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [key, memberId, staffId, conversationId, purpose, type, bytes.length, sha256, services.clock.now()],
    );
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
  return {
    key,
    member_id: memberId,
    staff_id: staffId,
    conversation_id: conversationId,
    purpose,
    content_type: type,
    size: bytes.length,
    sha256,
  };
}

export async function findUpload(services: Services, key: string): Promise<StoredUpload | undefined> {
  if (!KEY.test(key)) return undefined;
  const { rows } = await services.db.query<StoredUpload>(
    `SELECT key, member_id::text AS member_id, staff_id::text AS staff_id, conversation_id::text AS conversation_id, purpose,
       content_type, size, sha256 FROM uploads WHERE key = $1`,
    [key],
  );
  return rows[0];
}

export async function readUpload(services: Services, key: string): Promise<Buffer> {
  return fs.readFile(fileOf(services, key));
}
