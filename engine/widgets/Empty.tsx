import { StatusBlock } from './StatusBlock';
import { oneOf, text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

export function Empty({ props, children }: WidgetProps) {
  return (
    <StatusBlock icon={oneOf(props.icon, ['empty', 'notFound', 'soon', 'error'] as const, 'empty')} title={text(props.title)} description={text(props.description)}>
      {children}
    </StatusBlock>
  );
}
