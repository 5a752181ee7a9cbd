import { useState } from 'react';
import avatarUrl from '../assets/avatar.svg';
import logoUrl from '../assets/logo.svg';
import { int, oneOf, text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

const FALLBACKS = { logo: logoUrl, avatar: avatarUrl } as const;

/** An image that shows a placeholder (logo or avatar) when its source is empty or fails to load. */
export function Image({ props }: WidgetProps) {
  const src = text(props.src);
  const fallback = FALLBACKS[oneOf(props.fallback, ['logo', 'avatar'] as const, 'logo')];
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = int(props.size, 48, 16, 400);
  const shape = oneOf(props.shape, ['square', 'round'] as const, 'square');
  const shown = src && failedSrc !== src ? src : fallback;
  return (
    <img
      className={`mer-image mer-image-${shape}`}
      src={shown}
      alt={text(props.alt)}
      width={size}
      height={size}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
