import AdmList from 'antd-mobile/es/components/list';
import { useCallback, type KeyboardEvent, type ReactNode } from 'react';
import { text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

export function Cell({ props, emit, handles }: WidgetProps<'Cell'>) {
  const clickable = handles('click');
  const { run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  const selected = props.selected === true;
  const extra = text(props.extra);
  const description = text(props.description);
  const extraNode =
    extra || selected ? (
      <span className="mer-cell-extra">
        {extra}
        {selected && (
          <svg className="mer-cell-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
    ) : undefined;
  const className = selected ? 'mer-cell mer-cell-selected' : 'mer-cell';
  if (clickable)
    return (
      <ClickableItem
        className={className}
        selected={selected}
        title={text(props.title)}
        description={description}
        extra={extraNode}
        arrow={props.arrow === true}
        onActivate={() => void run()}
      />
    );
  return (
    <AdmList.Item
      className={className}
      aria-current={selected ? 'true' : undefined}
      description={description || undefined}
      extra={extraNode}
      arrowIcon={props.arrow === true}
    >
      {text(props.title)}
    </AdmList.Item>
  );
}

/**
 * antd-mobile's List.Item markup (its classes, so its CSS applies) as a keyboard control: its own
 * clickable item is an <a> without href, which Tab never reaches and Enter never presses. Its
 * name is all its visible text (title, description, extra), as WCAG 2.5.3 asks of a control.
 */
function ClickableItem(p: {
  className: string;
  selected: boolean;
  title: string;
  description: string;
  extra: ReactNode;
  arrow: boolean;
  onActivate: () => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    p.onActivate();
  };
  return (
    <div
      role="button"
      tabIndex={0}
      className={`adm-list-item adm-plain-anchor ${p.className}`}
      aria-current={p.selected ? 'true' : undefined}
      onClick={p.onActivate}
      onKeyDown={onKeyDown}
    >
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-main">
          {p.title}
          {p.description && <div className="adm-list-item-description">{p.description}</div>}
        </div>
        {p.extra !== undefined && <div className="adm-list-item-content-extra">{p.extra}</div>}
        {p.arrow && (
          <div className="adm-list-item-content-arrow">
            <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
        )}
      </div>
    </div>
  );
}
