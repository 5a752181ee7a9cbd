import { render } from '@testing-library/react';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { buildRoutes } from '@engine/app/buildRoutes';
import { bundleLoaders } from '@engine/app/bundleLoaders';
import { catalogue } from '@engine/app/catalogue';
import { createEngine } from '@engine/app/createEngine';
import { fixtureFetch, type Fixture } from '@engine/app/fixtureFetch';
import { bundledLocaleFiles } from '@engine/i18n/localeLoaders';
import type { Manifest } from '@engine/runtime/dsl';
import { TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { fakeFeedback } from './testEngine';
import { widgetRegistry } from '@engine/widgets/registry';

export const appManifest = manifestJson as Manifest;

/** A verified member with a payment password, as member/info answers for the screens' guards. */
export const signedInMember = { nickname: 'Minji', realname_status: 'passed', pay_password_set: true };

/**
 * The real app (manifest, screens, forms, texts, routes, catalogue) signed in as `signedInMember`,
 * opened at `path`, its server answering from fixtures (checked against the catalogue by the stories'
 * fixture tests) and recording every call. `state` presets screen state (a tab), `locale` the language.
 */
export async function openAppScreen(
  path: string,
  fixtures: Record<string, Fixture>,
  options: { state?: Record<string, unknown>; locale?: string } = {},
) {
  const calls: { path: string; url: string; body: unknown }[] = [];
  const answer = fixtureFetch(appManifest, { 'member/info': signedInMember, ...fixtures });
  const feedback = fakeFeedback();
  const engine = await createEngine({
    manifest: appManifest,
    catalogue,
    bundle: bundleLoaders,
    locales: bundledLocaleFiles(),
    routes: buildRoutes(appManifest),
    widgets: widgetRegistry,
    backend: memoryBackend({
      [TOKEN_KEY]: '"tok"',
      [USER_KEY]: JSON.stringify(signedInMember),
      'meridian.locale': JSON.stringify(options.locale ?? 'en'),
    }),
    fetch: async (url: string, init: RequestInit) => {
      const relative = url.replace(/^\/api\//, '');
      calls.push({
        path: relative.split('?')[0]!,
        url: relative,
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      return answer(url, init);
    },
    feedback,
    router: { type: 'memory', initialEntries: [path] },
  });
  for (const [key, value] of Object.entries(options.state ?? {})) engine.stores.state.setIn(key, value);
  render(<App engine={engine} />);
  return { engine, feedback, calls, called: (endpoint: string) => calls.filter((c) => c.path === endpoint).length };
}
