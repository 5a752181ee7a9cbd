/** One text key with its text in each locale (locale code -> text; null = missing in that locale). */
export interface TranslationRow {
  key: string;
  values: Record<string, string | null>;
  /** Locales still saying the published text of a key the change rewrote in another locale: to review. */
  stale?: string[];
}

/** A pending change to one cell. */
export interface TextEdit {
  key: string;
  locale: string;
  text: string;
}

/** UI texts, already translated by the parent: this folder imports nothing from the engine but its pure shared code (language tags). */
export interface TranslationLabels {
  key: string;
  missing: string;
  edited: string;
  stale: string;
  columns: string;
  empty: string;
}

export interface LocaleColumn {
  code: string;
  label: string;
}
