import qrcode from 'qrcode-generator';

/**
 * The invitation link as a QR code, an SVG in a data URL: the app shows it as a plain image (the CSP
 * allows data: images), so no QR library ships to the browser and no script renders it.
 */
export function inviteQr(link: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(link);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
