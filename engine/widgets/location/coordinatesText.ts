import type { Engine } from '../../context/Engine';
import type { Point } from './readPoint';

/** "Latitude 37.566535, longitude 126.977969" in the member's language and number format (6 decimals: about 10 cm). */
export function coordinatesText(engine: Pick<Engine, 't' | 'formatters'>, point: Point): string {
  return engine.t('service.location.coordinates', {
    latitude: engine.formatters.number(String(point.lat), '6'),
    longitude: engine.formatters.number(String(point.lng), '6'),
  });
}
