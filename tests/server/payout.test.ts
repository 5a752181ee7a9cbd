import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './support/harness';
import { setPayPassword, verifiedMember } from './support/members';

const card = {
  bank_name: 'HSBC',
  account_no: '12345678',
  account_name: 'Kim Minjun',
  iban: 'GB82WEST12345698765432',
  pay_password: '246810',
};
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

/** A verified member with the payment password 246810 (a new destination needs it). */
async function payoutMember(s: TestServer, email: string, realName: string): Promise<{ token: string }> {
  const m = await verifiedMember(s, email, realName);
  await setPayPassword(s, m.token, email, '246810');
  return m;
}

describeEachDatabase('bank cards', (get) => {
  it('needs a passed real-name verification first, answering the code the engine turns into a prompt', async () => {
    const s = get();
    const { token } = await s.registerByEmail('card-nokyc@example.com');
    expect((await s.api('member/bank_bind', card, { token })).body).toMatchObject({
      code: 1002,
      msg: 'Please complete real-name verification first',
    });
  });

  it('binds a card held by the verified person only, masks it, and enforces the maximum', async () => {
    const s = get();
    const { token } = await payoutMember(s, 'card@example.com', 'Kim Minjun');
    const conf = (await s.api('member/bank_conf')).data;
    expect(conf).toMatchObject({ max: 3, allow_other: true });
    expect(conf.banks.length).toBeGreaterThan(5);

    const stranger = await s.api('member/bank_bind', { ...card, account_name: 'Lee Seoyeon' }, { token });
    expect(stranger.body).toMatchObject({ code: 422, msg: 'The account holder must be the person of your real-name verification' });
    expect((await s.api('member/bank_bind', { ...card, iban: 'GB82WEST12345698765433' }, { token })).body).toMatchObject({
      code: 422,
      msg: 'The IBAN is not valid. Check it and try again',
    });
    const ok = await s.api('member/bank_bind', { ...card, account_name: ' kim  minjun ' }, { token });
    expect(ok.body.code).toBe(0);
    const info = (await s.api('member/bank_info', undefined, { token })).data;
    expect(info.list).toEqual([
      {
        id: ok.data.id,
        bank_name: 'HSBC',
        account_no: '****5678',
        account_name: 'kim minjun',
        iban: 'GB82**************5432',
        created_at: expect.any(Number),
      },
    ]);

    await s.api('member/bank_bind', card, { token });
    await s.api('member/bank_bind', card, { token });
    expect((await s.api('member/bank_bind', card, { token })).body).toMatchObject({ code: 422, msg: 'You can bind at most 3 bank cards' });
  });

  it('edits only the member own card', async () => {
    const s = get();
    const a = await payoutMember(s, 'edit-a@example.com', 'Kim Minjun');
    const b = await payoutMember(s, 'edit-b@example.com', 'Kim Minjun');
    const id = (await s.api('member/bank_bind', card, { token: a.token })).data.id;
    expect((await s.api('member/bank_edit', { ...card, id, bank_name: 'Barclays' }, { token: b.token })).body.code).toBe(404);
    expect((await s.api('member/bank_edit', { ...card, id, bank_name: 'Barclays' }, { token: a.token })).body.code).toBe(0);
    const list = (await s.api('member/bank_info', undefined, { token: a.token })).data.list;
    expect(list.map((c) => c.bank_name)).toEqual(['Barclays']);
    expect((await s.api('member/bank_info', undefined, { token: b.token })).data.list).toEqual([]);
  });

  it('keeps a branch address with its map pin, refuses half a pin, and clears the branch on an edit without one', async () => {
    const s = get();
    const { token } = await payoutMember(s, 'branch@example.com', 'Kim Minjun');
    const half = await s.api('member/bank_bind', { ...card, branch_address: 'Seoul', branch_lat: 37.5665 }, { token });
    expect(half.body).toMatchObject({ code: 400 });
    expect(half.body.msg).toContain('branch_lng');
    const pinOnly = await s.api('member/bank_bind', { ...card, branch_address: '  ', branch_lat: 37.5, branch_lng: 127 }, { token });
    expect(pinOnly.body).toMatchObject({ code: 400 });
    expect(pinOnly.body.msg).toContain('branch_address');
    expect((await s.api('member/bank_bind', { ...card, branch_lat: 91, branch_lng: 0, branch_address: 'x' }, { token })).body.code).toBe(
      400,
    );
    expect((await s.api('member/bank_info', undefined, { token })).data.list).toEqual([]);

    const branch = { branch_address: ' 1 Sejong-daero, Jung-gu, Seoul ', branch_lat: 37.5665351, branch_lng: 126.9779692 };
    const id = (await s.api('member/bank_bind', { ...card, ...branch }, { token })).data.id;
    expect((await s.api('member/bank_info', undefined, { token })).data.list[0]).toMatchObject({
      id,
      branch_address: '1 Sejong-daero, Jung-gu, Seoul',
      branch_lat: 37.5665351,
      branch_lng: 126.9779692,
    });
    expect((await s.api('member/bank_edit', { ...card, id, branch_address: 'Busan Station' }, { token })).body.code).toBe(0);
    const typed = (await s.api('member/bank_info', undefined, { token })).data.list[0]!;
    expect(typed.branch_address).toBe('Busan Station');
    expect(typed).not.toHaveProperty('branch_lat');
    expect((await s.api('member/bank_edit', { ...card, id }, { token })).body.code).toBe(0);
    expect((await s.api('member/bank_info', undefined, { token })).data.list[0]).not.toHaveProperty('branch_address');
  });
});

describeEachDatabase('USDT wallets', (get) => {
  it('checks the address for its network, binds it to one account only, and unbinds with the payment password', async () => {
    const s = get();
    const a = await verifiedMember(s, 'wallet-a@example.com', 'Kim Minjun');
    const b = await verifiedMember(s, 'wallet-b@example.com', 'Lee Seoyeon');
    await setPayPassword(s, a.token, 'wallet-a@example.com', '246810');
    await setPayPassword(s, b.token, 'wallet-b@example.com', '135790');

    expect(
      (await s.api('member/digital_bind', { protocol: 'TRC20', address: ERC20, pay_password: '246810' }, { token: a.token })).body,
    ).toMatchObject({ code: 422, msg: 'This is not a valid TRC20 address (it starts with T)' });
    // Right shape, one character off: the checksum is what fails, and the member is told so.
    expect(
      (
        await s.api(
          'member/digital_bind',
          { protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', pay_password: '246810' },
          { token: a.token },
        )
      ).body,
    ).toMatchObject({
      code: 422,
      msg: 'This TRC20 address fails its checksum: a character is wrong. Copy it again from your wallet.',
    });
    expect(
      (
        await s.api(
          'member/digital_bind',
          { protocol: 'ERC20', address: '0xdAC17F958D2ee523a2206206994597C13D831eC7', pay_password: '246810' },
          { token: a.token },
        )
      ).body,
    ).toMatchObject({
      code: 422,
      msg: 'This ERC20 address fails its checksum (the case of its letters): a character is wrong. Copy it again from your wallet.',
    });

    const bound = await s.api('member/digital_bind', { protocol: 'TRC20', address: TRC20, pay_password: '246810' }, { token: a.token });
    expect(bound.body.code).toBe(0);
    const id = bound.data.id;
    expect(
      (await s.api('member/digital_bind', { protocol: 'TRC20', address: TRC20, pay_password: '246810' }, { token: a.token })).body,
    ).toMatchObject({ code: 409, msg: 'This address is already bound to your account' });
    expect(
      (await s.api('member/digital_bind', { protocol: 'TRC20', address: TRC20, pay_password: '135790' }, { token: b.token })).body,
    ).toMatchObject({ code: 409, msg: 'This address is bound to another account' });
    expect(
      (await s.api('member/digital_bind', { protocol: 'ERC20', address: ERC20, pay_password: '246810' }, { token: a.token })).body.code,
    ).toBe(0);
    expect(
      (await s.api('member/digital_bind', { protocol: 'ERC20', address: ERC20.toLowerCase(), pay_password: '135790' }, { token: b.token }))
        .body.code,
    ).toBe(409);

    const info = (await s.api('member/digital_info', undefined, { token: a.token })).data;
    expect(info.list.map((w) => `${w.currency} ${w.protocol} ${w.address}`)).toEqual([`USDT TRC20 ${TRC20}`, `USDT ERC20 ${ERC20}`]);

    // Unbinding: the payment password must be right, and the wallet must be the caller's.
    expect((await s.api('member/wallet_unbind', { id, pay_password: '111111' }, { token: a.token })).body.code).toBe(422);
    expect((await s.api('member/wallet_unbind', { id, pay_password: '135790' }, { token: b.token })).body.code).toBe(404);
    expect((await s.api('member/wallet_unbind', { id, pay_password: '246810' }, { token: a.token })).body.code).toBe(0);
    // Once unbound, the address is free for another account.
    expect(
      (await s.api('member/digital_bind', { protocol: 'TRC20', address: TRC20, pay_password: '135790' }, { token: b.token })).body.code,
    ).toBe(0);
  });

  it('lets only one of two members binding the same address at once win', async () => {
    const s = get();
    const a = await payoutMember(s, 'race-a@example.com', 'Kim Minjun');
    const b = await payoutMember(s, 'race-b@example.com', 'Lee Seoyeon');
    const address = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
    const codes = await Promise.all(
      [a, b].map(
        async (m) =>
          (await s.api('member/digital_bind', { protocol: 'TRC20', address, pay_password: '246810' }, { token: m.token })).body.code,
      ),
    );
    expect(codes.sort()).toEqual([0, 409]);
  });

  it('enforces the maximum number of wallets and needs real-name verification', async () => {
    const s = get();
    const { token } = await s.registerByEmail('wallet-nokyc@example.com');
    expect((await s.api('member/digital_bind', { protocol: 'TRC20', address: TRC20, pay_password: '246810' }, { token })).body.code).toBe(
      1002,
    );
    const m = await payoutMember(s, 'wallet-max@example.com', 'Park Jiho');
    const addresses = [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ];
    const codes: number[] = [];
    for (const address of addresses)
      codes.push(
        (await s.api('member/digital_bind', { protocol: 'ERC20', address, pay_password: '246810' }, { token: m.token })).body.code,
      );
    expect(codes).toEqual([0, 0, 0, 422]);
  });
});
