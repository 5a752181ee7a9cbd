import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import { fakeFeedback } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

const manifest = manifestJson as Manifest;

describe('createPreviewEngine', () => {
  it('renders a one-off screen with fixtures, a member and state', async () => {
    const engine = await createPreviewEngine({
      manifest,
      locale: 'en',
      user: { nickname: 'Kim' },
      state: { tab: 'b' },
      feedback: fakeFeedback(),
      fixtures: { 'news/list': { list: [{ id: 1, title: 'Markets calm' }] }, 'common/conf': { app_version: '1.0.9' } },
      screen: {
        dslVersion: DSL_VERSION,
        id: 'storyScreen',
        title: 'routes.news',
        data: { news: { endpoint: 'news/list' } },
        body: [
          {
            widget: 'Text',
            props: {
              text: { $concat: [{ $bind: 'session.user.nickname' }, ' ', { $bind: 'state.tab' }, ' ', { $bind: 'conf.app_version' }] },
            },
          },
          {
            widget: 'List',
            props: { source: 'news', path: 'list' },
            children: [{ widget: 'Text', props: { text: { $bind: 'item.title' } } }],
          },
        ],
      },
    });
    render(<App engine={engine} />);
    expect(await screen.findByText('Kim b 1.0.9')).toBeTruthy();
    expect(await screen.findByText('Markets calm')).toBeTruthy();
    expect(engine.stores.session.get().token).toBe('preview-token');
  });

  it('gives a screen made for the preview (a widget story) the text areas the routes defer', async () => {
    const en = {
      ...((await import('@locales/en/invest.json')).default as { invest: { top: { risk: string } } }),
      ...((await import('@locales/en/trading.json')).default as { trade: { ticket: { market: string } } }),
    };
    const engine = await createPreviewEngine({
      manifest,
      locale: 'en',
      feedback: fakeFeedback(),
      screen: {
        dslVersion: DSL_VERSION,
        id: '__widget',
        title: 'routes.news',
        body: [
          { widget: 'Text', props: { text: { $t: 'invest.top.risk' } } },
          { widget: 'Text', props: { text: { $t: 'trade.ticket.market' } } },
        ],
      },
    });
    render(<App engine={engine} />);
    expect(await screen.findByText(en.invest.top.risk)).toBeTruthy();
    expect(screen.getByText(en.trade.ticket.market)).toBeTruthy();
  });

  it('answers a fixture envelope as a failure', async () => {
    const feedback = fakeFeedback();
    const engine = await createPreviewEngine({ manifest, feedback, fixtures: { 'member/login': { code: 2001, msg: 'Wrong password' } } });
    await expect(engine.api.call('member/login', {})).rejects.toMatchObject({ code: 2001 });
    expect(feedback.errorToast).toHaveBeenCalledWith('Wrong password');
  });
});
