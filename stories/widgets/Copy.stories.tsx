import type { Meta } from '@storybook/react-vite';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixturesMember';

export default {
  title: 'Widgets/Copy',
  parameters: widgetParameters('Copy'),
} satisfies Meta;

/** Tap Copy: the value goes to the clipboard and a toast confirms it. */
export const WithLabel = widgetStory([
  { widget: 'Copy', props: { label: { $t: 'mine.uid' }, text: member.uid } },
  { widget: 'Copy', props: { label: { $t: 'register.inviteCode' }, text: member.invite_code } },
]);

export const WithoutLabel = widgetStory({ widget: 'Copy', props: { text: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } });

export const BoundToSession = widgetStory(
  [caption('text: session.user.uid'), { widget: 'Copy', props: { label: { $t: 'mine.uid' }, text: { $bind: 'session.user.uid' } } }],
  { user: member },
);

/** Nothing to copy: the button is disabled. */
export const EmptyValue = widgetStory({ widget: 'Copy', props: { label: { $t: 'mine.uid' }, text: '' } });
