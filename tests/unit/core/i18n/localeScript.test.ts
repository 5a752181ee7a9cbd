import { describe, expect, it } from 'vitest';
import { localeScriptProblem } from '@core/i18n/localeScript';

const long = (s: string) => [s, s, s];

describe('localeScriptProblem', () => {
  it('accepts each locale in its own language, product names in Latin included', () => {
    expect(localeScriptProblem('ko', long('출금 신청이 접수되었습니다. USDT 주소를 확인하세요.'))).toBeUndefined();
    expect(localeScriptProblem('jp', long('出金申請を受け付けました。USDTアドレスを確認してください。'))).toBeUndefined();
    expect(localeScriptProblem('zh', long('您的提现申请已受理，这个地址会在审核后到账。'))).toBeUndefined();
    expect(localeScriptProblem('zh-Hant', long('您的提現申請已受理，這個地址會在審核後到帳。'))).toBeUndefined();
    expect(localeScriptProblem('rs', long('Ваша заявка на вывод принята. Проверьте адрес USDT.'))).toBeUndefined();
    expect(localeScriptProblem('idn', long('आपका निकासी अनुरोध स्वीकार कर लिया गया है। USDT पता जाँचें।'))).toBeUndefined();
    expect(localeScriptProblem('tk', long('Pul çykarmak haýyşyňyz kabul edildi. USDT salgysyny barlaň.'))).toBeUndefined();
    expect(localeScriptProblem('de', long('Ihre Auszahlung wurde angenommen. Prüfen Sie die USDT-Adresse.'))).toBeUndefined();
  });

  it('refuses a neighbour: Turkish for Turkmen, Indonesian for Hindi, Japanese or traditional for Simplified Chinese', () => {
    expect(localeScriptProblem('tk', long('Para çekme talebiniz alındı. Lütfen USDT adresini doğrulayın.'))).toMatch(/Turkmen/);
    expect(localeScriptProblem('idn', long('Permintaan penarikan Anda telah diterima. Periksa alamat USDT.'))).toMatch(/Hindi/);
    expect(localeScriptProblem('zh', long('出金申請を受け付けました。アドレスを確認してください。'))).toMatch(/Simplified Chinese/);
    expect(localeScriptProblem('zh', long('出金申请受理，这个地址会在审核后到账，请确认的内容の说明。'))).toMatch(/kana/);
    expect(localeScriptProblem('zh', long('您的提現申請已受理，這個地址會在審核後到帳。'))).toMatch(/traditional characters/);
    expect(localeScriptProblem('zh-Hant', long('您的提现申请已受理，这个地址会在审核后到账。'))).toMatch(/simplified characters/);
    expect(localeScriptProblem('jp', long('您的提现申请已受理，这个地址会在审核后到账。'))).toMatch(/Japanese/);
    expect(localeScriptProblem('de', long('Your withdrawal was accepted. Please check the USDT address.'))).toMatch(/German/);
  });

  it('ignores placeholders and tags, too little text to judge, and locales without a rule', () => {
    expect(localeScriptProblem('ko', long('<p>{{amount}} {{currency}}</p> 출금 신청이 접수되었습니다'))).toBeUndefined();
    expect(localeScriptProblem('ko', ['USDT', 'ETF'])).toBeUndefined();
    expect(localeScriptProblem('xx', long('anything at all, in any language whatsoever'))).toBeUndefined();
  });
});
