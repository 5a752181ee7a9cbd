import { describe, expect, it } from 'vitest';
import { collectListSources } from '@engine/runtime/collectListSources';
import type { NodeSpec } from '@engine/runtime/dsl';

describe('collectListSources', () => {
  it('finds List sources at any depth', () => {
    const nodes: NodeSpec[] = [
      {
        widget: 'Stack',
        children: [{ widget: 'List', props: { source: 'bills', path: 'list' }, children: [{ widget: 'Cell', props: { title: 'x' } }] }],
      },
      { widget: 'List', props: { source: 'news', path: '' } },
      { widget: 'List', props: { source: { $bind: 'state.x' }, path: '' } },
      { widget: 'Text', props: { text: 'source' } },
    ];
    expect([...collectListSources(nodes)]).toEqual(['bills', 'news']);
  });
  it('handles no nodes', () => {
    expect(collectListSources(undefined).size).toBe(0);
  });
});
