import type { ConditionExplanation } from '@engine/runtime/explainCondition';
import { showValue } from './inspectorText';

type Say = (key: string, args?: Record<string, unknown>) => string;

const SYMBOLS: Record<string, string> = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤' };

function operand(side: { written: unknown; value: unknown } | undefined, say: Say): string {
  if (!side) return '';
  const { written, value } = side;
  const bound = written !== null && typeof written === 'object' && '$bind' in written ? (written as { $bind: unknown }).$bind : undefined;
  if (bound === undefined) return showValue(value, say('notSet'), 120);
  const path = typeof bound === 'string' ? bound : JSON.stringify(bound);
  return `${path} (${showValue(value, say('notSet'), 120)})`;
}

/** One test as a sentence: `state.tab ("buy") = "sell"`, `session.loggedIn (false) is set`. */
function sentence(why: ConditionExplanation, say: Say): string {
  const [a, b] = why.operands ?? [];
  const symbol = SYMBOLS[why.op];
  if (symbol) return `${operand(a, say)} ${symbol} ${operand(b, say)}`;
  if (why.op === 'in') return `${operand(a, say)} ${say('op_in')} ${operand(b, say)}`;
  if (why.op === 'truthy' || why.op === 'falsy') return `${operand(a, say)} ${say(`op_${why.op}`)}`;
  return say(`op_${why.op === 'and' || why.op === 'or' || why.op === 'not' ? why.op : 'malformed'}`);
}

function Why({ why, say }: { why: ConditionExplanation; say: Say }) {
  return (
    <li className={why.holds ? 'mer-why-holds' : 'mer-why-fails'}>
      <span className="mer-why-verdict">{why.holds ? `✓ ${say('holds')}` : `✗ ${say('fails')}`}</span> <code>{sentence(why, say)}</code>
      {why.parts && why.parts.length > 0 && (
        <ul className="mer-why">
          {why.parts.map((part, i) => (
            <Why key={i} why={part} say={say} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Why a `when` did not hold, as a tree of its tests, each with its verdict in words (not in colour
 * alone) and the values it compared.
 */
export function ConditionWhy({ why, say }: { why: ConditionExplanation; say: Say }) {
  return (
    <ul className="mer-why" aria-label={say('why')}>
      <Why why={why} say={say} />
    </ul>
  );
}
