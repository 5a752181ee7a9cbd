import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Point } from './readPoint';

export interface LeafletMapProps {
  /** The tile URL template and its credit (common/conf map). */
  tiles: string;
  attribution: string;
  point: Point | undefined;
  label: string;
  /** A tap on the map places the pin there (the picker); absent: the map only shows the point. */
  onPick?: (point: Point) => void;
  /** No tile could be drawn (offline, blocked, the tile server down): the caller falls back to text. */
  onUnavailable(): void;
}

// Where a map with no point yet opens: the whole world, zoomed out.
const WORLD: L.LatLngExpression = [20, 0];

/**
 * Leaflet (its own lazy chunk with its CSS) on the configured tile server. The pin is a vector
 * circle, not Leaflet's image marker, so no image is fetched from anywhere but the tile server.
 * Keyboard users get Leaflet's own panning and zoom keys; the picker's search and address field
 * are the keyboard's way to choose.
 */
export default function LeafletMap({ tiles, attribution, point, label, onPick, onUnavailable }: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const latest = useRef({ onPick, onUnavailable });
  useEffect(() => {
    latest.current = { onPick, onUnavailable };
  });

  useEffect(() => {
    if (!box.current) return undefined;
    const m = L.map(box.current, { center: point ? [point.lat, point.lng] : WORLD, zoom: point ? 16 : 2, attributionControl: true });
    let drawn = 0;
    let failed = 0;
    L.tileLayer(tiles, { attribution, maxZoom: 19 })
      .on('tileload', () => (drawn += 1))
      .on('tileerror', () => {
        failed += 1;
        // Every tile of the first view failed: there is no map to show.
        if (drawn === 0 && failed >= 4) latest.current.onUnavailable();
      })
      .addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) =>
      latest.current.onPick?.({ lat: Number(e.latlng.lat.toFixed(7)), lng: Number(e.latlng.lng.toFixed(7)) }),
    );
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is made once per tile source; the point moves the pin (below), not the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    pin.current?.remove();
    pin.current = null;
    if (!point) return;
    pin.current = L.circleMarker([point.lat, point.lng], { radius: 9, weight: 3, color: '#ffffff', fillColor: '#1f6feb', fillOpacity: 1 })
      .bindTooltip(label)
      .addTo(m);
    m.setView([point.lat, point.lng], Math.max(m.getZoom(), 15));
  }, [point, label]);

  return <div ref={box} className="mer-location-map" role="region" aria-label={label} />;
}
