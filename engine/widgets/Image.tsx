import { useEffect, useState } from 'react';
import avatarUrl from '../assets/avatar.svg';
import logoUrl from '../assets/logo.svg';
import { useEngine } from '../context/EngineContext';
import { widgetEnums } from '../generated/widgetProps';
import { int, oneOf, optionalOneOf, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

const FALLBACKS = { logo: logoUrl, avatar: avatarUrl } as const;

/**
 * An image that shows a placeholder (logo or avatar) when its source is empty or fails to load.
 * A `private` source (an uploaded ID photo) is read with that session's token and shown from memory.
 */
export function Image({ props }: WidgetProps<'Image'>) {
  const src = text(props.src);
  const realm = optionalOneOf(props.private, widgetEnums.Image.private) ?? 'none';
  const fallback = FALLBACKS[oneOf(props.fallback, widgetEnums.Image.fallback, 'logo')];
  const loaded = usePrivateUrl(src, realm);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = int(props.size, 48, 16, 400);
  const width = props.width === undefined ? undefined : int(props.width, 320, 16, 800);
  const shape = oneOf(props.shape, widgetEnums.Image.shape, 'square');
  const source = realm === 'none' ? src : loaded;
  const shown = source && failedSrc !== source ? source : fallback;
  return (
    <img
      className={`mer-image mer-image-${shape}${width ? ' mer-image-wide' : ''}`}
      src={shown}
      alt={text(props.alt)}
      width={width ?? size}
      height={width ? (props.height === undefined ? undefined : int(props.height, size, 16, 800)) : size}
      onError={() => {
        if (shown !== fallback) setFailedSrc(source);
      }}
    />
  );
}

/** The object URL of a private file, revoked when the source changes or the image goes away. */
function usePrivateUrl(src: string, realm: (typeof widgetEnums.Image.private)[number] | 'none'): string {
  const engine = useEngine();
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (realm === 'none' || !src) return;
    let alive = true;
    let made = '';
    engine.fileUrl(src, realm).then(
      (objectUrl) => {
        made = objectUrl;
        if (alive) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => alive && setUrl(''),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
      setUrl('');
    };
  }, [engine, src, realm]);
  return url;
}
