/** Where the location pickers get their map and their place search (/choose-location, /open-location). */
export interface MapConfig {
  /**
   * MAP_TILE_URL: a tile URL template ({z}, {x}, {y}; e.g. an OpenStreetMap tile server) and
   * MAP_TILE_ATTRIBUTION, the credit its licence asks for. Absent: no map; a member types the address.
   */
  tiles?: { url: string; origin: string; attribution: string };
  /**
   * GEOCODER_URL: a Nominatim-compatible service (<url>/search and <url>/reverse, format jsonv2),
   * asked by the server so a member's browser talks to this site only. Absent: no search by place
   * name and no address for a position; a member types the address.
   */
  geocoder?: { url: string; timeoutMs: number; userAgent: string };
}

function serviceUrl(raw: string, name: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got ${raw}`);
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:'))
    throw new Error(`${name} must be an https: URL${production ? ' in production' : ''}, got ${raw}`);
  return url;
}

export function loadMapConfig(env: NodeJS.ProcessEnv, production: boolean, publicUrl: string): MapConfig {
  const config: MapConfig = {};
  if (env.MAP_TILE_URL) {
    const template = env.MAP_TILE_URL;
    if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part)))
      throw new Error(`MAP_TILE_URL must name {z}, {x} and {y}, got ${template}`);
    // The origin only: the placeholders are not a valid host until Leaflet fills them in.
    const url = serviceUrl(template.replace(/\{[a-z]\}/g, '0'), 'MAP_TILE_URL', production);
    config.tiles = { url: template, origin: url.origin, attribution: env.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap contributors' };
  }
  if (env.GEOCODER_URL) {
    const url = serviceUrl(env.GEOCODER_URL, 'GEOCODER_URL', production);
    const timeoutMs = Number(env.GEOCODER_TIMEOUT_MS ?? 5_000);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
      throw new Error(`GEOCODER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got ${env.GEOCODER_TIMEOUT_MS}`);
    // Nominatim's usage policy asks every client to name itself.
    config.geocoder = { url: url.toString().replace(/\/$/, ''), timeoutMs, userAgent: `Meridian (${publicUrl})` };
  }
  return config;
}
