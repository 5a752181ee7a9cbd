import type { Migration } from '../types';
import { screenTitleValue } from './002-screen-title-value';
import { shortConditions } from './003-short-conditions';
import { formatBind } from './004-format-bind';
import { repeat } from './005-repeat';
import { rulesOnce } from './006-rules-once';

/** Every migration, in order; each one's `to` is the previous one's plus one (a test checks it). */
export const migrations: Migration[] = [screenTitleValue, shortConditions, formatBind, repeat, rulesOnce];
