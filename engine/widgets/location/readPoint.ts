export interface Point {
  lat: number;
  lng: number;
}

/** A position from bound values (route query strings or numbers); undefined unless both are in range. */
export function readPoint(lat: unknown, lng: unknown): Point | undefined {
  const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
  const a = toNumber(lat);
  const b = toNumber(lng);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return undefined;
  return { lat: a, lng: b };
}
