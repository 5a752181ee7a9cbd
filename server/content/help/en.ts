import type { HelpTexts } from './topics';

export const en: HelpTexts = {
  verify: {
    title: 'Real-name verification',
    paragraphs: [
      'Before you can deposit, trade or withdraw, we need to know who you are. Open My, then Real-name verification. Enter your name exactly as it appears on your document, choose the document type (ID card, driver license or passport), enter its number and upload a clear photo of the front and of the back.',
      'A reviewer checks the photos against what you entered. Until they decide, the status reads Under review; then a notice tells you that it passed or, if it failed, why, and you can submit again. Your verified name is the name your bank card and your deposits must be in: money sent from an account in someone else’s name is refused.',
    ],
  },
  team: {
    title: 'Invitations and team rewards',
    paragraphs: [
      'Share your invitation code or link from My, then Invite and team. People who register with it are your level 1; the people they invite are your level 2. Nothing deeper counts. You are rewarded only from fees the platform has actually received from your team: 10% of the trading and subscription fees of level 1 and 5% of level 2, and 40% and 20% of the team share of their copy-trading profits, each plus the dividend rate of your star level.',
      'Rewards are never paid from deposits, withdrawals, transfers, Top 10 purchases or the money your team invests, and together they never exceed the fee they come from. Each reward is credited to your Asset account once. Your star level (0 to 5) depends on your direct invitations, your team size and your team’s volume over the last 30 days; the thresholds and rates are on the Invite and team page.',
    ],
  },
  deposit: {
    title: 'How deposits are reviewed and credited',
    paragraphs: [
      'Open My, then Deposit, and choose USDT (TRC20 or ERC20) or a bank transfer in the local currency. Send the money to the platform’s address or account shown on that screen, from a wallet or account in your own name. Then submit the amount, the depositor name, the transaction hash (for USDT) and a photo of the transfer voucher. Real-name verification comes first, and each voucher photo and transaction hash can be used only once.',
      'The deposit is then Under review. Finance staff check it against what arrived: when they approve it, the amount is credited to your Asset account and you get a notice. If they refuse it, the notice gives the reason and nothing is credited. Every deposit and its status are in your deposit records.',
    ],
  },
  withdraw: {
    title: 'Withdrawals: fee, review hours and holds',
    paragraphs: [
      'To withdraw you need real-name verification, a payment password and a bound USDT wallet or bank card. Choose where to and how much: before you confirm, the screen shows the flat fee of that method (1 USDT for TRC20; the ERC20 and bank fees are set by the operator) and what will arrive, which is the amount minus the fee. The amount is then held in your Asset account, so it cannot be spent twice.',
      'Finance staff review withdrawals only during the review hours shown on the Withdrawal screen; a request made outside them waits for the next review period. While it is Under review you can cancel it, and the hold is released. If it is approved the money is sent; if it is refused the hold is released and the notice says why. For your protection, withdrawals also wait for a while (24 hours unless the operator set otherwise) after you bind or edit a wallet or card, or change your email, phone or payment password.',
    ],
  },
  transfer: {
    title: 'Transfers between your accounts and to other members',
    paragraphs: [
      'Your money is kept in separate accounts: the Asset account receives deposits and settlements, the ETF account pays for ETF orders, and the Copy trading account holds the amounts of your subscriptions. Transfer moves money between your own accounts at once and without a fee. ETF orders are paid from the ETF account, so move money there before you trade. Top 10 money cannot be moved by hand: it returns to your Asset account when its contract ends.',
      'To send money to another member, use Transfer by UID: enter their UID, check the masked nickname shown, enter the amount and confirm with your payment password. The money leaves your Asset account and arrives in their Social account, without a fee. A transfer to another member cannot be reversed, so check the UID carefully.',
    ],
  },
  etf: {
    title: 'Trading ETFs: orders and fees',
    paragraphs: [
      'ETFs are bought and sold with the USDT in your ETF account; a price in dollars or pounds is converted at the rate shown on the ticket with its time. A market order fills at once while the exchange is open, a buy at the ask and a sale at the bid. A limit order waits until the market reaches your price and may never fill; it lasts for the trading day (Day) or until it fills or you revoke it (GTC, for at most the number of days the ticket states).',
      'Every fill pays a fee: a percentage of its value with a minimum, both shown on the ticket before you confirm. A buy holds its cost and fee until it fills or is revoked, and a sale returns its proceeds minus the fee to your ETF account. Orders need real-name verification and your payment password. Prices fall as well as rise and losses are yours: read the ETF risk disclosure before you trade.',
    ],
  },
  top10: {
    title: 'How the Top 10 fund works',
    paragraphs: [
      'Each Top 10 product states a fixed daily rate, a term in days and a minimum investment. When you buy, you confirm its contract and the amount moves from your Asset account into the contract; the rate cannot change after you have bought. Income is added every day of the term at the contract’s rate.',
      'The principal stays locked until the contract ends: there is no early exit. At the end, the principal and the income return to your Asset account automatically. The promised income is covered by a reserve the platform set aside before selling, but that is not a guarantee: if the operator fails, payments can be delayed or lost. Read the Top 10 risk disclosure before you buy.',
    ],
  },
  copy: {
    title: 'Copy trading: fee, profit split and risks',
    paragraphs: [
      'Copy trading follows a signal provider for the amount and number of days you choose. Your subscription’s value moves with the provider’s net value: if their trading gains 10%, your amount is worth 10% more, and the same goes for losses. A subscription fee of 5% of the amount is charged on top when you subscribe, from your Asset account, and is not refunded.',
      'When the subscription ends (at expiry, at your copy stop-loss, or when you stop it early), a profit is split: 50% for you, 15% for the provider, 20% for the team reward pool and the rest, about 15%, for the platform. A loss is yours alone. Because of the fee and the split, the provider must gain about 10% before you break even. The stop-loss is checked every few minutes, not on every price, so you can lose more than it is set to. Past results do not predict future ones.',
    ],
  },
  security: {
    title: 'Keep your account safe',
    paragraphs: [
      'Use a login password you use nowhere else, and set a payment password: six digits that confirm every order, purchase, transfer to another member and withdrawal. After several wrong payment passwords in a row, payments are locked for a while, and repeated failed sign-ins pause sign-in. Verification codes go to your phone or email and expire after 10 minutes.',
      'Never share a code or a password: our staff will never ask for them, in the chat or anywhere else. When you change your email, phone or payment password, or bind a new wallet or card, withdrawals wait for a while, so someone who took over your session cannot move your money out at once. If something looks wrong, change your login password and contact Customer service.',
    ],
  },
};
