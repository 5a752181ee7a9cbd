import { expect, it } from 'vitest';
import { describeOnPglite } from '../support/harness';
import { editFile, editorToken, gateCheck, newDraft, ok, saveText, based } from '../support/studio';
import { DSL_VERSION } from '@core/dsl/version';

const TARGET = 'screens/fragments/withdrawTarget.json';
const HEADER = 'screens/fragments/staffHeader.json';

describeOnPglite('studio: fragments', (get) => {
  it('lists fragments as files, says where each is used, and counts one a money screen uses as a money file', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Look at fragments');
    const files = ok(await s.api('ops/studio/files', { draft, q: 'fragments/' }, { token: alice }), 'files');
    expect(files.list.map((f) => [f.path, f.kind, f.money])).toEqual([
      // The member screens' pieces (issue 24: every page under 150 lines) count as money files when a
      // screen showing them moves money: the history (cancels a withdrawal), positions and the order
      // detail (revoke an order), transfer, the block trades' (apply, revoke, offer); the Account tab, Top 10,
      // copy trading and team pieces do not, nor the block trades' entry and list card (the list does not move money).
      ['screens/fragments/accountBalanceCells.json', 'fragment', false],
      ['screens/fragments/accountRecordCells.json', 'fragment', false],
      ['screens/fragments/accountTotalCard.json', 'fragment', false],
      ['screens/fragments/bankCardRow.json', 'fragment', false],
      // Changing a member's email or phone, in two steps (no money).
      ['screens/fragments/blockApplicationCard.json', 'fragment', true],
      ['screens/fragments/blockApplyForm.json', 'fragment', true],
      ['screens/fragments/blockApplyNotices.json', 'fragment', true],
      ['screens/fragments/blockLockedCard.json', 'fragment', true],
      ['screens/fragments/blockOfferCard.json', 'fragment', false],
      ['screens/fragments/blockOfferFacts.json', 'fragment', true],
      ['screens/fragments/blockRulesCard.json', 'fragment', true],
      ['screens/fragments/blockTradesEntry.json', 'fragment', false],
      ['screens/fragments/blockUnlockedCard.json', 'fragment', true],
      ['screens/fragments/contactChangeSteps.json', 'fragment', false],
      // The content list's and editor's parts (staff content, no money).
      ['screens/fragments/contentCreateCard.json', 'fragment', false],
      ['screens/fragments/contentFieldsCard.json', 'fragment', false],
      ['screens/fragments/contentItemList.json', 'fragment', false],
      ['screens/fragments/contentLocaleForms.json', 'fragment', false],
      ['screens/fragments/contentMetaText.json', 'fragment', false],
      ['screens/fragments/contentPreviewButton.json', 'fragment', false],
      ['screens/fragments/contentPreviewCard.json', 'fragment', false],
      ['screens/fragments/contentPublishButton.json', 'fragment', false],
      // The content editor's save form (staff content, no money).
      ['screens/fragments/contentSaveForm.json', 'fragment', false],
      // The ledger corrections screen's parts: proposing and deciding a correction moves money.
      ['screens/fragments/correctionDecideCard.json', 'fragment', true],
      ['screens/fragments/correctionPostingList.json', 'fragment', true],
      ['screens/fragments/correctionProposeCard.json', 'fragment', true],
      // The deposit screen's tabs and the targets they list (a deposit is a money write).
      ['screens/fragments/depositAddressList.json', 'fragment', true],
      ['screens/fragments/depositBankCards.json', 'fragment', true],
      ['screens/fragments/depositRecordCell.json', 'fragment', true],
      ['screens/fragments/depositTarget.json', 'fragment', true],
      ['screens/fragments/etfCurrentPriceCell.json', 'fragment', true],
      // The ETF price head is on the order ticket's screen, which places orders.
      // The day figures are on the ETF detail screen (favourites only: no money); the side buttons open the ticket.
      ['screens/fragments/etfDayFigures.json', 'fragment', false],
      ['screens/fragments/etfOrderStatusCell.json', 'fragment', true],
      ['screens/fragments/etfPriceCell.json', 'fragment', true],
      ['screens/fragments/etfQuote.json', 'fragment', true],
      ['screens/fragments/etfSideButton.json', 'fragment', false],
      ['screens/fragments/exchangeForm.json', 'fragment', true],
      ['screens/fragments/exchangeRateCard.json', 'fragment', true],
      ['screens/fragments/exchangeRecordCell.json', 'fragment', true],
      // The finance review: a request's cells and refusal reason (its screens decide, a money write); the queues' tabs and list.
      ['screens/fragments/financeAmountCell.json', 'fragment', true],
      ['screens/fragments/financeQueueList.json', 'fragment', false],
      ['screens/fragments/financeQueueTabs.json', 'fragment', false],
      ['screens/fragments/financeRefusedReason.json', 'fragment', true],
      ['screens/fragments/financeReviewerCell.json', 'fragment', true],
      ['screens/fragments/financeStatusCell.json', 'fragment', true],
      // The leaderboard's and a provider's "how these figures are computed" card: read-only screens.
      ['screens/fragments/followFiguresHelp.json', 'fragment', false],
      ['screens/fragments/followProviderChart.json', 'fragment', false],
      ['screens/fragments/followProviderFigures.json', 'fragment', false],
      // A provider's strategy in the reader's language, on the leaderboard and the provider page (read-only).
      // The subscription screen's parts (issue 24): it moves money.
      ['screens/fragments/followProviderHead.json', 'fragment', true],
      ['screens/fragments/followProviderPageHead.json', 'fragment', false],
      ['screens/fragments/followProviderResults.json', 'fragment', false],
      ['screens/fragments/followRiskCappedText.json', 'fragment', false],
      ['screens/fragments/followSettlement.json', 'fragment', false],
      ['screens/fragments/followSimulatedNote.json', 'fragment', false],
      ['screens/fragments/followStrategyText.json', 'fragment', false],
      ['screens/fragments/followSubscriptionActions.json', 'fragment', false],
      ['screens/fragments/followSubscriptionCard.json', 'fragment', false],
      ['screens/fragments/followTerms.json', 'fragment', true],
      // The staff fund products screen's parts: closing a product refunds its investors.
      ['screens/fragments/fundProductCloseCard.json', 'fragment', true],
      ['screens/fragments/fundProductList.json', 'fragment', true],
      // The signed-out prompt (My, Account, Top 10): those screens move no money themselves.
      ['screens/fragments/guestPrompt.json', 'fragment', false],
      // A holding's screen sets its take-profit / stop-loss (etf/position_tpsl reserves its shares): a money screen.
      ['screens/fragments/holdingFigures.json', 'fragment', true],
      ['screens/fragments/holdingSellClose.json', 'fragment', true],
      ['screens/fragments/holdingTrades.json', 'fragment', true],
      // The home screen's parts (read-only).
      ['screens/fragments/homeArticleList.json', 'fragment', false],
      ['screens/fragments/homeBannerList.json', 'fragment', false],
      ['screens/fragments/homePopupDialog.json', 'fragment', false],
      // An ID document's kind: the member's identity screen and the staff KYC review (no money).
      ['screens/fragments/idDocumentTypeCell.json', 'fragment', false],
      // The background jobs list (retrying a job moves no money itself).
      ['screens/fragments/jobQueueList.json', 'fragment', false],
      // The KYC review's past decisions (a KYC decision moves no money).
      ['screens/fragments/kycDecisionHistory.json', 'fragment', false],
      ['screens/fragments/leaderboardRow.json', 'fragment', false],
      // The sign-in screen's email and phone forms.
      ['screens/fragments/loginForm.json', 'fragment', false],
      // The member's profile screen's head and once-only edit cards (no money).
      ['screens/fragments/memberProfileHead.json', 'fragment', false],
      ['screens/fragments/mineAccountCells.json', 'fragment', false],
      ['screens/fragments/mineProfileCard.json', 'fragment', false],
      ['screens/fragments/mineSettingsCells.json', 'fragment', false],
      ['screens/fragments/moneyRecordCell.json', 'fragment', true],
      ['screens/fragments/navigateCell.json', 'fragment', false],
      // The staff home's work list (role conditions): it moves no money.
      ['screens/fragments/opsBlockOfferList.json', 'fragment', true],
      ['screens/fragments/opsHomeCell.json', 'fragment', false],
      ['screens/fragments/opsHomeWork.json', 'fragment', false],
      ['screens/fragments/orderDetailFigures.json', 'fragment', true],
      // The order head is used by the positions screen, which revokes orders (a money write: it releases held funds).
      ['screens/fragments/orderHead.json', 'fragment', true],
      ['screens/fragments/orderRevokeButton.json', 'fragment', true],
      // A conditional order's condition, on positions and the order detail (revoke an order).
      ['screens/fragments/orderTriggerText.json', 'fragment', true],
      // Pick-a-copy is on the copy-trading stop and stop-loss screens, which change a subscription's money.
      ['screens/fragments/pickCopyPrompt.json', 'fragment', true],
      // Closing a position while trading is unlocked (a money write).
      ['screens/fragments/positionCloseUnlocked.json', 'fragment', true],
      ['screens/fragments/positionsClosedCard.json', 'fragment', true],
      ['screens/fragments/positionsEntrustCard.json', 'fragment', true],
      ['screens/fragments/positionsHoldingCard.json', 'fragment', true],
      ['screens/fragments/profileEditOnceCard.json', 'fragment', false],
      ['screens/fragments/quoteLinks.json', 'fragment', false],
      ['screens/fragments/quoteList.json', 'fragment', false],
      // The member's identity screen: where the check stands, the sides sent.
      ['screens/fragments/realnamePhotos.json', 'fragment', false],
      ['screens/fragments/realnameStatusCards.json', 'fragment', false],
      ['screens/fragments/recentPeriodTabs.json', 'fragment', false],
      // Approve or refuse, on the deposit, withdrawal and KYC review screens (a deposit's or a withdrawal's decision moves money).
      ['screens/fragments/reviewDecision.json', 'fragment', true],
      // Staff screens that post money corrections use the header (through staffHeaderBack).
      // The staff accounts screen's parts (no money).
      ['screens/fragments/staffAccountEditCard.json', 'fragment', false],
      ['screens/fragments/staffAccountList.json', 'fragment', false],
      [HEADER, 'fragment', true],
      ['screens/fragments/staffHeaderBack.json', 'fragment', true],
      ['screens/fragments/staffHeaderLogout.json', 'fragment', false],
      // A voucher or an ID document's side on the staff review screens (the deposit's moves money).
      ['screens/fragments/staffPhoto.json', 'fragment', true],
      // The studio's own pages (issue 24): staff screens that move no money.
      ['screens/fragments/studioCallButton.json', 'fragment', false],
      // The studio file editor's parts (staff tooling, no money).
      ['screens/fragments/studioChangeCell.json', 'fragment', false],
      ['screens/fragments/studioChangeList.json', 'fragment', false],
      ['screens/fragments/studioConfirmButton.json', 'fragment', false],
      ['screens/fragments/studioDiffLine.json', 'fragment', false],
      ['screens/fragments/studioDraftBehind.json', 'fragment', false],
      ['screens/fragments/studioDraftEditSteps.json', 'fragment', false],
      ['screens/fragments/studioDraftEdits.json', 'fragment', false],
      ['screens/fragments/studioDraftGate.json', 'fragment', false],
      ['screens/fragments/studioDraftHandoff.json', 'fragment', false],
      ['screens/fragments/studioDraftMerge.json', 'fragment', false],
      ['screens/fragments/studioDraftStale.json', 'fragment', false],
      ['screens/fragments/studioDraftSummary.json', 'fragment', false],
      ['screens/fragments/studioFileActions.json', 'fragment', false],
      ['screens/fragments/studioFileErrors.json', 'fragment', false],
      ['screens/fragments/studioHandoffs.json', 'fragment', false],
      ['screens/fragments/studioRebaseButton.json', 'fragment', false],
      ['screens/fragments/studioSaveConflict.json', 'fragment', false],
      ['screens/fragments/studioUsedBy.json', 'fragment', false],
      ['screens/fragments/studioVersionCard.json', 'fragment', false],
      ['screens/fragments/studioVersionList.json', 'fragment', false],
      ['screens/fragments/subscribeNotices.json', 'fragment', true],
      ['screens/fragments/subscribePaying.json', 'fragment', true],
      ['screens/fragments/subscribePreview.json', 'fragment', true],
      ['screens/fragments/tabPagedCellList.json', 'fragment', true],
      ['screens/fragments/tabPagedList.json', 'fragment', true],
      ['screens/fragments/teamLevelCard.json', 'fragment', false],
      ['screens/fragments/teamMemberCard.json', 'fragment', false],
      ['screens/fragments/teamRewardsCard.json', 'fragment', false],
      ['screens/fragments/teamSharesCard.json', 'fragment', false],
      // The Top 10 purchase screen's parts.
      ['screens/fragments/topBuyGets.json', 'fragment', true],
      ['screens/fragments/topBuyNotices.json', 'fragment', true],
      ['screens/fragments/topBuyPaying.json', 'fragment', true],
      ['screens/fragments/topContractHead.json', 'fragment', true],
      ['screens/fragments/topHoldingCard.json', 'fragment', false],
      ['screens/fragments/topProductCard.json', 'fragment', false],
      ['screens/fragments/topRanking.json', 'fragment', false],
      ['screens/fragments/topSummary.json', 'fragment', false],
      ['screens/fragments/transferBalanceCells.json', 'fragment', true],
      ['screens/fragments/transferRecordCell.json', 'fragment', true],
      ['screens/fragments/walletUnbindPanel.json', 'fragment', false],
      ['screens/fragments/withdrawRecordCard.json', 'fragment', true],
      [TARGET, 'fragment', true],
    ]);
    const target = ok(await s.api('ops/studio/file', { draft, path: TARGET }, { token: alice }), 'file');
    expect(target).toMatchObject({ kind: 'fragment', money: true, used_by: ['screens/pages/withdrawal.json'] });
    const header = ok(await s.api('ops/studio/file', { draft, path: HEADER }, { token: alice }), 'file');
    // 24 staff screens (the Top 10 products and reserve, the block trades, the job runs, the support chat queue, the two documents screens and the two content screens among them) and the two header fragments.
    expect(header.used_by).toHaveLength(24 + 2);
    expect(header.used_by).toContain('screens/pages/opsHome.json');
    expect(header.used_by.slice(-2)).toEqual(['screens/fragments/staffHeaderBack.json', 'screens/fragments/staffHeaderLogout.json']);
    // The order ticket's one api action chooses etf/buy or etf/sell by the side: both cases count.
    const order = ok(await s.api('ops/studio/file', { draft, path: 'screens/pages/stockOrder.json' }, { token: alice }), 'file');
    expect(order.money).toBe(true);
    const screen = ok(await s.api('ops/studio/file', { draft, path: 'screens/pages/opsHome.json' }, { token: alice }), 'file');
    expect(screen.used_by).toEqual([]);
    // The editor completes $use ids and arg names from the vocabulary.
    const vocabulary = ok(await s.api('ops/studio/vocabulary', { draft }, { token: alice }), 'vocabulary');
    expect(vocabulary.roots.fragment).toBe('fragment.schema.json');
    expect(vocabulary.fragments.find((f) => f.id === 'staffHeaderBack')).toMatchObject({
      params: { link: true, to: true, query: false },
      description: expect.any(String),
    });
  });

  it('asks a second person for a change to a fragment a money screen uses, and for a new fragment that moves money', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Withdraw form spacing');
    ok(await editFile(s, alice, draft, TARGET, (d) => ((d.node as { props: Record<string, unknown> }).props.gap = 'lg')), 'file_save');
    const check = await gateCheck(s, alice, draft);
    expect(check.errors).toEqual([]);
    expect(check.needs_approval).toBe(true);
    expect(check.approval_reasons).toEqual([`${TARGET}: moves money on withdrawal (wallet/withdraw)`]);

    const fresh = await newDraft(s, alice, 'A quick withdraw button');
    const button = {
      dslVersion: DSL_VERSION,
      id: 'quickWithdraw',
      node: {
        widget: 'Button',
        props: { text: { $t: 'money.withdraw.submit' } },
        on: {
          click: [
            {
              type: 'api',
              endpoint: 'wallet/withdraw',
              params: { account_type: 'wallet', target_id: 1, amount: '1', pay_password: '123456' },
            },
          ],
        },
      },
    };
    ok(await saveText(s, alice, fresh, 'screens/fragments/quickWithdraw.json', `${JSON.stringify(button, null, 2)}\n`), 'file_save');
    const view = await gateCheck(s, alice, fresh);
    expect(view.needs_approval).toBe(true);
    expect(view.approval_reasons).toEqual([
      'screens/fragments/quickWithdraw.json: moves money on fragment quickWithdraw (wallet/withdraw)',
    ]);
  });

  it('refuses to publish a broken fragment, with the fragment file, pointer and line, and the screen it broke', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Header binding');
    ok(
      await editFile(s, alice, draft, HEADER, (d) => {
        const text = (d.node as { children: { props: { text: { args: { name: { $bind: string } } } } }[] }).children[0]!.props.text;
        text.args.name.$bind = 'data.me.nam';
      }),
      'file_save',
    );
    const check = await gateCheck(s, alice, draft);
    expect(check.ok).toBe(false);
    expect(check.errors.length).toBeGreaterThan(0);
    for (const e of check.errors) {
      expect(e).toMatchObject({ file: HEADER, pointer: '/node/children/0/props/text/args/name/$bind' });
      expect(e.line).toBeGreaterThan(1);
    }
    expect(check.errors.map((e) => e.message).join('\n')).toMatch(/\(in opsHome\)/);
    expect((await s.call('POST', 'ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice })).body.code).toBe(422);
  });

  it('refuses a fragment that uses itself and a use of an unknown fragment', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Loops');
    ok(
      await editFile(s, alice, draft, HEADER, (d) => (d.node as { children: unknown[] }).children.push({ $use: 'staffHeaderLogout' })),
      'file_save',
    );
    ok(await editFile(s, alice, draft, 'screens/pages/opsAudit.json', (d) => (d.body as unknown[]).push({ $use: 'nope' })), 'file_save');
    const check = await gateCheck(s, alice, draft);
    const lines = check.errors.map((e) => `${e.file} ${e.pointer} ${e.message}`);
    expect(lines).toContain(`${HEADER} /node/children/2 fragment staffHeader uses itself: staffHeader -> staffHeaderLogout -> staffHeader`);
    expect(lines.some((l) => l.startsWith('screens/pages/opsAudit.json /body/') && l.includes('unknown fragment nope'))).toBe(true);
  });
});
