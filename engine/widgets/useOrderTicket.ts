import { useCallback, useState } from 'react';
import defs from '@schemas/api/defs.json';
import { useEngine } from '../context/EngineContext';
import type { Formatters } from '../runtime/format/createFormatters';
import { localizeFixed } from '../runtime/format/localizeFixed';
import {
  previewTicket,
  ticketLimits,
  ticketOrder,
  type DelegateType,
  type SizeMode,
  type TicketInput,
  type TrailMode,
  type TicketPreview,
} from '../runtime/market/ticket';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { ResolvedProps, WidgetProps } from '../kit/WidgetProps';

type TicketProps = ResolvedProps<'OrderTicket'>;
type Emit = WidgetProps<'OrderTicket'>['emit'];

/** The payment password rule as the catalogue states it (the server validates etf/buy against the same def). */
const PAY_PASSWORD = new RegExp(defs.$defs.PayPassword.pattern);
/** The server's answer to an order without the password on a locked session (server/http/errors.ts TRADE_LOCKED). */
const TRADE_LOCKED = 1004;

/** What the member picks and types on the ticket. */
function useTicketEntry() {
  const [delegateType, setDelegateType] = useState<DelegateType>('market');
  const [mode, setMode] = useState<SizeMode>('quantity');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const [stopPrice, setStopPrice] = useState('');
  const [trailMode, setTrailMode] = useState<TrailMode>('percent');
  const [trailValue, setTrailValue] = useState('');
  const [timeInForce, setTimeInForce] = useState<'day' | 'gtc'>('day');
  const [payPassword, setPayPassword] = useState('');
  // Spec section 5: the contract terms are confirmed before buying.
  const [agree, setAgree] = useState(false);
  return {
    delegateType,
    setDelegateType,
    mode,
    setMode,
    quantity,
    setQuantity,
    amount,
    setAmount,
    limitPrice,
    setLimitPrice,
    stopPrice,
    setStopPrice,
    trailMode,
    setTrailMode,
    trailValue,
    setTrailValue,
    timeInForce,
    setTimeInForce,
    payPassword,
    setPayPassword,
    agree,
    setAgree,
  };
}

export type TicketEntry = ReturnType<typeof useTicketEntry>;

/**
 * Trading unlocked on this session by an earlier payment password (market/trade_conf
 * trade_unlocked_until, null once it has lapsed): no password is asked. The server's word is taken
 * as it stands, never compared with this device's clock (a phone's clock may be off, and a
 * journey's server runs on its own). Locked here when the member locks it or when an order is
 * answered 1004 (the unlock ended while the ticket was open), after which the password field is back.
 */
function useTradeLock(props: TicketProps) {
  const [relocked, setRelocked] = useState(false);
  const unlockedUntil = Number(text(props.unlockedUntil)) || 0;
  return {
    unlocked: !relocked && unlockedUntil > 0,
    unlockedUntil,
    unlockMinutes: text(props.unlockMinutes),
    relock: () => setRelocked(true),
  };
}

/** What previewTicket and ticketLimits work from: the screen's prices, fees and balances with what was typed. */
function ticketInput(props: TicketProps, side: TicketInput['side'], currency: string, e: TicketEntry): TicketInput {
  return {
    side,
    delegateType: e.delegateType,
    mode: e.mode,
    quantity: e.quantity,
    amount: e.amount,
    limitPrice: e.limitPrice,
    stopPrice: e.stopPrice,
    trailMode: e.trailMode,
    trailValue: e.trailValue,
    price: props.price,
    ask: props.ask,
    bid: props.bid,
    currency,
    fxRate: props.fxRate,
    feeRate: props.feeRate,
    feeMin: props.feeMin,
    holding: props.holding,
    available: props.available,
    minOrderAmount: props.minOrderAmount,
    minQuantity: props.minQuantity,
    maxQuantity: props.maxQuantity,
    quantityDecimals: props.quantityDecimals,
  };
}

/**
 * The error line. A rule refusal (funds, minimum, maximum, holding) shows as soon as the size is
 * typed and the confirmation is not offered; a field still being typed waits for the first submit.
 */
function ticketProblem(c: {
  tradable: boolean;
  typed: boolean;
  touched: boolean;
  passwordOk: boolean;
  agreed: boolean;
  preview: TicketPreview;
}) {
  const refused = c.tradable && c.typed && c.preview.refusal === true;
  const error = !c.tradable
    ? undefined
    : (c.preview.error ?? (!c.passwordOk ? 'payPassword.invalid' : !c.agreed ? 'trade.ticket.agreeRequired' : undefined));
  return { refused, error, showError: refused || (c.touched && error !== undefined) };
}

/** The error's figures: shares read as a count ("1 share", "2.5 shares") with the locale's separators, amounts as money, a price as a number. */
export function ticketErrorArgs(
  preview: TicketPreview,
  account: string,
  shares: (value: string) => string,
  f: Formatters,
): Record<string, unknown> {
  const a = preview.errorArgs ?? {};
  return {
    account,
    ...(a.shares !== undefined ? { count: Number(a.shares), shares: shares(a.shares) } : {}),
    ...(a.amount !== undefined ? { amount: f.money(a.amount) } : {}),
    ...(a.total !== undefined ? { total: f.money(a.total) } : {}),
    ...(a.price !== undefined ? { price: f.number(a.price) } : {}),
  };
}

type TradeLock = ReturnType<typeof useTradeLock>;

/**
 * Hands the order to the screen's submit actions (which confirm, ask the payment password prompt and
 * call the endpoint), at most once at a time. A refusal stays on screen until dismissed (the toast is
 * gone in a second); 1004 means the unlock ended meanwhile, so the password field comes back.
 */
function useTicketSend(
  emit: Emit,
  code: string,
  input: TicketInput,
  e: TicketEntry,
  lock: TradeLock,
  preview: TicketPreview,
  setTouched: (touched: boolean) => void,
) {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { running, run } = useRunGuard(
    useCallback(
      async () => {
        setRefusal(undefined);
        const result = await emit('submit', {
          form: {
            ...ticketOrder(input, code, e.timeInForce, lock.unlocked ? undefined : e.payPassword),
            // Only a purchase takes the terms (etf/buy's agree); a sale sends none.
            agree: input.side === 'buy' ? e.agree : undefined,
            shares: preview.shares,
            fee: preview.fee,
            total: preview.total,
          },
        });
        if (result.error?.code === TRADE_LOCKED) {
          // The password field is back empty: the server's reason says what to do, not a field error too.
          lock.relock();
          setTouched(false);
        }
        if (result.error) setRefusal(result.error.msg);
      },
      // input is rebuilt each render from the state listed here.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [
        emit,
        code,
        input.side,
        e.delegateType,
        e.mode,
        e.quantity,
        e.amount,
        e.limitPrice,
        e.stopPrice,
        e.trailMode,
        e.trailValue,
        e.timeInForce,
        e.payPassword,
        lock.unlocked,
        e.agree,
        preview.shares,
        preview.fee,
        preview.total,
      ],
    ),
  );
  return { running, run, refusal, dismiss: () => setRefusal(undefined) };
}

/**
 * The ticket's state: what was typed, the live preview and limits, the trading lock, the error to
 * show and the submit. The parts of OrderTicket read it and render nothing of their own.
 */
export function useOrderTicket(props: TicketProps, emit: Emit) {
  const engine = useEngine();
  const side = oneOf(props.side, widgetEnums.OrderTicket.side, 'buy');
  const code = text(props.code);
  const currency = text(props.currency) || 'USD';
  const entry = useTicketEntry();
  const lock = useTradeLock(props);
  const [touched, setTouched] = useState(false);
  const input = ticketInput(props, side, currency, entry);
  const preview = previewTicket(input);
  const passwordOk = lock.unlocked || PAY_PASSWORD.test(entry.payPassword);
  const tradable = props.tradable !== false;
  const agreed = side !== 'buy' || entry.agree;
  const typed = (entry.mode === 'quantity' ? entry.quantity : entry.amount).trim() !== '';
  const sending = useTicketSend(emit, code, input, entry, lock, preview, setTouched);
  const submit = () => {
    setTouched(true);
    if (preview.error || !passwordOk || !tradable || !agreed) return;
    void sending.run();
  };
  return {
    side,
    currency,
    account: text(props.account),
    entry,
    lock,
    preview,
    limits: ticketLimits(input),
    tradable,
    problem: ticketProblem({ tradable, typed, touched, passwordOk, agreed, preview }),
    shares: (value: string) => localizeFixed(value, engine.stores.app.get().locale),
    sending,
    submit,
  };
}

export type OrderTicketState = ReturnType<typeof useOrderTicket>;
