import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** Always plain text: a config or a server value can never inject markup. */
export function Text({ props }: WidgetProps<'Text'>) {
  const variant = oneOf(props.variant, widgetEnums.Text.variant, 'body');
  const className = `mer-text mer-text-${variant} mer-text-${oneOf(props.align, widgetEnums.Text.align, 'left')}`;
  return variant === 'title' ? <h2 className={className}>{text(props.text)}</h2> : <p className={className}>{text(props.text)}</p>;
}
