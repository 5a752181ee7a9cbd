import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';

// The news tab's list, typed by hand (the rest of the content replies are kept in
// stories/fixtures/content.json, see fixturesContent).

export const news: ApiResponse<'news/list'> = {
  list: [
    {
      id: 101,
      title: 'U.S. ETFs close higher as tech rebounds',
      summary: 'Broad-market funds gained 1.2% on the day, led by semiconductor holdings.',
      cover: '',
      content: '<p>Broad-market funds gained 1.2% on the day.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 60 * 25,
    },
    {
      id: 102,
      title: 'Bond ETFs steady ahead of the rate decision',
      summary: 'Short-duration treasuries saw inflows for the third week in a row.',
      cover: '',
      content: '<p>Short-duration treasuries saw inflows.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 3600 * 5,
    },
    {
      id: 103,
      title: 'U.K. listings: new dividend fund opens for subscription',
      summary: 'The fund tracks FTSE 100 high-yield constituents.',
      cover: '',
      content: '<p>The fund tracks FTSE 100 high-yield constituents.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 86400 * 2,
    },
  ],
  total: 3,
  page: 1,
  limit: 20,
};
