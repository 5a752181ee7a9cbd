import type { ComponentType, Key, ReactNode } from 'react';
import type { RunResult } from '../runtime/actions/ActionHost';
import type { NodeSpec } from '../runtime/dsl';
import type { Scope } from '../runtime/scope';
import type { WidgetPropsMap } from '../generated/widgetProps';

/**
 * The props a widget may read: the names schemas/dsl/widgets.json declares for it (so a misspelt or
 * undeclared prop is a compile error), each still `unknown` because bindings resolve at run time.
 */
export type ResolvedProps<N extends keyof WidgetPropsMap> = { readonly [K in keyof WidgetPropsMap[N]]?: unknown };

/** What every widget receives from the renderer; `N` names the widget in widgets.json (none: any widget). */
export interface WidgetProps<N extends keyof WidgetPropsMap | undefined = undefined> {
  /** The node's props, bindings already resolved against the current scope. */
  props: N extends keyof WidgetPropsMap ? ResolvedProps<N> : Record<string, unknown>;
  /** The node as written (a List needs its raw first child to render once per item). */
  node: NodeSpec;
  /** The node's children, rendered in the current scope. */
  children?: ReactNode;
  /** Runs the actions of one of the node's events; `layer` adds scope (e.g. form values). */
  emit(event: string, layer?: Partial<Scope>): Promise<RunResult>;
  /** Whether the node handles this event (a Cell without click shows no press feedback). */
  handles(event: string): boolean;
  /** Renders a node with extra scope, e.g. a List's row with `item`. */
  renderNode(node: NodeSpec, layer: Partial<Scope>, key: Key): ReactNode;
}

export type Widget = ComponentType<WidgetProps>;

/** A lazy widget: its chunk can be asked for before it renders (widgets/lazyWidget.tsx, screen/preloadWidgets.ts). */
export type Preloadable = Widget & { preload?: () => Promise<unknown> };
