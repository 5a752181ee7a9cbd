import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import type { Engine } from '@engine/context/Engine';
import { EngineContext } from '@engine/context/EngineContext';
import { EngineSWR } from '@engine/screen/EngineSWR';

function Reader({ id }: { id: string }) {
  const { data } = useSWR(['reader', id], () => Promise.resolve(`answer ${id}`));
  return <p>{data ?? 'loading'}</p>;
}

// SWR wraps each screen with data sources now, not the app (issue 23): leaving one such screen for
// another unmounts one EngineSWR and mounts the next in the same commit.
describe('EngineSWR', () => {
  it("keeps the engine's cache registered when one screen's SWR gives way to the next one's", async () => {
    const engine = { swrCache: new Map<string, unknown>() } as unknown as Engine;
    const tree = (id: string) => (
      <EngineContext.Provider value={engine}>
        <EngineSWR key={id}>
          <Reader id={id} />
        </EngineSWR>
      </EngineContext.Provider>
    );
    const { rerender } = render(tree('a'));
    expect(await screen.findByText('answer a')).toBeTruthy();
    rerender(tree('b'));
    expect(await screen.findByText('answer b')).toBeTruthy();
    // Both answers are in the engine's own cache (emptied when the session changes).
    expect([...engine.swrCache.keys()].filter((k) => k.includes('reader'))).toHaveLength(2);
  });
});
