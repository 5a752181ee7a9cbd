import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { idn } from './idn';
import { isr } from './isr';
import { jp } from './jp';
import { ko } from './ko';
import { rs } from './rs';
import { tk } from './tk';
import { zh } from './zh';
import { zhHant } from './zh-Hant';
import type { HelpTexts } from './topics';
import type { ContentLocale } from '../locale';

export { HELP_ARTICLES, type HelpKey, type HelpTexts } from './topics';

/** Every help article in every locale the app offers (tests/server/content/help.test.ts checks each is a real paragraph in its language). */
export const HELP_TEXTS: Readonly<Record<ContentLocale, HelpTexts>> = {
  en,
  de,
  es,
  fr,
  id,
  idn,
  isr,
  jp,
  ko,
  rs,
  tk,
  zh,
  'zh-Hant': zhHant,
};
