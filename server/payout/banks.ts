/** The banks the picker offers; "other" lets a member type any bank name. Names are the banks' own. */
export const BANKS: readonly { code: string; name: string }[] = [
  { code: 'KB', name: 'KB Kookmin Bank' },
  { code: 'SHINHAN', name: 'Shinhan Bank' },
  { code: 'WOORI', name: 'Woori Bank' },
  { code: 'HANA', name: 'Hana Bank' },
  { code: 'NH', name: 'NongHyup Bank' },
  { code: 'IBK', name: 'Industrial Bank of Korea' },
  { code: 'KAKAO', name: 'KakaoBank' },
  { code: 'TOSS', name: 'Toss Bank' },
  { code: 'HSBC', name: 'HSBC' },
  { code: 'BARCLAYS', name: 'Barclays' },
  { code: 'LLOYDS', name: 'Lloyds Bank' },
  { code: 'NATWEST', name: 'NatWest' },
  { code: 'JPM', name: 'JPMorgan Chase' },
  { code: 'BOA', name: 'Bank of America' },
  { code: 'CITI', name: 'Citibank' },
  { code: 'WELLS', name: 'Wells Fargo' },
];
