import type { TestServer } from './harness';
import { uploadImage } from './multipart';
import { jpeg, png } from './images';
import { decideVerification } from '@server/kyc/decide';
import { createStaff } from '@server/staff/accounts';

const reviewers = new WeakMap<TestServer, Promise<string>>();

/** A KYC reviewer on this server (created once), for decisions made through the domain function. */
export function reviewerId(s: TestServer): Promise<string> {
  let id = reviewers.get(s);
  if (!id) {
    id = createStaff(s.running.services, {
      email: 'reviewer@meridian.local',
      name: 'Reviewer',
      password: 'Review1234',
      roles: ['kyc_reviewer'],
    });
    reviewers.set(s, id);
  }
  return id;
}

export async function memberIdOf(s: TestServer, uid: string): Promise<string> {
  return (await s.running.services.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [uid])).rows[0]!.id;
}

/** Front and back photos uploaded through the real endpoint, ready for member/verify. */
export async function idPhotos(s: TestServer, token: string): Promise<{ front_img: string; back_img: string }> {
  const front = await uploadImage(s, token, 'realname_front', jpeg());
  const back = await uploadImage(s, token, 'realname_back', png(4, 3, 'GPS 37.56N'));
  return { front_img: front.body.data!.key, back_img: back.body.data!.key };
}

let documents = 0;

/** A registered member whose real-name verification a reviewer approved. */
export async function verifiedMember(
  s: TestServer,
  email: string,
  realName: string,
): Promise<{ token: string; uid: string; memberId: string }> {
  const { token, uid } = await s.registerByEmail(email);
  documents += 1;
  const res = await s.api(
    'member/verify.post',
    {
      real_name: realName,
      id_type: 'passport',
      id_number: `P${String(documents).padStart(8, '0')}${email.length}`,
      ...(await idPhotos(s, token)),
    },
    { token },
  );
  if (res.body.code !== 0) throw new Error(`verify: ${res.body.msg}`);
  const memberId = await memberIdOf(s, uid);
  await decideVerification(s.running.services, memberId, { approve: true }, await reviewerId(s));
  return { token, uid, memberId };
}

/** Sets the payment password through users/cell_code and member/set_payment_code. */
export async function setPayPassword(s: TestServer, token: string, email: string, payPassword: string): Promise<void> {
  await s.api('users/cell_code', { purpose: 'pay_password' }, { token });
  const res = await s.api('member/set_payment_code', { pay_password: payPassword, code: await s.lastCode(email) }, { token });
  if (res.body.code !== 0) throw new Error(`set_payment_code: ${res.body.msg}`);
}
