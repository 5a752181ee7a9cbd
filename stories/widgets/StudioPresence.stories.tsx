import type { Meta } from '@storybook/react-vite';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { presenceRealtime } from '../support/realtimeStandIns';
import { staffEditor } from '../support/fixturesStudio';

// No server behind a story: the realtime connection is a stand-in that says Bob has the change open too.
const realtime = presenceRealtime(['Bob Editor']);

export default {
  title: 'Widgets/StudioPresence',
  parameters: widgetParameters('StudioPresence'),
} satisfies Meta;

/** Alice's change page while Bob reads it too: his name, live from the realtime socket. */
export const AlsoOpen = widgetStory({ widget: 'StudioPresence', props: { draft: 14 } }, { staff: staffEditor, realtime });

/** Without a draft (nothing bound yet) the widget shows nothing. */
export const NoDraft = widgetStory([caption('draft: 0'), { widget: 'StudioPresence', props: { draft: 0 } }], { staff: staffEditor });
