import { widgetEnums } from '../generated/widgetProps';
import { oneOf } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

export function Stack({ props, children }: WidgetProps<'Stack'>) {
  const className = [
    'mer-stack',
    `mer-gap-${oneOf(props.gap, widgetEnums.Stack.gap, 'md')}`,
    `mer-pad-${oneOf(props.padding, widgetEnums.Stack.padding, 'none')}`,
    `mer-align-${oneOf(props.align, widgetEnums.Stack.align, 'stretch')}`,
  ].join(' ');
  return <div className={className}>{children}</div>;
}
