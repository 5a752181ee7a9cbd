import { lazy, Suspense } from 'react';
import { useEngine } from '@engine/context/EngineContext';
import { useGlobalScope } from '@engine/screen/GlobalScope';
import { int, text } from '@engine/kit/propReaders';
import { LoadingBlock } from '@engine/kit/StatusBlock';
import type { WidgetProps } from '@engine/kit/WidgetProps';

const Panel = lazy(() => import('@engine/studio/preview/PreviewPanel'));

/**
 * The page the phone frame shows in Storybook: the withdrawal screen's own story (the screen the
 * studio fixtures change), in the language and theme of the story around it. A relative URL, so
 * it is Storybook's iframe.html wherever Storybook is served from.
 */
export function phoneFrameStory(locale: string | undefined, theme: string | undefined): string {
  const id = `screens-withdrawal--${locale === 'ko' ? 'korean' : 'english'}${theme === 'dark' ? '-dark' : ''}`;
  return `iframe.html?id=${id}&viewMode=story`;
}

/**
 * PhonePreview as Storybook renders it. The widget (engine/widgets/PhonePreview.tsx) frames the
 * app server's preview page, /__studio/preview, which boots the engine on the draft; Storybook has
 * no app server, so that frame would be a 404 (a failed story). This reads the same props the same
 * way and shows the same panel (controls, data calls, phone), with PreviewPanel's frameSrc set to a
 * page Storybook serves: a member screen's story. That page never reports ready, so the panel
 * sends it no draft; the frame is a stand-in for the look, not for the draft's rendering (the e2e
 * studio journey covers that against the real server).
 */
export function StoryPhonePreview({ props }: WidgetProps) {
  const engine = useEngine();
  const app = useGlobalScope().app;
  const draft = int(props.draft, 0, 0, Number.MAX_SAFE_INTEGER);
  if (!draft) return null;
  return (
    <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
      <Panel
        draft={draft}
        file={props.file === undefined ? undefined : text(props.file)}
        text={typeof props.text === 'string' ? props.text : undefined}
        route={props.route === undefined ? undefined : text(props.route)}
        revision={props.revision}
        frameSrc={phoneFrameStory(app?.locale, app?.theme)}
      />
    </Suspense>
  );
}
