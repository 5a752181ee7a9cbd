import { oneOf, text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

const VARIANTS = ['title', 'subtitle', 'body', 'caption', 'muted', 'danger', 'success'] as const;
const ALIGNS = ['left', 'center', 'right'] as const;

/** Always plain text: a config or a server value can never inject markup. */
export function Text({ props }: WidgetProps) {
  const variant = oneOf(props.variant, VARIANTS, 'body');
  const className = `mer-text mer-text-${variant} mer-text-${oneOf(props.align, ALIGNS, 'left')}`;
  return variant === 'title' ? <h2 className={className}>{text(props.text)}</h2> : <p className={className}>{text(props.text)}</p>;
}
