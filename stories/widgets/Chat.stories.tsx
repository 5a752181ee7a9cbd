import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { emptyThread, memberThread } from '../support/fixturesChat';

export default {
  title: 'Widgets/Chat',
  parameters: widgetParameters('Chat'),
} satisfies Meta;

const chat: NodeSpec = { widget: 'Chat', props: { realm: 'member', welcome: 'Hello! Tell us how we can help.' } };

/** A conversation with a reply from support and the ticks on the member's own messages. */
export const English = widgetStory(
  chat,
  { user: member, fixtures: { 'chat/history': memberThread, 'chat/read': { unread: 0 } } },
  { globals: { locale: 'en', theme: 'light' } },
);
export const KoreanDark = widgetStory(
  chat,
  { user: member, fixtures: { 'chat/history': memberThread, 'chat/read': { unread: 0 } } },
  { globals: { locale: 'ko', theme: 'dark' } },
);
/** Before the first message: the welcome text. */
export const Empty = widgetStory(
  chat,
  { user: member, fixtures: { 'chat/history': emptyThread } },
  { globals: { locale: 'en', theme: 'light' } },
);
