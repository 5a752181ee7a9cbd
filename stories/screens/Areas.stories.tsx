import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { countries, serviceError } from '../support/fixturesApp';

export default {
  title: 'Screens/Areas',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/areas.json: the area-code picker (member/country), with search; a tap sets state.area and goes back.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/other/areas', fixtures: { 'member/country': countries } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Coming back to the picker: the chosen area is checked. */
export const WithSelection = pinnedStory({ ...screen, state: { area: { code: 'GB', dial: '44' } } }, 'en', 'light');

/** A search with no match. */
export const NoMatch = pinnedStory(
  { ...screen, state: { areaKeyword: 'Atlantis' }, fixtures: { 'member/country': { list: [] } } },
  'en',
  'light',
);

/** member/country fails: the list shows the error and Retry. */
export const LoadError = pinnedStory({ ...screen, fixtures: { 'member/country': serviceError } }, 'en', 'light');
