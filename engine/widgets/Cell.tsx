import AdmList from 'antd-mobile/es/components/list';
import { useCallback } from 'react';
import { text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

export function Cell({ props, emit, handles }: WidgetProps<'Cell'>) {
  const clickable = handles('click');
  const { run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  const selected = props.selected === true;
  const extra = text(props.extra);
  const description = text(props.description);
  return (
    <AdmList.Item
      className={selected ? 'mer-cell mer-cell-selected' : 'mer-cell'}
      aria-current={selected ? 'true' : undefined}
      description={description || undefined}
      extra={
        extra || selected ? (
          <span className="mer-cell-extra">
            {extra}
            {selected && (
              <svg className="mer-cell-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </span>
        ) : undefined
      }
      arrowIcon={props.arrow === true}
      clickable={clickable}
      onClick={clickable ? () => void run() : undefined}
    >
      {text(props.title)}
    </AdmList.Item>
  );
}
