import { useEffect, useState } from 'react';
import type { Engine } from '@engine/context/Engine';
import type { OverlayState } from '@engine/context/OverlayState';

export interface PreviewRoute {
  name: string;
  path: string;
  screen: string;
}

/** The data source the preview shows: sample data, or a test member by uid. */
export const FIXTURES = 'fixtures';

/**
 * What the preview needs from the server: the draft's routes and bundle (read again when
 * `revision` changes), the test members, the sample data, and a read-only session for the member
 * whose data is chosen.
 */
export function usePreviewData(engine: Engine, draft: number, revision: unknown, data: string) {
  const { t, api } = engine;
  const [routes, setRoutes] = useState<PreviewRoute[]>([]);
  const [members, setMembers] = useState<{ uid: string; nickname: string }[]>([]);
  const [state, setState] = useState<OverlayState | undefined>(undefined);
  const [fixtures, setFixtures] = useState<Record<string, unknown> | undefined>(undefined);
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    void api.call('ops/studio/vocabulary', { draft }, { toast: false }).then(
      (v) => setRoutes((v as { routes: PreviewRoute[] }).routes),
      () => setProblem(t('ops.studio.preview.failed')),
    );
    void api.call('ops/studio/test_members', {}, { toast: false }).then(
      (v) => setMembers((v as { list: { uid: string; nickname: string }[] }).list),
      () => {},
    );
    void api.call('ops/studio/fixtures', {}, { toast: false }).then(
      (v) => setFixtures((v as { fixtures: Record<string, unknown> }).fixtures),
      () => {},
    );
  }, [api, draft, t]);

  useEffect(() => {
    void api.call('ops/studio/draft_bundle', { draft }, { toast: false }).then(
      (v) => setState(v as OverlayState),
      () => setProblem(t('ops.studio.preview.failed')),
    );
  }, [api, draft, revision, t]);

  useEffect(() => {
    if (data === FIXTURES || tokens[data]) return;
    void api.call('ops/studio/preview_session', { uid: data }, { toast: false }).then(
      (v) => setTokens((all) => ({ ...all, [data]: (v as { token: string }).token })),
      () => setProblem(t('ops.studio.preview.memberFailed')),
    );
  }, [api, data, tokens, t]);

  return { routes, members, state, fixtures, tokens, problem };
}
