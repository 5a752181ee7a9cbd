import { oneOf } from './propReaders';
import type { WidgetProps } from './WidgetProps';

const GAPS = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
const PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
const ALIGNS = ['stretch', 'start', 'center', 'end'] as const;

export function Stack({ props, children }: WidgetProps) {
  const className = [
    'mer-stack',
    `mer-gap-${oneOf(props.gap, GAPS, 'md')}`,
    `mer-pad-${oneOf(props.padding, PADDINGS, 'none')}`,
    `mer-align-${oneOf(props.align, ALIGNS, 'stretch')}`,
  ].join(' ');
  return <div className={className}>{children}</div>;
}
