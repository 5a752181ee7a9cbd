import { useEngine } from '../context/EngineContext';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';
import { coordinatesText } from './location/coordinatesText';
import { MapArea } from './location/MapArea';
import { mapsAppUrl } from './location/mapsAppUrl';
import { readPoint } from './location/readPoint';
import './location/location.css';

/**
 * Shows a location: its name, its coordinates in the member's number format, a map of the
 * configured tile server (a note instead without one, offline, or with the tiles failing), and a
 * link that hands the point to the device's maps app.
 */
export function LocationMap({ props }: WidgetProps<'LocationMap'>) {
  const engine = useEngine();
  const t = engine.t;
  const point = readPoint(props.lat, props.lng);
  const label = text(props.label).trim().slice(0, 300);

  if (!point) return <p className="mer-location-note">{t('service.location.missing')}</p>;
  const coordinates = coordinatesText(engine, point);
  return (
    <section className="mer-location">
      {label && <p className="mer-location-label">{label}</p>}
      <p className="mer-location-coords">{coordinates}</p>
      <MapArea
        point={point}
        label={label || coordinates}
        notes={{ offline: 'service.location.offlineView', noMap: 'service.location.noMapView' }}
      />
      <a
        className="mer-location-open adm-button adm-button-primary adm-button-block"
        href={mapsAppUrl(point.lat, point.lng, label, navigator.userAgent)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('service.location.openInMaps')}
      </a>
    </section>
  );
}
