import { oneOf } from './propReaders';
import type { WidgetProps } from './WidgetProps';

const GAPS = ['none', 'xs', 'sm', 'md', 'lg'] as const;
const JUSTIFY = ['start', 'center', 'end', 'between'] as const;
const ALIGNS = ['start', 'center', 'end'] as const;

export function Row({ props, children }: WidgetProps) {
  const className = [
    'mer-row',
    `mer-gap-${oneOf(props.gap, GAPS, 'sm')}`,
    `mer-justify-${oneOf(props.justify, JUSTIFY, 'start')}`,
    `mer-align-${oneOf(props.align, ALIGNS, 'center')}`,
  ].join(' ');
  return <div className={className}>{children}</div>;
}
