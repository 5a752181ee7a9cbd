import type { JsonObject, Migration } from '../types';

// DSL 1 held a screen's title as a bare i18n key, the one place where text was not a value; so a
// title could not show data (the file a studio screen edits, the symbol of an ETF). DSL 2 makes it
// a value ({"$t": key}) and adds staff.pathPrefix to the manifest, which tells the engine which
// screens need the staff dictionary.
export const screenTitleValue: Migration = {
  to: 2,
  name: 'screen-title-value',
  summary: 'screen title: i18n key -> {"$t": key}; app staff.pathPrefix "/ops"',
  migrate: {
    screen(doc) {
      return typeof doc.title === 'string' ? { ...doc, title: { $t: doc.title } } : doc;
    },
    app(doc) {
      const staff = doc.staff as JsonObject | undefined;
      if (!staff || typeof staff.pathPrefix === 'string') return doc;
      return { ...doc, staff: { ...staff, pathPrefix: '/ops' } };
    },
  },
};
