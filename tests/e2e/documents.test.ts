import { describe, expect, it } from 'vitest';
import { at, useEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { demo } from '@server/seed';
import { publishVersion, versionTexts } from '@server/documents/documents';
import { pinFacts } from '@server/documents/operator-facts';
import versions from '../../content/documents/versions.json';

// The versions a fresh install publishes: a release bumps them (docs/documents.md).
const { agreement, privacy } = versions;

/**
 * The legal documents in Chromium against the real server: the registration form's agreement link
 * shows the real text, and a new version requiring acceptance stops the next sign-in, or the next
 * opening of the app by a member still signed in, at the acceptance screen until it is accepted.
 */
describe('legal documents in Chromium', () => {
  const suite = appSuite();

  it('shows the user agreement with its version from the registration link', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await page.goto('/richtext?doc=agreement');
    await page.getByText('User Agreement').first().waitFor();
    await page.getByText(`Version ${agreement.version} · effective ${agreement.effective}`).waitFor();
    await page.getByRole('heading', { name: '1. Your account' }).waitFor();
    // The operator is named from the configured facts (demo values here, marked so), never a placeholder.
    await page
      .getByText(/Meridian Demo Operator Ltd \(demo\)/)
      .first()
      .waitFor();
    expect(await page.getByText(/\{\{|to be inserted/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  async function publishNew(key: string, version: number, effective: string) {
    const { db, clock } = suite.server.running.services;
    const texts = new Map((await versionTexts(db, key, version)).map((t) => [t.locale, { title: t.title, html: t.html }]));
    await db.tx((q) =>
      publishVersion(q, {
        kind: 'legal',
        key,
        requiresAcceptance: true,
        effective,
        source: 'staff',
        publishedBy: null,
        at: clock.now(),
        texts,
        operatorFacts: pinFacts(suite.server.running.services.config.operator),
      }),
    );
  }

  it('asks for a new privacy version at sign-in, then goes on once it is accepted', async () => {
    await publishNew('privacy', privacy.version, '2026-12-01');
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await signInByEmail(page, demo.email, demo.password);
    await page.waitForURL(at('/pages/public/accept'));
    await page.getByText('Privacy Policy').waitFor();
    await page.getByText(`You accepted version ${privacy.version} before`).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You have accepted every current document.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(at('/pages/index/mine', '/mine'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks a member still signed in for a new version when the app opens again', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await signInByEmail(page, demo.email, demo.password);
    await page.waitForURL(at('/pages/index/mine', '/mine'));

    await publishNew('agreement', agreement.version, '2026-12-02');
    await page.goto('/account');
    await page.waitForURL(at('/pages/public/accept'));
    await page.getByText('User Agreement').waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You have accepted every current document.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(at('/pages/index/mine', '/mine'));

    // Accepted: opening the app again goes where the member asked.
    const asked = page.waitForResponse((r) => r.url().includes('/api/member/documents'));
    await page.goto('/account');
    await asked;
    await page.waitForLoadState('networkidle');
    expect(at('/pages/index/account', '/account')(new URL(page.url()))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
