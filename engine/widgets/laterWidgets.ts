// Member widgets the login screen does not show (lists, cells, search, pager, copy, countdown,
// live quote, card): one chunk, fetched after the first screen paints (boot.tsx) or by the first
// screen that shows one of them (registry.ts, laterWidget).
export { Card } from './Card';
export { Cell } from './Cell';
export { CellGroup } from './CellGroup';
export { Copy } from './Copy';
export { CountdownButton } from './CountdownButton';
export { List } from './List';
export { LiveQuote } from './LiveQuote';
export { Pager } from './Pager';
export { SearchBar } from './SearchBar';
