import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import { staffEditor, studioConflictNone, studioDraftApproved, studioDraftBlocked, studioDraftDiff } from '@stories/support/fixturesStudio';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;

async function open(draft: unknown) {
  const fixtures = {
    'ops/me': staffEditor,
    'ops/studio/draft': draft,
    'ops/studio/draft_diff': studioDraftDiff,
    'ops/studio/draft_conflict': studioConflictNone,
  };
  const engine = await createPreviewEngine({
    manifest,
    path: '/ops/studio/draft?id=14',
    locale: 'en',
    feedback: fakeFeedback(),
    staff: staffEditor,
    fixtures,
  });
  render(<App engine={engine} />);
}

// The hand-off (issue 24): Publish is the primary button only once it can act; before that it
// stays pressable (the gate then says what is missing) but reads as secondary.
describe('a studio change', () => {
  it('shows Publish as secondary while the change still needs a check or an approval', async () => {
    await open(studioDraftBlocked);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish.className).not.toContain('adm-button-primary');
    expect(publish.className).toContain('adm-button-fill-outline');
  });

  it('shows Publish as the primary button once the change can be published', async () => {
    await open(studioDraftApproved);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish.className).toContain('adm-button-primary');
    expect(publish.className).not.toContain('adm-button-fill-outline');
  });
});
