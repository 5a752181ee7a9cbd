import AdmButton from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { int, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

/**
 * Resend-a-code button: runs its click actions and, once they all succeed, counts down before it
 * can be used again (spec section 4). With autoStart it starts counting when shown, because the
 * previous step has just sent the code.
 */
export function CountdownButton({ props, emit }: WidgetProps<'CountdownButton'>) {
  const { t } = useEngine();
  const seconds = int(props.seconds, 60, 1, 600);
  const [remaining, setRemaining] = useState(() => (props.autoStart === true ? seconds : 0));

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const { running, run } = useRunGuard(
    useCallback(async () => {
      const result = await emit('click');
      if (result.completed && !result.failed) setRemaining(seconds);
    }, [emit, seconds]),
  );

  const counting = remaining > 0;
  return (
    <AdmButton className="mer-countdown" color="primary" fill="outline" disabled={counting} loading={running} onClick={() => void run()}>
      {counting ? t('engine.resendIn', { seconds: remaining }) : text(props.text)}
    </AdmButton>
  );
}
