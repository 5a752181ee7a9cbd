// Types of rooms.js (plain JavaScript so eslint.config.js imports it without a TypeScript loader).
export interface Room {
  name: string;
  why: string;
  members: string[];
}
export interface Zone {
  target: string;
  from: string;
  message: string;
}
export const serverRooms: Room[];
export const serverOutsideRooms: string[];
export const engineRooms: Room[];
export function roomZones(top: string, rooms: Pick<Room, 'name' | 'members'>[]): Zone[];
