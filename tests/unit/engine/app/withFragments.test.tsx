import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withFragments } from '@engine/app/withFragments';
import type { BundleLoaders } from '@engine/context/Engine';
import type { FragmentSpec, ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { routes } from '../screen/fixtures';
import { DSL_VERSION } from '@core/dsl/version';

const link: FragmentSpec = {
  dslVersion: DSL_VERSION,
  id: 'link',
  params: { text: { required: true }, to: { required: true } },
  node: { widget: 'Link', props: { text: { $arg: 'text' } }, on: { click: [{ type: 'navigate', to: { $arg: 'to' } }] } },
};
const header: FragmentSpec = {
  dslVersion: DSL_VERSION,
  id: 'header',
  params: { text: { required: true } },
  node: {
    widget: 'Row',
    children: [
      { widget: 'Text', props: { text: 'Signed in' } },
      { $use: 'link', args: { text: { $arg: 'text' }, to: 'done' } },
    ],
  },
};
const home: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'home',
  title: 'Home',
  body: [{ $use: 'header', args: { text: 'Go on' } } as never],
};
const done: ScreenSpec = { dslVersion: DSL_VERSION, id: 'done', title: 'Done', body: [{ widget: 'Text', props: { text: 'Arrived' } }] };

describe('withFragments', () => {
  it('loads a screen with its fragments (nested ones too) expanded', async () => {
    const asked: string[] = [];
    const loaders = withFragments({
      screen: async () => home,
      prompt: async () => undefined,
      form: async () => undefined,
      compiledForm: async () => undefined,
      fragment: async (id) => {
        asked.push(id);
        return ({ link, header } as Record<string, FragmentSpec>)[id];
      },
    } satisfies BundleLoaders);
    const loaded = await loaders.screen('home');
    expect(asked).toEqual(['header', 'link']);
    expect(loaded?.body[0]).toEqual({
      widget: 'Row',
      children: [
        { widget: 'Text', props: { text: 'Signed in' } },
        { widget: 'Link', props: { text: 'Go on' }, on: { click: [{ type: 'navigate', to: 'done' }] } },
      ],
    });
  });

  it('renders and runs a screen written with fragments like one written out', async () => {
    await renderApp({ screens: { home, done }, fragments: { link, header }, routes, path: '/home' });
    expect(await screen.findByText('Signed in')).toBeTruthy();
    fireEvent.click(screen.getByText('Go on'));
    expect(await screen.findByText('Arrived')).toBeTruthy();
  });

  it("uses the copies built into a screen, and the served fragment where the studio's bundle changed it", async () => {
    const asked: string[] = [];
    const changed: FragmentSpec = { ...link, node: { widget: 'Text', props: { text: { $arg: 'text' } } } };
    const built = { ...home, $fragments: { header, link } } as ScreenSpec;
    const loaders = (overridden: string[]) =>
      withFragments({
        screen: async () => built,
        prompt: async () => undefined,
        form: async () => undefined,
        compiledForm: async () => undefined,
        fragment: async (id) => {
          asked.push(id);
          return id === 'link' ? changed : header;
        },
        fragmentOverridden: (id) => overridden.includes(id),
      } satisfies BundleLoaders);
    const plain = await loaders([]).screen('home');
    // Nothing fetched, and the carried copies are not part of the screen.
    expect(asked).toEqual([]);
    expect(plain).not.toHaveProperty('$fragments');
    expect((plain?.body[0] as { children: unknown[] }).children[1]).toMatchObject({ widget: 'Link' });
    const republished = await loaders(['link']).screen('home');
    expect(asked).toEqual(['link']);
    expect((republished?.body[0] as { children: unknown[] }).children[1]).toEqual({ widget: 'Text', props: { text: 'Go on' } });
  });
});
