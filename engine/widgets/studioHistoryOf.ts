import type { Engine } from '../context/Engine';
import { createStudioHistory, type StudioHistory } from '../studio/history/createStudioHistory';
import type { EditTarget } from '../studio/history/editTarget';
import { applyTextEdit } from '../studio/texts/applyTextEdit';

// One history per engine (an app, a test), made when a studio widget first asks for it: the studio's
// pages come and go, the history of a change stays while the app is open.
const histories = new WeakMap<Engine, StudioHistory>();

/** Puts a text back into what is being edited at a place no widget on screen shows. */
function applyAway(engine: Engine, target: EditTarget, text: string, loaded: string | null | undefined): void {
  const state = engine.stores.state;
  if (target.kind === 'text') {
    state.setIn(target.stateKey, applyTextEdit(state.get()[target.stateKey], { key: target.key, locale: target.locale, text }, loaded));
    return;
  }
  // The JSON editor finds this unsaved text again when it opens the file (while the file loads as
  // `loaded`); text equal to the loaded file is nothing unsaved.
  if (loaded === undefined || loaded === null) return;
  const kept = state.get()[target.unsavedKey];
  const { [target.document]: _dropped, ...others } = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  state.setIn(target.unsavedKey, text === loaded ? others : { ...others, [target.document]: { base: loaded, text } });
}

export function studioHistoryOf(engine: Engine): StudioHistory {
  let history = histories.get(engine);
  if (!history) {
    history = createStudioHistory((target, text, loaded) => applyAway(engine, target, text, loaded));
    histories.set(engine, history);
  }
  return history;
}
