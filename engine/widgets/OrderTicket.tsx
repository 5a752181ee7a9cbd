import AdmButton from 'antd-mobile/es/components/button';
import { useCallback, useId, useState, type ReactNode } from 'react';
import defs from '@schemas/api/defs.json';
import { useEngine } from '../context/EngineContext';
import { localizeFixed } from '../runtime/format/localizeFixed';
import { previewTicket, ticketLimits, ticketOrder, type DelegateType, type SizeMode, type TicketInput } from '../runtime/market/ticket';
import { widgetEnums } from '../generated/widgetProps';
import { BuyingPower } from './OrderTicketBuyingPower';
import { deviceTimeZone, MarketClosed } from './OrderTicketMarketClosed';
import { oneOf, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

/** A two-or-three-way switch (plain radio buttons: the same look as Tabs, no animation library). */
function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { key: T; title: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <div className="mer-tabs mer-ticket-switch" role="radiogroup" aria-label={props.label}>
      {props.options.map((o) => (
        <button
          key={o.key}
          type="button"
          role="radio"
          aria-checked={o.key === props.value}
          className={o.key === props.value ? 'mer-tab mer-tab-active' : 'mer-tab'}
          onClick={() => props.onChange(o.key)}
        >
          {o.title}
        </button>
      ))}
    </div>
  );
}

/** The payment password rule as the catalogue states it (the server validates etf/buy against the same def). */
const PAY_PASSWORD = new RegExp(defs.$defs.PayPassword.pattern);
/** The server's answer to an order without the password on a locked session (server/errors.ts TRADE_LOCKED). */
const TRADE_LOCKED = 1004;

/** A route and its query from a prop ({to, query}), e.g. the transfer screen or the trading terms. */
function routeOf(value: unknown): { to: string; query?: Record<string, unknown> } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { to, query } = value as { to?: unknown; query?: unknown };
  if (typeof to !== 'string' || !to) return undefined;
  return { to, query: query && typeof query === 'object' ? (query as Record<string, unknown>) : undefined };
}

function Field(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="mer-ticket-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id)}
    </div>
  );
}

/**
 * The order ticket. Not a JSON form: the price field comes and goes with the order type, the size
 * is shares or an amount, and the fee and total follow every keystroke, which the DSL forms cannot
 * express. It only prepares the order: the screen's submit actions confirm, check the payment
 * password prompt and call the endpoint, like any form.
 */
export function OrderTicket({ props, emit }: WidgetProps<'OrderTicket'>) {
  const engine = useEngine();
  const { t, formatters: f } = engine;
  const side = oneOf(props.side, widgetEnums.OrderTicket.side, 'buy');
  const code = text(props.code);
  const currency = text(props.currency) || 'USD';
  const [delegateType, setDelegateType] = useState<DelegateType>('market');
  const [mode, setMode] = useState<SizeMode>('quantity');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const [timeInForce, setTimeInForce] = useState<'day' | 'gtc'>('day');
  const [payPassword, setPayPassword] = useState('');
  // Trading unlocked on this session by an earlier payment password (market/trade_conf
  // trade_unlocked_until, null once it has lapsed): no password is asked. The server's word is
  // taken as it stands, never compared with this device's clock (a phone's clock may be off, and a
  // journey's server runs on its own). Locked here when the member locks it or when an order is
  // answered 1004 (the unlock ended while the ticket was open), after which the password field is back.
  const [relocked, setRelocked] = useState(false);
  const unlockedUntil = Number(text(props.unlockedUntil)) || 0;
  const unlocked = !relocked && unlockedUntil > 0;
  const unlockMinutes = text(props.unlockMinutes);
  const [touched, setTouched] = useState(false);
  // Spec section 5: the contract terms are confirmed before buying.
  const [agree, setAgree] = useState(false);

  const input: TicketInput = {
    side,
    delegateType,
    mode,
    quantity,
    amount,
    limitPrice,
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
  const preview = previewTicket(input);
  const limits = ticketLimits(input);
  const passwordOk = unlocked || PAY_PASSWORD.test(payPassword);
  const tradable = props.tradable !== false;
  // The server expires a market order with the day (it fills at once or is refused), so DAY's time
  // shows for it; an order that cannot be placed now has no expiry to show.
  const expiresAt = !tradable ? undefined : timeInForce === 'gtc' && delegateType === 'limit' ? props.gtcExpiresAt : props.dayExpiresAt;
  const account = text(props.account);
  const transfer = routeOf(props.transfer);
  const terms = routeOf(props.terms);
  const typed = (mode === 'quantity' ? quantity : amount).trim() !== '';
  // A refusal from the server after confirming: kept on screen until dismissed (the toast is gone in a second).
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const shares = (value: string) => localizeFixed(value, engine.stores.app.get().locale);
  const { running, run } = useRunGuard(
    useCallback(
      async () => {
        setRefusal(undefined);
        const result = await emit('submit', {
          form: {
            ...ticketOrder(input, code, timeInForce, unlocked ? undefined : payPassword),
            agree,
            shares: preview.shares,
            fee: preview.fee,
            total: preview.total,
          },
        });
        if (result.error?.code === TRADE_LOCKED) {
          // The password field is back empty: the server's reason says what to do, not a field error too.
          setRelocked(true);
          setTouched(false);
        }
        if (result.error) setRefusal(result.error.msg);
      },
      // input is rebuilt each render from the state listed here.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [
        emit,
        code,
        side,
        delegateType,
        mode,
        quantity,
        amount,
        limitPrice,
        timeInForce,
        payPassword,
        unlocked,
        agree,
        preview.shares,
        preview.fee,
        preview.total,
      ],
    ),
  );
  const submit = () => {
    setTouched(true);
    if (preview.error || !passwordOk || !tradable || (side === 'buy' && !agree)) return;
    void run();
  };
  // A rule refusal (funds, minimum, maximum, holding) shows as soon as the size is typed and the
  // confirmation is not offered; a field still being typed waits for the first submit.
  const refused = tradable && typed && preview.refusal === true;
  const error = !tradable
    ? undefined
    : (preview.error ?? (!passwordOk ? 'payPassword.invalid' : side === 'buy' && !agree ? 'trade.ticket.agreeRequired' : undefined));
  const showError = refused || (touched && error !== undefined);
  // Shares read as a count ("1 share", "2.5 shares") with the locale's separators, amounts as money.
  const errorArgs = (): Record<string, unknown> => {
    const a = preview.errorArgs ?? {};
    return {
      account,
      ...(a.shares !== undefined ? { count: Number(a.shares), shares: shares(a.shares) } : {}),
      ...(a.amount !== undefined ? { amount: f.money(a.amount) } : {}),
      ...(a.total !== undefined ? { total: f.money(a.total) } : {}),
    };
  };

  return (
    <form
      className="mer-ticket"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <BuyingPower
        t={t}
        f={f}
        side={side}
        account={account}
        available={props.available}
        minOrderAmount={props.minOrderAmount}
        limits={limits}
        shares={shares}
        onTransfer={transfer ? () => engine.navigation.navigate(transfer.to, { query: transfer.query }) : undefined}
      />
      <Segmented
        label={t('trade.ticket.type')}
        value={delegateType}
        options={[
          { key: 'market', title: t('trade.ticket.market') },
          { key: 'limit', title: t('trade.ticket.limit') },
        ]}
        onChange={(v: DelegateType) => setDelegateType(v)}
      />
      {delegateType === 'limit' && (
        <Field label={t('trade.ticket.limitPrice', { currency })}>
          {(id) => (
            <input id={id} className="mer-input" inputMode="decimal" value={limitPrice} onChange={(e) => setLimitPrice(e.target.value)} />
          )}
        </Field>
      )}
      <Segmented
        label={t('trade.ticket.size')}
        value={mode}
        options={[
          { key: 'quantity', title: t('trade.ticket.byQuantity') },
          { key: 'amount', title: t('trade.ticket.byAmount') },
        ]}
        onChange={(v: SizeMode) => setMode(v)}
      />
      {mode === 'quantity' ? (
        <Field label={t('trade.ticket.quantity')}>
          {(id) => (
            <input id={id} className="mer-input" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          )}
        </Field>
      ) : (
        <Field label={t('trade.ticket.amount')}>
          {(id) => <input id={id} className="mer-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
      )}
      {side === 'sell' && text(props.holding) !== '' && (
        <p className="mer-text mer-text-caption">
          {t('trade.ticket.holding', { count: Number(text(props.holding)), shares: shares(text(props.holding)) })}
        </p>
      )}
      <Segmented
        label={t('trade.ticket.timeInForce')}
        value={timeInForce}
        options={[
          { key: 'day', title: t('trade.ticket.day') },
          { key: 'gtc', title: t('trade.ticket.gtc') },
        ]}
        onChange={(v: 'day' | 'gtc') => setTimeInForce(v)}
      />
      {expiresAt !== undefined && expiresAt !== null && expiresAt !== '' && (
        <p className="mer-text mer-text-caption">{t('trade.ticket.expires', { time: `${f.dateTime(expiresAt)} (${deviceTimeZone()})` })}</p>
      )}
      {unlocked ? (
        <div className="mer-ticket-unlocked">
          <span>{t('trade.ticket.unlockedUntil', { time: f.dateTime(unlockedUntil, 'hh:MM zzz') })}</span>
          <button
            type="button"
            className="mer-link"
            onClick={() => {
              setRelocked(true);
              void emit('lock', {});
            }}
          >
            {t('trade.ticket.lock')}
          </button>
        </div>
      ) : (
        <Field label={t('payPassword.password')}>
          {(id) => (
            <>
              <input
                id={id}
                className="mer-input"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                aria-describedby={unlockMinutes ? `${id}-unlock` : undefined}
                value={payPassword}
                onChange={(e) => setPayPassword(e.target.value.replace(/\D/g, ''))}
              />
              {/* The time is the server's published one (trade_conf), said only when it is known. */}
              {unlockMinutes && (
                <p id={`${id}-unlock`} className="mer-text mer-text-caption">
                  {t('trade.ticket.unlockNote', { minutes: f.number(unlockMinutes, '0') })}
                </p>
              )}
            </>
          )}
        </Field>
      )}
      <dl className="mer-ticket-preview" aria-live="polite">
        <dt>{t('trade.ticket.estShares')}</dt>
        <dd>{preview.shares ?? '-'}</dd>
        <dt>{t('trade.ticket.value')}</dt>
        <dd>{preview.value ? `${f.money(preview.value)} USDT` : '-'}</dd>
        <dt>{t('trade.ticket.fee')}</dt>
        <dd>{preview.fee ? `${f.money(preview.fee)} USDT` : '-'}</dd>
        {text(props.feeMin) !== '' && text(props.feeRate) !== '' && (
          <>
            <dt>{t('trade.ticket.feeFormula')}</dt>
            <dd>{t('trade.ticket.feeFormulaText', { min: f.money(props.feeMin), rate: f.rate(props.feeRate) })}</dd>
          </>
        )}
        <dt>{side === 'buy' ? t('trade.ticket.total') : t('trade.ticket.proceeds')}</dt>
        <dd>{preview.total ? `${f.money(preview.total)} USDT` : '-'}</dd>
        {/* Every line converts into USDT, USD included: the rate used, its time and source always show. */}
        <dt>{t('trade.ticket.fx')}</dt>
        <dd>
          {text(props.fxRate)
            ? t('trade.ticket.fxLine', {
                currency,
                // The rate exactly as published and used (a GBX rate per penny has more than 4 decimals).
                rate: text(props.fxRate),
                source: text(props.fxSource) || '-',
                time: f.dateTime(props.fxTime),
              })
            : '-'}
        </dd>
      </dl>
      <p className="mer-text mer-text-muted">{t(delegateType === 'market' ? 'trade.ticket.marketNote' : 'trade.ticket.limitNote')}</p>
      {side === 'buy' && (
        <div className="mer-ticket-agree">
          <label>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> {t('trade.ticket.agree')}
          </label>
          {terms && (
            <button type="button" className="mer-link" onClick={() => engine.navigation.navigate(terms.to, { query: terms.query })}>
              {t('trade.ticket.readTerms')}
            </button>
          )}
        </div>
      )}
      {showError && error && (
        <p className="mer-text mer-text-danger" role="alert">
          {t(error, errorArgs())}
        </p>
      )}
      {refusal && (
        <div className="mer-form-refusal mer-ticket-refusal" role="alert">
          <span>{refusal}</span>
          <button type="button" className="mer-link" onClick={() => setRefusal(undefined)}>
            {t('trade.ticket.dismiss')}
          </button>
        </div>
      )}
      {!tradable && <MarketClosed t={t} nextOpen={props.nextOpen} timezone={text(props.timezone)} />}
      <AdmButton
        className="mer-button"
        type="submit"
        color={side === 'buy' ? 'success' : 'danger'}
        block
        loading={running}
        disabled={!tradable || refused}
      >
        {text(props.submitText) || t(side === 'buy' ? 'trade.ticket.buy' : 'trade.ticket.sell')}
      </AdmButton>
    </form>
  );
}
