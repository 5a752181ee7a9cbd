import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';
import { ApiError } from '../runtime/api/ApiError';
import { mapConf } from './location/mapConf';
import { readPoint, type Point } from './location/readPoint';
import { MapArea } from './location/MapArea';
import { coordinatesText } from './location/coordinatesText';
import './location/location.css';

interface Place {
  label: string;
  lat: number;
  lng: number;
}

/** What a state key holds after a choice: the address as the member confirmed it, and the pin if any. */
export interface ChosenLocation {
  address: string;
  lat?: number;
  lng?: number;
}

type Notice = { tone: 'info' | 'error'; text: string } | undefined;

/**
 * Chooses a location the way a phone's system picker does: the device's position (asked with the
 * browser's permission; a refusal says what to do instead), a search by place name through the
 * server's geocoder, a tap on the map of the configured tile server, and always an address field
 * the member can type into, which is what is kept. Without tiles, offline or with the tiles
 * failing, the map gives way to a note; without a geocoder, the search is not offered.
 */
export function LocationPicker({ props, emit }: WidgetProps<'LocationPicker'>) {
  const engine = useEngine();
  const scope = useGlobalScope();
  const t = engine.t;
  const stateKey = text(props.stateKey);
  const conf = mapConf(scope.conf);
  // The geocoder is for members (common/geocode needs a session); a visitor on the contact form
  // still has the position, the map and the address field.
  const canSearch = conf.search && scope.session?.loggedIn === true;
  const kept = scope.state?.[stateKey] as Partial<ChosenLocation> | undefined;
  const [address, setAddress] = useState(typeof kept?.address === 'string' ? kept.address : '');
  const [point, setPoint] = useState<Point | undefined>(readPoint(kept?.lat, kept?.lng));
  const [notice, setNotice] = useState<Notice>(undefined);
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<Place[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const failure = (error: unknown) => (error instanceof ApiError && error.msg ? error.msg : t('service.location.searchFailed'));

  // The address at the latest pin, when the geocoder can tell (asked as soon as common/conf says it
  // can, for a tap made before the configuration arrived); a typed address is never overwritten by
  // a failed lookup nor by a late one (typing after the pin wins), and a newer pin makes an older
  // answer moot.
  const [lookup, setLookup] = useState<Point | undefined>(undefined);
  const typedSincePin = useRef(false);
  useEffect(() => {
    if (!lookup || !canSearch) return undefined;
    let current = true;
    engine.api.call('common/geocode', { lat: lookup.lat, lng: lookup.lng }, { toast: false }).then(
      (found) => {
        const first = (found as { list: Place[] }).list[0];
        if (current && first && !typedSincePin.current) setAddress(first.label);
      },
      (error: unknown) => current && setNotice({ tone: 'error', text: failure(error) }),
    );
    return () => {
      current = false;
    };
    // failure only reads t, which changes with the language, not with the pin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, lookup, canSearch]);

  const pick = (at: Point) => {
    typedSincePin.current = false;
    setPoint(at);
    setNotice(undefined);
    setLookup(at);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setNotice({ tone: 'error', text: t('service.location.unavailable') });
      return;
    }
    setNotice({ tone: 'info', text: t('service.location.locating') });
    navigator.geolocation.getCurrentPosition(
      (position) => pick({ lat: Number(position.coords.latitude.toFixed(7)), lng: Number(position.coords.longitude.toFixed(7)) }),
      (error) =>
        setNotice({
          tone: 'error',
          text: t(error.code === error.PERMISSION_DENIED ? 'service.location.refused' : 'service.location.unavailable'),
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q.length < 2) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const found = (await engine.api.call('common/geocode', { q }, { toast: false })) as { list: Place[] };
      setPlaces(found.list);
    } catch (error) {
      setPlaces(undefined);
      setNotice({ tone: 'error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const choose = (place: Place) => {
    setPoint({ lat: place.lat, lng: place.lng });
    setAddress(place.label);
    setPlaces(undefined);
    setNotice(undefined);
  };

  const confirm = () => {
    const chosen: ChosenLocation = { address: address.trim(), ...(point ? { lat: point.lat, lng: point.lng } : {}) };
    engine.stores.state.setIn(stateKey, chosen);
    void emit('confirm');
  };

  const coordinates = point ? coordinatesText(engine, point) : undefined;

  return (
    <section className="mer-location">
      <Button block fill="outline" color="primary" onClick={locate}>
        {t('service.location.useMine')}
      </Button>
      {canSearch && (
        <form className="mer-location-search" role="search" onSubmit={(e) => void search(e)}>
          <label htmlFor={`${ids}-q`}>{t('service.location.search')}</label>
          <div className="mer-location-search-row">
            <input
              id={`${ids}-q`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={200}
              autoComplete="off"
            />
            <Button type="submit" color="primary" loading={busy} disabled={query.trim().length < 2}>
              {t('service.location.searchButton')}
            </Button>
          </div>
        </form>
      )}
      {places && (
        <section aria-label={t('service.location.results')}>
          {places.length === 0 ? (
            <p className="mer-location-note">{t('service.location.noResults')}</p>
          ) : (
            <ul className="mer-location-results">
              {places.map((place) => (
                <li key={`${place.lat},${place.lng},${place.label}`}>
                  <button type="button" onClick={() => choose(place)}>
                    {place.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className={`mer-location-note${notice?.tone === 'error' ? ' mer-location-error' : ''}`} role="status" aria-live="polite">
        {notice?.text ?? ''}
      </p>
      <MapArea
        point={point}
        label={t('service.location.mapLabel')}
        onPick={pick}
        notes={{ offline: 'service.location.offline', noMap: 'service.location.noMap' }}
      />
      {coordinates && <p className="mer-location-coords">{coordinates}</p>}
      <label className="mer-location-address" htmlFor={`${ids}-a`}>
        {t('service.location.address')}
      </label>
      <textarea
        id={`${ids}-a`}
        className="mer-location-address-input"
        value={address}
        rows={3}
        maxLength={300}
        placeholder={t('service.location.addressPlaceholder')}
        onChange={(e) => {
          typedSincePin.current = true;
          setAddress(e.target.value);
        }}
      />
      <Button block color="primary" disabled={address.trim() === ''} onClick={confirm}>
        {t('service.location.confirm')}
      </Button>
    </section>
  );
}
