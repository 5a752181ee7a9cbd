import type { Engine } from '../context/Engine';
import type { Inspector } from '../runtime/inspect/Inspector';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '../runtime/scope';
import type { PreviewMessage } from '../studio/preview/previewProtocol';
import { previewSnapshot, type ShownScreen } from './previewSnapshot';
import { previewStep } from './previewStep';

export interface PreviewInspector extends Inspector {
  /** Starts reporting the engine's scopes (and their changes); returns the stop function. */
  attach(engine: Engine): () => void;
}

/**
 * The preview frame's inspector: tells the studio (the parent page) the shown screen's scopes
 * (previewSnapshot) and every action step with its resolved parameters, its answer, and for a step
 * its `when` skipped, why (previewStep). Only bootPreview makes one, so none of this is in the
 * app's code.
 */
export function previewInspector(send: (message: PreviewMessage) => void): PreviewInspector {
  let engine: Engine | undefined;
  let screen: ShownScreen | undefined;
  const forms = new Map<string, unknown>();
  let queued = false;

  const resolve = (value: unknown, scope: Scope) => resolveValue(value, scope, engine?.t ?? ((key) => key), engine?.formatters);

  // Changes come in bursts (a source loads, state is set, a form re-renders): one report per burst.
  function report(): void {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      send({ type: 'meridian-preview-scope', snapshot: previewSnapshot(engine?.globalScope() ?? {}, screen, forms, resolve) });
    }, 60);
  }

  return {
    step(action, scope) {
      const step = previewStep(action, scope, resolve, (entry) => send({ type: 'meridian-preview-action', entry }));
      // What a step changed (state, storage) shows in the scopes once it is over.
      return {
        ...step,
        done(outcome) {
          step.done(outcome);
          report();
        },
      };
    },
    screen(spec, layer, sources) {
      screen = { spec, layer, sources };
      report();
    },
    form(id, values) {
      if (values === undefined) forms.delete(id);
      else forms.set(id, values);
      report();
    },
    attach(attached) {
      engine = attached;
      const { state, storage, session, staff, conf, app } = attached.stores;
      const stops = [state, storage, session, staff, conf, app].map((store) => store.subscribe(report));
      report();
      return () => stops.forEach((stop) => stop());
    },
  };
}
