import type { ActionLogEntry } from './previewProtocol';

/** How many steps the log keeps: the oldest go first. */
export const LOG_LIMIT = 200;

export interface ActionLog {
  /** Oldest first, by id (the order the steps started in). */
  entries: readonly ActionLogEntry[];
  /** Steps up to this id were cleared or dropped at the limit: later reports of them are ignored. */
  floor: number;
}

export const EMPTY_LOG: ActionLog = { entries: [], floor: 0 };

export type ActionLogEvent = { type: 'entry'; entry: ActionLogEntry } | { type: 'clear' };

/**
 * The studio's action log. A step is reported several times as it goes (running, its parameters,
 * its answer, done): each report replaces the entry with its id in place. Two lists may run at once
 * (a screen's entry actions and a tap), so a step's first report can come after a later step's: it
 * goes in at its id's place. A report of a step cleared or dropped at the limit is ignored, so a
 * late answer does not bring back a step staff cleared.
 */
export function actionLogReducer(log: ActionLog, event: ActionLogEvent): ActionLog {
  const newest = log.entries.reduce((max, e) => Math.max(max, e.id), log.floor);
  if (event.type === 'clear') return { entries: [], floor: newest };
  const { entry } = event;
  if (log.entries.some((e) => e.id === entry.id)) return { ...log, entries: log.entries.map((e) => (e.id === entry.id ? entry : e)) };
  if (entry.id <= log.floor) return log;
  const at = log.entries.findIndex((e) => e.id > entry.id);
  const entries = at < 0 ? [...log.entries, entry] : [...log.entries.slice(0, at), entry, ...log.entries.slice(at)];
  if (entries.length <= LOG_LIMIT) return { ...log, entries };
  const dropped = entries.slice(0, entries.length - LOG_LIMIT);
  return { entries: entries.slice(dropped.length), floor: Math.max(log.floor, ...dropped.map((e) => e.id)) };
}
