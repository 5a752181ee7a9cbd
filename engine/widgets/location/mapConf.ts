/** The location pickers' part of common/conf (server/map-config.ts and server/common/handlers.ts publish it). */
export interface MapConf {
  tiles: string | null;
  attribution: string;
  search: boolean;
}

export function mapConf(conf: unknown): MapConf {
  const map = (conf as { map?: Partial<MapConf> } | null | undefined)?.map;
  return {
    tiles: typeof map?.tiles === 'string' && map.tiles !== '' ? map.tiles : null,
    attribution: typeof map?.attribution === 'string' ? map.attribution : '',
    search: map?.search === true,
  };
}
