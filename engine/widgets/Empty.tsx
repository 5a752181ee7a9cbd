import { StatusBlock } from '../kit/StatusBlock';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

export function Empty({ props, children }: WidgetProps<'Empty'>) {
  return (
    <StatusBlock icon={oneOf(props.icon, widgetEnums.Empty.icon, 'empty')} title={text(props.title)} description={text(props.description)}>
      {children}
    </StatusBlock>
  );
}
