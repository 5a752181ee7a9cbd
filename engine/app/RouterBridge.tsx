import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useEngine } from '../context/EngineContext';

/**
 * Connects the mounted router to the engine: actions and session expiry navigate from outside
 * React through it, and each new page starts at the top like a page load would.
 */
export function RouterBridge() {
  const { routing } = useEngine();
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => routing.attach(navigate), [routing, navigate]);

  useEffect(() => {
    routing.update({ pathname: location.pathname, search: location.search }, action);
    if (action === 'PUSH') window.scrollTo(0, 0);
    // location.key: one report per navigation, also between two visits of the same path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routing, location.key]);

  return null;
}
