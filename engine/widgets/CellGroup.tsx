import AdmList from 'antd-mobile/es/components/list';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

export function CellGroup({ props, children }: WidgetProps<'CellGroup'>) {
  const title = text(props.title);
  return (
    <AdmList className="mer-cell-group" header={title || undefined}>
      {children}
    </AdmList>
  );
}
