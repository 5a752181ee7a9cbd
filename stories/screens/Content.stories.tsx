import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import {
  announcement,
  announcements,
  article,
  help,
  helpNone,
  home,
  homeEmpty,
  noPopup,
  personal,
  popup,
  unread,
} from '../support/fixturesContent';

export default {
  title: 'Screens/Content',
  parameters: {
    docs: {
      description: {
        component:
          'The News tab (screens/pages/news.json: the popup once per version, scrolling notice, banners, shortcuts with the unread count, announcements and latest news), an article (screens/pages/newsDetail.json), an announcement or personal notice (screens/pages/announceDetail.json, marked read on open), the notice list (screens/pages/noticeList.json) and the help center (screens/pages/allService.json, with search and Contact support).',
      },
    },
  },
} satisfies Meta;

const newsHome: PreviewSetup = {
  path: '/pages/index/news',
  user: member,
  fixtures: { 'common/home': home, 'common/popup': noPopup, 'announce/unread': unread },
};

export const News = pinnedStory(newsHome, 'en', 'light');
export const NewsKorean = pinnedStory(newsHome, 'ko', 'dark');
export const NewsWithPopup = pinnedStory({ ...newsHome, fixtures: { ...newsHome.fixtures, 'common/popup': popup } }, 'en', 'light');
export const NewsEmpty = pinnedStory({ ...newsHome, fixtures: { ...newsHome.fixtures, 'common/home': homeEmpty } }, 'en', 'light');
export const Article = pinnedStory({ path: '/pages/news/detail?id=1', fixtures: { 'news/detail': article } }, 'en', 'light');
export const Announcement = pinnedStory(
  { path: '/pages/notice-list/detail?id=4', user: member, fixtures: { 'announce/detail': announcement } },
  'en',
  'light',
);
export const Notices = pinnedStory(
  { path: '/pages/notice-list/notice-list', user: member, fixtures: { 'announce/list': announcements } },
  'en',
  'light',
);
export const PersonalNotices = pinnedStory(
  { path: '/pages/notice-list/notice-list', user: member, state: { noticeTab: 'notice' }, fixtures: { 'announce/list': personal } },
  'ko',
  'light',
);
export const HelpCenter = pinnedStory({ path: '/pages/other/allService', fixtures: { 'common/help': help } }, 'en', 'light');
export const HelpCenterNoMatch = pinnedStory(
  { path: '/pages/other/allService', state: { helpKeyword: 'zzz' }, fixtures: { 'common/help': helpNone } },
  'en',
  'dark',
);
