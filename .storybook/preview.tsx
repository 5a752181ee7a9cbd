import type { Preview } from '@storybook/react-vite';
// The engine's global styles (antd-mobile variables, theme.css); createPreviewEngine imports them
// too, but loading them up front keeps the first paint of every story styled.
import '@engine/app/styles';
import './preview.css';
import appJson from '@screens/app.json';

// The toolbar offers what the app offers: every locale and theme of screens/app.json, so a language
// or theme added there is in Storybook without a second list to keep in step.
const { i18n, themes } = appJson;
const localeItems = i18n.locales.map(({ code, label }) => ({ value: code, title: `${label} (${code})` }));
const themeItems = themes.available.map((theme) => ({
  value: theme,
  title: theme.charAt(0).toUpperCase() + theme.slice(1),
  icon: themeIcon(theme),
}));

function themeIcon(theme: string): 'sun' | 'moon' | 'mirror' {
  return theme === 'light' ? 'sun' : theme === 'dark' ? 'moon' : 'mirror';
}

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
  initialGlobals: { locale: i18n.default, theme: themes.default },
  globalTypes: {
    locale: {
      description: 'App language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: localeItems,
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'App theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeItems,
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
