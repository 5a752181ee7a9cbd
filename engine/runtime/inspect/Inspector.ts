import type { Action, ScreenSpec } from '../dsl';
import type { Scope } from '../scope';

/** One data source of the shown screen, as the studio's inspector lists it. */
export interface InspectedSource {
  data: unknown;
  error: unknown;
  loading: boolean;
  active: boolean;
}

/** What happens to one action step, told as it happens. */
export interface ActionStep {
  /** Its `when` did not hold: it did not run. */
  skipped(): void;
  /** An api step's parameters as sent. */
  called(params: Record<string, unknown>): void;
  /** An api step's answer: its data, or the refusal. */
  answered(answer: { result?: unknown; error?: { code: number; msg: string } }): void;
  /**
   * The step is over (for a confirm or an api call, after the steps it ran): runActions' RunResult,
   * written out here so this file and ActionHost.ts do not import each other; or what it threw.
   */
  done(outcome: { completed: boolean; failed: boolean; error?: { code: number; msg: string } } | { thrown: unknown }): void;
}

/**
 * The studio preview's view into the engine (engine/app/previewInspector.ts). Only the preview
 * frame gives createEngine one; the member app has none, so each hook below is one optional call
 * that does nothing there.
 */
export interface Inspector {
  /** Before each action step, with the scope it sees. */
  step(action: Action, scope: Scope): ActionStep;
  /** The screen shown and its data sources, each time they change; the route's layer with them. */
  screen(spec: ScreenSpec, layer: Partial<Scope>, sources: Record<string, InspectedSource>): void;
  /** A form's values (password fields left out) as they change; undefined when it is gone. */
  form(id: string, values: Record<string, unknown> | undefined): void;
}
