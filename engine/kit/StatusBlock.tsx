import AdmButton from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import type { ReactNode } from 'react';
import type { EmptyProps } from '../generated/widgetProps';
import { statusImages } from './statusImages';

const ErrorBlock = createErrorBlock(statusImages);

/** The Empty widget's icons (widgets.json); STATUS below must map each one. */
export type StatusIcon = NonNullable<EmptyProps['icon']>;

const STATUS = { empty: 'empty', notFound: 'default', soon: 'busy', error: 'disconnected' } as const;

/** Title, description and an illustration: the empty, not-found, coming-soon and error states. */
export function StatusBlock(props: { icon: StatusIcon; title?: string; description?: string; children?: ReactNode }) {
  return (
    // null, not undefined: antd-mobile replaces an undefined title with its own (Chinese by default) text.
    <ErrorBlock className="mer-status" status={STATUS[props.icon]} title={props.title || null} description={props.description || null}>
      {props.children}
    </ErrorBlock>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="mer-loading" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{label}</span>
    </div>
  );
}

/** An error state with a retry button. */
export function RetryBlock(props: { title: string; description?: string; retryText: string; onRetry: () => void }) {
  return (
    <StatusBlock icon="error" title={props.title} description={props.description}>
      <AdmButton color="primary" fill="outline" size="small" onClick={props.onRetry}>
        {props.retryText}
      </AdmButton>
    </StatusBlock>
  );
}
