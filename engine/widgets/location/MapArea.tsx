import { lazy, Suspense, useState } from 'react';
import { useEngine } from '../../context/EngineContext';
import { useGlobalScope } from '../../screen/GlobalScope';
import { mapConf } from './mapConf';
import type { Point } from './readPoint';
import { useOnline } from './useOnline';

const LeafletMap = lazy(() => import('./LeafletMap'));

/**
 * The map of the configured tile server, or the note that stands in for it: without tiles, offline,
 * or once every tile of the first view failed. `notes` names the two notes' keys, since choosing a
 * place ("type the address") and viewing one ("the map is not available") say different things.
 */
export function MapArea({
  point,
  label,
  onPick,
  notes,
}: {
  point: Point | undefined;
  label: string;
  onPick?: (at: Point) => void;
  notes: { offline: string; noMap: string };
}) {
  const { t } = useEngine();
  const conf = mapConf(useGlobalScope().conf);
  const online = useOnline();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (conf.tiles === null || !online || tilesFailed)
    return <p className="mer-location-note">{t(conf.tiles !== null && !online ? notes.offline : notes.noMap)}</p>;
  return (
    <Suspense fallback={<div className="mer-location-map" aria-hidden="true" />}>
      <LeafletMap
        tiles={conf.tiles}
        attribution={conf.attribution}
        point={point}
        label={label}
        onPick={onPick}
        onUnavailable={() => setTilesFailed(true)}
      />
    </Suspense>
  );
}
