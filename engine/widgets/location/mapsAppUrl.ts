/**
 * Where "Open in maps app" goes: Android hands a geo: URI to whichever maps app the member chose,
 * iPhones and iPads open Apple Maps from its https link, anything else the OpenStreetMap page of
 * the point (a desktop has no maps app to hand over to).
 */
export function mapsAppUrl(lat: number, lng: number, label: string, userAgent: string): string {
  const at = `${lat},${lng}`;
  const name = label.trim();
  if (/Android/i.test(userAgent)) return `geo:${at}?q=${at}${name ? `(${encodeURIComponent(name)})` : ''}`;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `https://maps.apple.com/?ll=${at}${name ? `&q=${encodeURIComponent(name)}` : ''}`;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
