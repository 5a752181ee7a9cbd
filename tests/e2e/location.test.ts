import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { at, formWith } from './support/app';
import { seriousViolations } from './support/axe';
import { geocoderStandIn, type GeocoderStandIn } from '../server/support/geocoder';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

// One grey pixel: Leaflet scales it to a 256 px tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A local tile server standing in for MAP_TILE_URL: any /{z}/{x}/{y}.png is the same tile. */
async function tileStandIn(): Promise<{ url: string; served: () => number; close(): Promise<void> }> {
  let served = 0;
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    served += 1;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Issue 26's location pickers in Chromium, against local stand-ins for the geocoder and the tile
 * server: search, the map, the device's position granted and refused, the typed address kept, the
 * offline fallback, and the maps-app link of /open-location.
 */
describe('location pickers in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let geocoder: GeocoderStandIn;
  let tiles: Awaited<ReturnType<typeof tileStandIn>>;
  let member: Trader;

  beforeAll(async () => {
    geocoder = await geocoderStandIn();
    tiles = await tileStandIn();
    server = await startAppServer({ MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.png`, GEOCODER_URL: geocoder.url });
    browser = await launchBrowser();
    member = (await traders(server.running.services, 1, 10_000, 'asset'))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await geocoder?.close();
    await tiles?.close();
  });

  async function open(options: BrowserContextOptions = {}, theme: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      ...options,
    });
    await context.addInitScript((t) => {
      localStorage.setItem('meridian.locale', JSON.stringify('en'));
      localStorage.setItem('meridian.theme', JSON.stringify(t));
    }, theme);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    return { page, errors };
  }

  async function signedIn(options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
    const opened = await open(options);
    await signInByEmail(opened.page, member.email, TRADER_PASSWORD);
    await opened.page.waitForURL('**/mine');
    return opened;
  }

  const address = (page: Page) => page.getByLabel('Address', { exact: true });

  it('searches a place, shows it on the map from the tile server, keeps the typed address and finds it again', async () => {
    const { page, errors } = await signedIn();
    await page.goto('/choose-location');
    // The map draws tiles from the configured server, through the CSP.
    await page.locator('.mer-location-map .leaflet-tile-loaded').first().waitFor();
    expect(tiles.served()).toBeGreaterThan(0);

    await page.getByLabel('Search for a place').fill('seoul');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Places found' }).getByRole('button');
    await expect
      .poll(() => results.allTextContents())
      .toEqual([
        'Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul, 04524, South Korea',
        'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul, South Korea',
      ]);
    await results.nth(1).click();
    await expect.poll(() => address(page).inputValue()).toBe('Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul, South Korea');
    await page.getByText('Latitude 37.554679, longitude 126.970607').waitFor();
    // The pin is on the map at the place; the picker with its map and results passes axe.
    await page.locator('.mer-location-map path.leaflet-interactive').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The member's own words are what is kept.
    await address(page).fill('Seoul Station, west exit, 405 Hangang-daero, Seoul');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/choose-location'));
    // Back to the picker inside the app (the choice lives in the app's state, not on the server).
    await page.evaluate(() => {
      history.pushState(null, '', '/choose-location');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => address(page).inputValue()).toBe('Seoul Station, west exit, 405 Hangang-daero, Seoul');
    await page.getByText('Latitude 37.554679, longitude 126.970607').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("fills the address at the device's position when the member allows it", async () => {
    const { page, errors } = await signedIn({ permissions: ['geolocation'], geolocation: { latitude: 51.5079, longitude: -0.0877 } });
    await page.goto('/choose-location');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => address(page).inputValue()).toBe('London Bridge, London, SE1 9RA, United Kingdom');
    await page.getByText('Latitude 51.507900, longitude -0.087700').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says what to do when the position is refused, and the typed address still goes through', async () => {
    const { page } = await signedIn();
    await page.goto('/choose-location');
    await page.context().clearPermissions();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.getByText('Location access was refused. Search for the place or type the address instead.').waitFor();
    const confirm = page.getByRole('button', { name: 'Use this address' });
    expect(await confirm.isDisabled()).toBe(true);
    await address(page).fill('1 Main Street, Springfield');
    expect(await confirm.isDisabled()).toBe(false);
    // Offline, the map gives way to a note; the address field stays.
    await page.context().setOffline(true);
    await page.getByText('You are offline, and the map needs a connection. You can still type the address.').waitFor();
    expect(await page.locator('.mer-location-map').count()).toBe(0);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('opens a location with its map and hands it to the maps app', async () => {
    const query = '/open-location?lat=51.5078788&lng=-0.0877321&label=London%20Bridge';
    const desktop = await open({}, 'dark');
    await desktop.page.goto(query);
    await desktop.page.getByText('Latitude 51.507879, longitude -0.087732').waitFor();
    await desktop.page.locator('.mer-location-map .leaflet-tile-loaded').first().waitFor();
    // The map screen in the dark theme, with the map drawn (the axe suite sees it without tiles).
    expect(await seriousViolations(desktop.page)).toEqual([]);
    const link = desktop.page.getByRole('link', { name: 'Open in maps app' });
    expect(await link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=51.5078788&mlon=-0.0877321#map=17/51.5078788/-0.0877321',
    );
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();

    const phone = await open({ userAgent: ANDROID_UA });
    await phone.page.goto(query);
    expect(await phone.page.getByRole('link', { name: 'Open in maps app' }).getAttribute('href')).toBe(
      'geo:51.5078788,-0.0877321?q=51.5078788,-0.0877321(London%20Bridge)',
    );
    await phone.page.context().close();
  });

  it('gives a bank card its branch from the map picker, keeping what was typed, and shows it on the map from the card list', async () => {
    const { page, errors } = await signedIn();
    await page.goto('/pages/wallet-manage/wallet-manage');
    await page.getByRole('button', { name: 'Add a bank card' }).click();
    await page.waitForURL(at('/pages/bind-card/bind-card'));
    const card = formWith(page, 'Account number');
    await card.getByText('Shinhan Bank', { exact: true }).click();
    await card.getByPlaceholder('Account number').fill('110-123-456789');
    await card.getByPlaceholder('Your name as verified').fill('Bench 0');
    await card.getByPlaceholder('e.g. GB82WEST12345698765432').fill('GB82WEST12345698765432');
    await card.getByRole('button', { name: 'Choose on the map' }).click();

    await page.waitForURL(at('/choose-location'));
    await page.getByLabel('Search for a place').fill('seoul');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('region', { name: 'Places found' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Use this address' }).click();

    // Back on the form: the branch is filled in and pinned, and nothing typed before was lost.
    await page.waitForURL(at('/pages/bind-card/bind-card'));
    const branch = card.getByLabel('Branch address (optional)');
    await expect.poll(() => branch.inputValue()).toBe('Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul, 04524, South Korea');
    await card.getByText('Pinned on the map').waitFor();
    expect(await card.getByPlaceholder('Account number').inputValue()).toBe('110-123-456789');
    expect(await card.getByPlaceholder('Your name as verified').inputValue()).toBe('Bench 0');
    expect(await seriousViolations(page)).toEqual([]);
    await branch.fill('Shinhan Bank, Seoul City Hall branch, 110 Sejong-daero');
    await card.getByPlaceholder('6-digit payment password').fill(PAY_PASSWORD);
    await card.getByRole('button', { name: 'Bind card' }).click();

    await page.waitForURL(at('/pages/wallet-manage/wallet-manage'));
    const shown = page.getByRole('button', { name: /Shinhan Bank, Seoul City Hall branch, 110 Sejong-daero/ });
    await shown.click();
    await page.waitForURL((url) => url.pathname === '/open-location');
    await page.getByText('Latitude 37.566295, longitude 126.977945').waitFor();
    await page.getByText('Shinhan Bank, Seoul City Hall branch, 110 Sejong-daero').waitFor();
    const { rows } = await server.running.services.db.query<{ branch_address: string; branch_lat: string }>(
      'SELECT branch_address, branch_lat::text AS branch_lat FROM bank_cards WHERE member_id = $1',
      [member.memberId],
    );
    expect(rows).toEqual([{ branch_address: 'Shinhan Bank, Seoul City Hall branch, 110 Sejong-daero', branch_lat: '37.5662952' }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lets a visitor add where they are to the contact form, without the members' place search", async () => {
    const { page, errors } = await open();
    await page.goto('/userCustomerService');
    const contact = formWith(page, 'Type an address or choose it on the map');
    await contact.getByRole('button', { name: 'Choose on the map' }).click();
    await page.waitForURL(at('/choose-location'));
    await page.locator('.mer-location-map .leaflet-tile-loaded').first().waitFor();
    expect(await page.getByLabel('Search for a place').count()).toBe(0);
    await address(page).fill('Gate 3, Incheon Airport Terminal 1');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase().includes('customerservice'));
    await expect.poll(() => contact.getByLabel('Your location (optional)').inputValue()).toBe('Gate 3, Incheon Airport Terminal 1');
    await contact.getByLabel('Name').fill('Visitor Vee');
    await contact.getByLabel('Email').fill('vee@example.com');
    await contact.getByLabel('Message').fill('Where can I meet you?');
    await contact.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent. We will reply by email.').first().waitFor();
    const { rows } = await server.running.services.db.query<{ body: string }>(
      `SELECT m.body FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.contact_email = 'vee@example.com' ORDER BY m.id`,
    );
    expect(rows.map((r) => r.body)).toEqual(['Where can I meet you?', 'Gate 3, Incheon Airport Terminal 1']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
