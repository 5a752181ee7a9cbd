import type { ApiResponse } from '@core/generated/api';
import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { locatePointer } from '@core/json/locatePointer';
import withdrawalText from '@screens/pages/withdrawal.json?raw';
import { NOW } from './fixturesApp';

// The screen studio: changes (drafts) of the screen bundle, their files and texts, the publish
// gate, versions. The story: Alice changes the withdrawal screen's notice; Bob is the second
// screen editor who approves changes to screens that move money.

/** ops/me: a screen editor (the studio, nothing else). */
export const staffEditor: ApiResponse<'ops/me'> = { name: 'Alice Editor', email: 'alice@meridian.local', roles: ['screen_editor'] };

/** ops/me: the second screen editor, who approves what Alice cannot publish alone. */
export const staffEditorSecond: ApiResponse<'ops/me'> = { name: 'Bob Editor', email: 'bob@meridian.local', roles: ['screen_editor'] };

/** The live version the changes start from. */
export const LIVE_VERSION = 6;

/** screens/pages/withdrawal.json as published (the built-in text). */
export const withdrawalScreenText: string = withdrawalText;

const TRC20_FEE = 'data.conf.withdraw_fees.TRC20.fee';

/** Where a string sits in a JSON document, as a pointer: found, so the fixture follows the screen's layout. */
function pointerOfString(value: unknown, wanted: string, at = ''): string | undefined {
  if (value === wanted) return at;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = pointerOfString(member, wanted, `${at}/${escapePointerSegment(key)}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The binding the change breaks on purpose: the gate refuses it at its pointer, line and column. */
const FEE_BIND = pointerOfString(JSON.parse(withdrawalText), TRC20_FEE)!;
const FEE_AT = locatePointer(withdrawalText, FEE_BIND);

/** The change's withdrawal.json: a typo in a bound path (withdraw_feez), which only the gate can see. */
export const withdrawalScreenBroken: string = withdrawalText.replace(TRC20_FEE, 'data.conf.withdraw_feez.TRC20.fee');

type GateError = ApiResponse<'ops/studio/draft'>['errors'][number];

/** The publish gate's error for the broken binding, exactly as `npm run validate` words it. */
export const feeBindError: GateError = {
  file: 'screens/pages/withdrawal.json',
  pointer: FEE_BIND,
  line: FEE_AT.line,
  column: FEE_AT.column,
  message:
    'data.conf.withdraw_feez.TRC20.fee: data.conf (wallet/conf): it has no field "withdraw_feez" (fields: currency, deposit_min, withdraw_min, withdraw_max, withdraw_fees, withdraw_hours, max_wallets, max_cards, legal_currency, bank_fee, exchange, review_open, next_review)',
};

/** The withdrawal notice as the change rewrites it in English and Korean. */
export const NOTICE_EN = 'Withdrawals are never held for a fee: we never ask you to pay anything to release one.';
export const NOTICE_KO = '출금은 수수료 때문에 보류되지 않습니다. 출금을 위해 돈을 요구하는 일은 없습니다.';

/** ops/studio/drafts: changes in progress, newest first. */
export const studioDrafts: ApiResponse<'ops/studio/drafts'> = {
  list: [
    {
      id: 14,
      message: 'Clearer withdrawal notice',
      status: 'editing',
      author: staffEditor.name,
      mine: true,
      base_version: LIVE_VERSION,
      changed_files: 3,
      needs_approval: false,
      updated_at: NOW - 600,
    },
    {
      id: 13,
      message: 'Deposit: say where the voucher photo goes',
      status: 'pending',
      author: 'Chen Editor',
      mine: false,
      base_version: LIVE_VERSION,
      changed_files: 2,
      needs_approval: true,
      updated_at: NOW - 3600 * 3,
    },
    {
      id: 11,
      message: 'Transfer: fee line under the amount',
      status: 'approved',
      author: staffEditor.name,
      mine: true,
      base_version: LIVE_VERSION - 1,
      changed_files: 1,
      needs_approval: true,
      updated_at: NOW - 86400,
    },
  ],
};

/** ops/studio/drafts with no change in progress. */
export const studioDraftsEmpty: ApiResponse<'ops/studio/drafts'> = { list: [] };

/** ops/studio/handoffs: one change Bob approved six hours ago that Alice has not published yet (hand-off after 4 h). */
export const studioHandoffs: ApiResponse<'ops/studio/handoffs'> = {
  hours: 4,
  list: [
    {
      id: 12,
      message: 'Deposit notice',
      author: staffEditor.name,
      approver: staffEditorSecond.name,
      mine: true,
      approved_at: NOW - 6 * 3600,
      age_hours: 6,
    },
  ],
};

/** ops/studio/handoffs with nothing waiting. */
export const studioHandoffsNone: ApiResponse<'ops/studio/handoffs'> = { hours: 4, list: [] };

/** ops/studio/versions: the bundle's published versions, newest first (v6, a rollback, is live). */
export const studioVersions: ApiResponse<'ops/studio/versions'> = {
  total: 6,
  page: 1,
  limit: 20,
  published: LIVE_VERSION,
  list: [
    {
      version: 6,
      kind: 'rollback',
      message: 'Rollback to v4',
      author: staffEditor.name,
      approver: null,
      created_at: NOW - 3600 * 20,
      changed_files: 2,
      rollback_of: 4,
      dsl_version: 2,
      published: true,
    },
    {
      version: 5,
      kind: 'publish',
      message: 'Deposit: larger voucher hint',
      author: 'Chen Editor',
      approver: staffEditorSecond.name,
      created_at: NOW - 86400 * 2,
      changed_files: 2,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 4,
      kind: 'publish',
      message: 'Withdrawal notice in plain words',
      author: staffEditor.name,
      approver: staffEditorSecond.name,
      created_at: NOW - 86400 * 5,
      changed_files: 3,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 3,
      kind: 'migrate',
      message: 'DSL 1 → 2',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 12,
      changed_files: 51,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 2,
      kind: 'deploy',
      message: 'Release 1.0.9',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 14,
      changed_files: 7,
      rollback_of: null,
      dsl_version: 1,
      published: false,
    },
    {
      version: 1,
      kind: 'seed',
      message: 'First version',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 30,
      changed_files: 0,
      rollback_of: null,
      dsl_version: 1,
      published: false,
    },
  ],
};

/** ops/studio/version of v4: who published it, who approved it, and its diff (values as JSON text). */
export const studioVersionDiff: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[2]!,
  changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('We do not charge anything to release a withdrawal.'),
      after: JSON.stringify('We never ask you to pay or deposit anything to release a withdrawal.'),
    },
    {
      file: 'locales/ko/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('출금 시 별도 비용은 없습니다.'),
      after: JSON.stringify('출금을 위해 추가 결제나 입금을 요구하는 일은 절대 없습니다.'),
    },
    {
      file: 'screens/pages/withdrawal.json',
      pointer: '/body/0/children/0/children/3',
      op: 'add',
      before: null,
      after: JSON.stringify({ widget: 'Text', props: { text: { $t: 'money.withdraw.honest' }, variant: 'muted' } }),
    },
  ],
  truncated: false,
};

/** ops/studio/version of v6, the live one: a rollback that restores v4 (undoing v5). */
export const studioVersionLive: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[0]!,
  changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/deposit/voucherHint',
      op: 'replace',
      before: JSON.stringify('Upload a clear photo of the transfer receipt, with the transaction hash visible.'),
      after: JSON.stringify('Upload the transfer receipt.'),
    },
    {
      file: 'screens/pages/recharge.json',
      pointer: '/body/0/children/2/props/variant',
      op: 'replace',
      before: JSON.stringify('body'),
      after: JSON.stringify('muted'),
    },
  ],
  truncated: false,
};

/** ops/studio/version of v1: the first version, nothing before it to compare with. */
export const studioVersionFirst: ApiResponse<'ops/studio/version'> = { ...studioVersions.list[5]!, changes: [], truncated: false };

/** ops/studio/version of the DSL migration: more changes than the list shows. */
export const studioVersionTruncated: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[3]!,
  changes: ['account', 'areas', 'assetDetails', 'bindCard'].map((id) => ({
    file: `screens/pages/${id}.json`,
    pointer: '/dslVersion',
    op: 'replace' as const,
    before: '1',
    after: '2',
  })),
  truncated: true,
};

type DraftChange = ApiResponse<'ops/studio/draft'>['changes'][number];

/** What the withdrawal-notice change edits: the notice in English and Korean, and the screen itself. */
const noticeChanges: DraftChange[] = [
  { path: 'locales/en/screens.json', kind: 'locale', op: 'changed', money: false },
  { path: 'locales/ko/screens.json', kind: 'locale', op: 'changed', money: false },
  { path: 'screens/pages/withdrawal.json', kind: 'screen', op: 'changed', money: true },
];

/** ops/studio/draft: Alice's change, checked: the gate refuses the binding, and the withdrawal screen moves money. */
export const studioDraftBlocked: ApiResponse<'ops/studio/draft'> = {
  id: 14,
  message: 'Clearer withdrawal notice',
  status: 'editing',
  author: staffEditor.name,
  mine: true,
  base_version: LIVE_VERSION,
  published_version: LIVE_VERSION,
  changes: noticeChanges,
  needs_approval: true,
  approval_reasons: [
    'locales/en/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
    'locales/ko/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
    'screens/pages/withdrawal.json: moves money on withdrawal (wallet/withdraw)',
  ],
  approved_by: null,
  approved_at: null,
  published_as: null,
  checked_at: NOW - 600,
  errors: [feeBindError],
  stale_texts: [{ key: 'money.withdraw.honest', locales: ['jp', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'] }],
  revision: 3,
  saved_by: staffEditor.name,
  saved_at: NOW - 650,
  behind: false,
  overlap: [],
  can_edit: true,
  can_request: true,
  can_approve: false,
  can_publish: false,
};

/** ops/studio/draft_conflict of a change that is up to date: nobody saved or published since. */
export const studioConflictNone: ApiResponse<'ops/studio/draft_conflict'> = {
  draft: 14,
  base_version: LIVE_VERSION,
  published_version: LIVE_VERSION,
  base_revision: 3,
  revision: 3,
  saved_by: null,
  saved_at: null,
  saves: [],
  versions: [],
  published_changes: [],
  overlap: [],
  truncated: false,
};

/** The change after Bob published v7 (the English notice too) since it began: both edited the English texts. */
export const studioDraftBehind: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  published_version: LIVE_VERSION + 1,
  behind: true,
  overlap: ['locales/en/screens.json'],
  errors: [],
};

export const studioConflictBehind: ApiResponse<'ops/studio/draft_conflict'> = {
  ...studioConflictNone,
  published_version: LIVE_VERSION + 1,
  versions: [{ version: LIVE_VERSION + 1, author: 'Bob Editor', message: 'Withdrawal notice, shorter', published_at: NOW - 120 }],
  published_changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('We do not charge anything to release a withdrawal.'),
      after: JSON.stringify('We never charge to release a withdrawal.'),
    },
  ],
  overlap: ['locales/en/screens.json'],
};

/** ops/studio/draft_diff of that change: every edit as before -> after, against the live version. */
export const studioDraftDiff: ApiResponse<'ops/studio/draft_diff'> = {
  draft: 14,
  against_version: LIVE_VERSION,
  changes: studioVersionDiff.changes,
  truncated: false,
};

/** The same change fixed and sent for approval, as Bob (not its author) sees it: he may approve it. */
export const studioDraftToApprove: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  status: 'pending',
  mine: false,
  checked_at: NOW - 300,
  errors: [],
  can_edit: false,
  can_request: false,
  can_approve: true,
};

/** Approved by Bob, gate passed: Alice may publish it. */
export const studioDraftApproved: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  status: 'approved',
  approved_by: staffEditorSecond.name,
  approved_at: NOW - 120,
  checked_at: NOW - 300,
  errors: [],
  can_request: false,
  can_publish: true,
};

/** Published as v7: history, nothing left to do. */
export const studioDraftPublished: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftApproved,
  status: 'published',
  published_version: LIVE_VERSION + 1,
  published_as: LIVE_VERSION + 1,
  can_edit: false,
  can_publish: false,
};

/** Just started: nothing edited, nothing checked, no approval needed. */
export const studioDraftNew: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  id: 15,
  message: 'Shorter sign-up steps',
  changes: [],
  needs_approval: false,
  approval_reasons: [],
  checked_at: null,
  errors: [],
  can_request: false,
};
