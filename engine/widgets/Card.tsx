import AdmCard from 'antd-mobile/es/components/card';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

export function Card({ props, children }: WidgetProps<'Card'>) {
  const title = text(props.title);
  return (
    <AdmCard className="mer-card" title={title || undefined}>
      {children}
    </AdmCard>
  );
}
