/** One text key with its text in each locale (locale code -> text; null = missing in that locale). */
export interface TranslationRow {
  key: string;
  values: Record<string, string | null>;
}

/** A pending change to one cell. */
export interface TextEdit {
  key: string;
  locale: string;
  text: string;
}

/** UI texts, already translated by the parent: this folder imports nothing from the engine. */
export interface TranslationLabels {
  key: string;
  missing: string;
  edited: string;
  columns: string;
  empty: string;
}

export interface LocaleColumn {
  code: string;
  label: string;
}
