import AdmButton from 'antd-mobile/es/components/button';
import { useCallback } from 'react';
import { optionalOneOf, text } from './propReaders';
import { useRunGuard } from './useRunGuard';
import type { WidgetProps } from './WidgetProps';

export function Button({ props, emit }: WidgetProps) {
  const { running, run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  return (
    <AdmButton
      className="mer-button"
      color={optionalOneOf(props.color, ['primary', 'default', 'danger'] as const)}
      fill={optionalOneOf(props.fill, ['solid', 'outline', 'none'] as const)}
      size={optionalOneOf(props.size, ['small', 'middle', 'large'] as const)}
      block={props.block === true}
      disabled={props.disabled === true}
      loading={running}
      onClick={() => void run()}
    >
      {text(props.text)}
    </AdmButton>
  );
}
