import AdmButton from 'antd-mobile/es/components/button';
import { useCallback } from 'react';
import { widgetEnums } from '../generated/widgetProps';
import { optionalOneOf, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

export function Button({ props, emit }: WidgetProps<'Button'>) {
  const { running, run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  return (
    <AdmButton
      className="mer-button"
      color={optionalOneOf(props.color, widgetEnums.Button.color)}
      fill={optionalOneOf(props.fill, widgetEnums.Button.fill)}
      size={optionalOneOf(props.size, widgetEnums.Button.size)}
      block={props.block === true}
      disabled={props.disabled === true}
      loading={running}
      onClick={() => void run()}
    >
      {text(props.text)}
    </AdmButton>
  );
}
