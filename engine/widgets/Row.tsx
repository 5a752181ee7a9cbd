import { widgetEnums } from '../generated/widgetProps';
import { oneOf } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

export function Row({ props, children }: WidgetProps<'Row'>) {
  const className = [
    'mer-row',
    `mer-gap-${oneOf(props.gap, widgetEnums.Row.gap, 'sm')}`,
    `mer-justify-${oneOf(props.justify, widgetEnums.Row.justify, 'start')}`,
    `mer-align-${oneOf(props.align, widgetEnums.Row.align, 'center')}`,
  ].join(' ');
  return <div className={className}>{children}</div>;
}
