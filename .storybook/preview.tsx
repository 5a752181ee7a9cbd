import type { Preview } from '@storybook/react-vite';
// The engine's global styles (antd-mobile variables, theme.css); createPreviewEngine imports them
// too, but loading them up front keeps the first paint of every story styled.
import '@engine/app/styles';
import './preview.css';

/**
 * Language and theme are toolbar globals: every story builds its engine with them (see
 * stories/support/engineStory.tsx). Screen stories pinned to a language or theme set them in
 * their own `globals`, which locks the toolbar for that story.
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    options: { storySort: { order: ['Screens', 'Widgets'] } },
  },
  initialGlobals: { locale: 'ko', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'App language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ko', title: '한국어 (ko)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'App theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
