import { isJsonObject } from '@core/json/isJsonObject';
import { valueAt } from './valueAt';

/**
 * The form id of the Form node whose event actions hold `segments` (there `form` is the submitted
 * values), or undefined outside one. The innermost Form wins.
 */
export function enclosingForm(doc: unknown, segments: readonly string[]): string | undefined {
  for (let n = segments.length - 1; n >= 0; n--) {
    if (segments[n] !== 'on') continue;
    const node = valueAt(doc, segments.slice(0, n));
    if (isJsonObject(node) && node.widget === 'Form' && isJsonObject(node.props) && typeof node.props.form === 'string')
      return node.props.form;
  }
  return undefined;
}
