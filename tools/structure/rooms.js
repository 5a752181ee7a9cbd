// The rooms of server/ and engine/, bottom up: a file may import its own room and the rooms below
// it, never one above (eslint.config.js turns this into import-x/no-restricted-paths zones, and
// `npm run structure` prints it with the folder-level cycles). Entries are the folders and root
// files directly under server/ or engine/; one not listed is caught by tests/unit/tools/rooms.test.ts.
// Plain JavaScript so the ESLint config can import it without a TypeScript loader.

/** server/: db and the ledger at the bottom, the products in the middle, operations and the studio on top. */
export const serverRooms = [
  {
    name: 'foundation',
    why: 'generated tables, the database, time, errors, security primitives and settings every room reads',
    members: [
      'generated',
      'catalogue',
      'db',
      'clock.ts',
      'errors.ts',
      'messages.ts',
      'chain',
      'security',
      'audit',
      'jobs',
      'supervisor.ts',
    ],
  },
  { name: 'ledger', why: 'the money primitives: accounts, postings, holds, corrections', members: ['ledger'] },
  {
    name: 'settings',
    why: 'the configuration read from the environment, with the money, fund and market pieces it checks',
    members: ['config.ts', 'money-config.ts', 'fund-config.ts', 'market-config.ts', 'map-config.ts'],
  },
  {
    name: 'records',
    why: 'who members and staff are, how they are reached (Web Push too), their files, notices and the market',
    members: ['identity', 'staff', 'uploads', 'notify', 'notices', 'push', 'market', 'realtime'],
  },
  {
    name: 'products',
    why: 'what members use: trading, the fund, copy trading, the wallet, the team, content, support, the location pickers',
    members: [
      'common',
      'member',
      'kyc',
      'documents',
      'payout',
      'team',
      'orders',
      'blocks',
      'follow',
      'fund',
      'wallet',
      'trans',
      'statements',
      'content',
      'chat',
      'location',
    ],
  },
  { name: 'transport', why: 'HTTP: authentication, the catalogue routes, file routes, replies', members: ['http'] },
  { name: 'operations', why: 'staff work on top of the products, and the studio', members: ['ops', 'studio'] },
  {
    name: 'composition',
    why: 'the handler map, the job registry, the seed, the development aids (which run jobs) and the process: they wire every room together',
    members: ['handlers.ts', 'job-handlers.ts', 'seed.ts', 'dev', 'app.ts', 'start.ts', 'main.ts', 'serve.ts'],
  },
];

/**
 * The container's type: Services names every room's service and every room receives it, so it is
 * in no room (type-only imports of it are everywhere by design; it imports nothing at run time).
 */
export const serverOutsideRooms = ['services.ts'];

/** engine/: the runtime at the bottom, the composition root (app/) on top. */
export const engineRooms = [
  {
    name: 'runtime',
    why: 'pure runtime of the DSL (values, actions, API client, stores), texts, theme, feedback, generated tables',
    members: ['generated', 'assets', 'runtime', 'theme', 'i18n', 'feedback'],
  },
  { name: 'kit', why: 'what screens, forms and widgets share: widget props, status blocks, prop readers', members: ['kit'] },
  { name: 'context', why: 'the Engine type and the React context every component reads it from', members: ['context'] },
  { name: 'screen', why: 'screens: nodes, data sources, scope layers', members: ['screen'] },
  { name: 'forms', why: 'forms drawn from schemas', members: ['forms'] },
  { name: 'studio', why: 'the studio editors staff widgets wrap', members: ['studio'] },
  { name: 'widgets', why: 'the DSL widgets', members: ['widgets'] },
  {
    name: 'app',
    why: 'the composition root: createEngine, boot, routes, the widget registry given to the engine; the installable app around it (pwa/)',
    members: ['app', 'pwa', 'main.tsx'],
  },
];

/** Zones for import-x/no-restricted-paths: every room may not import any room above it. */
export function roomZones(top, rooms) {
  return rooms.flatMap((room, i) =>
    rooms.slice(i + 1).flatMap((above) =>
      room.members.flatMap((member) =>
        above.members.map((from) => ({
          target: `./${top}/${member}`,
          from: `./${top}/${from}`,
          message: `${top}/${member} (${room.name}) may not import ${top}/${from} (${above.name}): rooms import downwards (tools/structure/rooms.js).`,
        })),
      ),
    ),
  );
}
