import { expect, it } from 'vitest';
import en from '@locales/en/screens.json';
import ko from '@locales/ko/screens.json';
import { describeOnPglite } from '../support/harness';
import { editorToken, fileText, newDraft, ok, saveText } from '../support/studio';

const KO = 'locales/ko/screens.json';

describeOnPglite('studio: the vocabulary for bindings and texts', (get) => {
  it("sends every endpoint's response, the forms' value schemas, and the change's texts in the caller's language", async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Reword the withdrawal promise');
    const doc = JSON.parse(await fileText(s, alice, draft, KO)) as typeof ko;
    doc.money.withdraw.honest = '출금 때문에 돈을 더 내라고 하는 일은 없습니다.';
    ok(await saveText(s, alice, draft, KO, JSON.stringify(doc)), 'file_save');

    const korean = ok(await s.api('ops/studio/vocabulary', { draft }, { token: alice, lan: 'ko' }), 'vocabulary');
    // A data source's response and an api action's (POST) result are both there.
    expect(korean.responses['member/asset']).toMatchObject({ method: 'GET', response: { properties: { breakdown: { type: 'object' } } } });
    expect(korean.responses['member/login']?.method).toBe('POST');
    expect(korean.form_schemas.bindWallet).toMatchObject({ properties: { address: { type: 'string' } } });
    // The draft's edit, in Korean; the published head stays in English for an English caller.
    expect(korean.texts['money.withdraw.honest']).toBe(doc.money.withdraw.honest);
    expect(korean.i18n_keys).toContain('money.withdraw.honest');
    const english = ok(await s.api('ops/studio/vocabulary', {}, { token: alice, lan: 'en' }), 'vocabulary');
    expect(english.texts['money.withdraw.honest']).toBe(en.money.withdraw.honest);
    // Turkmen is sent as tr (spec section 7).
    const turkmen = ok(await s.api('ops/studio/vocabulary', {}, { token: alice, lan: 'tr' }), 'vocabulary');
    expect(turkmen.texts['money.withdraw.honest']).not.toBe(en.money.withdraw.honest);
  });
});
