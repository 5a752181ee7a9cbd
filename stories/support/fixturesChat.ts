import type { ApiResponse } from '@core/generated/api';

// Replies for the support chat's stories, typed by the catalogue's generated response types.

const at = 1764079200; // 2025-11-25 14:00 UTC

export const serviceInfo: ApiResponse<'common/service_info'> = {
  id: 1,
  name: 'Live chat',
  type: 'live_chat',
  url: '/user/customer-service',
  avatar: '',
  online_hours: '09:00-21:00 (UTC+9)',
  welcome: 'Hello! Tell us how we can help. A support agent answers here during online hours.',
};

export const services: ApiResponse<'common/services'> = {
  list: [
    { id: 1, name: 'Live chat', type: 'live_chat', url: '/user/customer-service', avatar: '', online_hours: '09:00-21:00 (UTC+9)' },
    { id: 2, name: 'Email', type: 'email', url: 'mailto:support@meridian.local', avatar: '', online_hours: '24h' },
  ],
};

export const memberThread: ApiResponse<'chat/history'> = {
  conversation_id: 7,
  status: 'open',
  has_more: false,
  unread: 0,
  delivered_to: 3,
  read_to: 2,
  list: [
    {
      id: 1,
      client_id: 'c1aaaaaaaa',
      from: 'member',
      staff_name: '',
      body: 'My deposit has not arrived yet.',
      image: '',
      time: at,
      status: 'read',
    },
    {
      id: 2,
      client_id: 'c2aaaaaaaa',
      from: 'member',
      staff_name: '',
      body: 'I sent it at 10:20.',
      image: '',
      time: at + 20,
      status: 'read',
    },
    {
      id: 4,
      client_id: 'c4aaaaaaaa',
      from: 'staff',
      staff_name: 'Hana (Support)',
      body: 'Thank you, I am checking this for you now. Please wait a moment.',
      image: '',
      time: at + 90,
      status: 'read',
    },
    { id: 5, client_id: 'c5aaaaaaaa', from: 'member', staff_name: '', body: 'Thanks!', image: '', time: at + 120, status: 'sent' },
  ],
};

export const emptyThread: ApiResponse<'chat/history'> = {
  conversation_id: 0,
  status: 'none',
  has_more: false,
  unread: 0,
  delivered_to: 0,
  read_to: 0,
  list: [],
};

export const staffThread: ApiResponse<'ops/chat_messages'> = { ...memberThread, unread: 1 };

export const canned: ApiResponse<'ops/chat_canned'> = {
  list: [
    { id: 1, title: 'Greeting', body: 'Hello, thank you for contacting Meridian support. How can I help you today?' },
    { id: 2, title: 'Checking', body: 'Thank you, I am checking this for you now. Please wait a moment.' },
  ],
};

export const queue: ApiResponse<'ops/chat_queue'> = {
  page: 1,
  limit: 50,
  total: 2,
  list: [
    {
      id: 7,
      kind: 'member',
      uid: '20481024',
      name: 'Minji Park',
      email: 'minji.park@example.com',
      status: 'open',
      assignee: 'Hana (Support)',
      assignee_id: 3,
      unread: 1,
      last_message: 'Thanks!',
      last_time: at + 120,
    },
    {
      id: 9,
      kind: 'visitor',
      uid: '',
      name: 'Visitor Vee',
      email: 'vee@example.com',
      status: 'open',
      assignee: '',
      assignee_id: 0,
      unread: 1,
      last_message: 'I cannot sign up',
      last_time: at + 60,
    },
  ],
};

export const staffSupport: ApiResponse<'ops/me'> = { name: 'Hana (Support)', email: 'support@meridian.local', roles: ['support'] };
