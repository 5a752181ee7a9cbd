// The engine's names for the DSL shapes. The shapes themselves are generated from schemas/dsl by
// `npm run gen` (core/generated/dsl.ts), so the engine cannot drift from the schemas; configs
// are edited at run time, so the code that walks them still treats every field as possibly absent.
import type {
  Action as GeneratedAction,
  AppManifest,
  AppManifestRoute,
  FormConfig,
  FormConfigField,
  Fragment,
  Node,
  Prompt,
  Screen,
  ScreenSource,
} from '@core/generated/dsl';

export type { Condition, Value, FormWidgetName, WidgetName } from '@core/generated/dsl';
export type Action = GeneratedAction;
export type ApiAction = Extract<Action, { type: 'api' }>;
export type NodeSpec = Node;
export type ScreenSpec = Screen;
export type DataSourceSpec = ScreenSource;
export type PromptSpec = Prompt;
export type FragmentSpec = Fragment;
export type FormSpec = FormConfig;
export type FormFieldSpec = FormConfigField;
export type FormRule = NonNullable<FormConfig['rules']>[number];
export type Manifest = AppManifest;
export type RouteSpec = AppManifestRoute;
export type TabIcon = AppManifest['tabBar']['items'][number]['icon'];
export type Theme = AppManifest['themes']['default'];
