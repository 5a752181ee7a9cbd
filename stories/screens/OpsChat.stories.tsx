import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { canned, queue, staffSupport, staffThread } from '../support/fixturesChat';

export default {
  title: 'Screens/Ops Chat',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsChat.json and screens/pages/opsChatConversation.json: the support queue (ops/chat_queue: open, closed, all; unread and assignee) and one conversation (Chat widget for staff with canned replies; assign to me, close).',
      },
    },
  },
} satisfies Meta;

const fixtures = {
  'ops/chat_queue': queue,
  'ops/chat_messages': staffThread,
  'ops/chat_canned': canned,
  'ops/chat_read': { unread: 0 },
  'ops/chat_assign': { id: 7, assignee: 'Hana (Support)', assignee_id: 3 },
  'ops/chat_close': { id: 7, status: 'closed' },
};
const queueScreen: PreviewSetup = { path: '/ops/chat', staff: staffSupport, fixtures };
const conversationScreen: PreviewSetup = { path: '/ops/chat/conversation?id=7', staff: staffSupport, fixtures };

export const Queue = pinnedStory(queueScreen, 'en', 'light');
export const QueueKorean = pinnedStory(queueScreen, 'ko', 'light');
export const Conversation = pinnedStory(conversationScreen, 'en', 'light');
export const ConversationKoreanDark = pinnedStory(conversationScreen, 'ko', 'dark');
