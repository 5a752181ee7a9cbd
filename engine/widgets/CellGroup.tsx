import AdmList from 'antd-mobile/es/components/list';
import { text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

export function CellGroup({ props, children }: WidgetProps<'CellGroup'>) {
  const title = text(props.title);
  return (
    <AdmList className="mer-cell-group" header={title || undefined}>
      {children}
    </AdmList>
  );
}
