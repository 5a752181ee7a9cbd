import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { serviceError } from '../support/fixturesApp';
import { staffEditor, withdrawalScreenText } from '../support/fixturesStudio';
import { studioPreviewFixtures } from '../support/fixturesStudioFiles';

// In Storybook the phone shows the withdrawal screen's story, not the draft: the draft is shown by
// the app server's preview page, which Storybook does not have (stories/support/phonePreview.tsx).
export default {
  title: 'Widgets/PhonePreview',
  parameters: widgetParameters('PhonePreview'),
} satisfies Meta;

const setup = { staff: staffEditor, fixtures: studioPreviewFixtures };

function preview(props: Record<string, unknown>): NodeSpec {
  return { widget: 'PhonePreview', props: { draft: 14, ...props } };
}

/** Editing screens/pages/withdrawal.json: the preview opens the route that shows it; screen, language, theme and data (sample data or a test member) are chosen above the phone. */
export const EditingAFile = widgetStory(
  preview({ file: 'screens/pages/withdrawal.json', text: withdrawalScreenText, revision: withdrawalScreenText }),
  setup,
);

/** A change of texts: no file, a route named to open first. */
export const OnARoute = widgetStory(preview({ route: 'withdrawal' }), setup);

/** The draft could not be read: the panel says so above the phone. */
export const PreviewFailed = widgetStory(preview({ file: 'screens/pages/withdrawal.json' }), {
  ...setup,
  fixtures: { ...studioPreviewFixtures, 'ops/studio/vocabulary': serviceError, 'ops/studio/draft_bundle': serviceError },
});

/** Without a draft (nothing bound yet) the widget shows nothing. */
export const NoDraft = widgetStory([caption('draft: 0'), preview({ draft: 0 })], setup);
