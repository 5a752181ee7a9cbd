import AdmButton from 'antd-mobile/es/components/button';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useEngine } from '../app/EngineContext';
import { previewTicket, ticketOrder, type DelegateType, type SizeMode, type TicketInput } from '../runtime/market/ticket';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from './propReaders';
import { useRunGuard } from './useRunGuard';
import type { WidgetProps } from './WidgetProps';

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
  };
  const preview = previewTicket(input);
  const passwordOk = /^\d{6}$/.test(payPassword);
  const tradable = props.tradable !== false;
  // The server expires a market order with the day (it fills at once or is refused), so DAY's time shows for it.
  const expiresAt = timeInForce === 'gtc' && delegateType === 'limit' ? props.gtcExpiresAt : props.dayExpiresAt;
  const feeFormula = text(props.feeFormula);
  const { running, run } = useRunGuard(
    useCallback(
      () =>
        emit('submit', {
          form: {
            ...ticketOrder(input, code, timeInForce, payPassword),
            agree,
            shares: preview.shares,
            fee: preview.fee,
            total: preview.total,
          },
        }),
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
  const error = !tradable
    ? 'trade.ticket.notTradable'
    : (preview.error ?? (!passwordOk ? 'payPassword.invalid' : side === 'buy' && !agree ? 'trade.ticket.agreeRequired' : undefined));

  return (
    <form
      className="mer-ticket"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
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
      {side === 'sell' && props.holding !== undefined && (
        <p className="mer-text mer-text-caption">{t('trade.ticket.holding', { shares: text(props.holding) })}</p>
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
        <p className="mer-text mer-text-caption">{t('trade.ticket.expires', { time: f.dateTime(expiresAt) })}</p>
      )}
      <Field label={t('payPassword.password')}>
        {(id) => (
          <input
            id={id}
            className="mer-input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={payPassword}
            onChange={(e) => setPayPassword(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <dl className="mer-ticket-preview" aria-live="polite">
        <dt>{t('trade.ticket.estShares')}</dt>
        <dd>{preview.shares ?? '-'}</dd>
        <dt>{t('trade.ticket.value')}</dt>
        <dd>{preview.value ? `${f.money(preview.value)} USDT` : '-'}</dd>
        <dt>{t('trade.ticket.fee')}</dt>
        <dd>{preview.fee ? `${f.money(preview.fee)} USDT` : '-'}</dd>
        {feeFormula && (
          <>
            <dt>{t('trade.ticket.feeFormula')}</dt>
            <dd>{feeFormula}</dd>
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
        <label className="mer-ticket-agree">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> {t('trade.ticket.agree')}
        </label>
      )}
      {touched && error && (
        <p className="mer-text mer-text-danger" role="alert">
          {t(error)}
        </p>
      )}
      <AdmButton
        className="mer-button"
        type="submit"
        color={side === 'buy' ? 'success' : 'danger'}
        block
        loading={running}
        disabled={!tradable}
      >
        {text(props.submitText) || t(side === 'buy' ? 'trade.ticket.buy' : 'trade.ticket.sell')}
      </AdmButton>
    </form>
  );
}
