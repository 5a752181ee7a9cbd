import type { WidgetName } from '../runtime/dsl';
import { Button } from './Button';
import { Empty } from './Empty';
import { Form } from './FormWidget';
import { Image } from './Image';
import { Link } from './Link';
import { Row } from './Row';
import { Stack } from './Stack';
import { TabBar } from './TabBar';
import { Tabs } from './Tabs';
import { Text } from './Text';
import type { Widget } from '../kit/WidgetProps';
import { laterWidget, lazyOverlay, lazyWidget } from './lazyWidget';
import './widgets.css';

/**
 * Widget name -> component, exactly the names of schemas/dsl/widgets.json: the generated
 * WidgetName type makes a missing or extra entry a compile error, and a test checks it too.
 */
export const widgetRegistry: Record<WidgetName, Widget> = {
  Stack,
  Row,
  Text,
  Image,
  Button,
  Link,
  Tabs,
  Form,
  Empty,
  TabBar,
  // Member widgets the login screen does not show: one chunk (laterWidgets.ts), fetched after the
  // first paint, so the first download stays small (issue 23) and later screens rarely wait for it.
  Card: laterWidget('Card'),
  List: laterWidget('List'),
  LiveQuote: laterWidget('LiveQuote'),
  Pager: laterWidget('Pager'),
  CellGroup: laterWidget('CellGroup'),
  Cell: laterWidget('Cell'),
  SearchBar: laterWidget('SearchBar'),
  Copy: laterWidget('Copy'),
  CountdownButton: laterWidget('CountdownButton'),
  // The trading widgets are their own chunks: the login screen and the money screens do not carry
  // them (the first download was over its budget with them). The chart's ECharts code is a further
  // chunk, loaded inside the widget after its text alternative shows.
  Quote: lazyWidget(() => import('./Quote').then((m) => ({ default: m.Quote }))),
  PnL: lazyWidget(() => import('./PnL').then((m) => ({ default: m.PnL }))),
  OrderTicket: lazyWidget(() => import('./OrderTicket').then((m) => ({ default: m.OrderTicket }))),
  RecentSearches: lazyWidget(() => import('./RecentSearches').then((m) => ({ default: m.RecentSearches }))),
  KLineChart: lazyWidget(() => import('./KLineChart').then((m) => ({ default: m.KLineChart }))),
  MarketClosedNotice: lazyWidget(() => import('./MarketClosedNotice').then((m) => ({ default: m.MarketClosedNotice }))),
  NetValueChart: lazyWidget(() => import('./NetValueChart').then((m) => ({ default: m.NetValueChart }))),
  // DOMPurify comes with the first screen that shows rich text, not with the login screen.
  Dialog: lazyOverlay('open', () => import('./Dialog').then((m) => ({ default: m.Dialog }))),
  RichText: lazyWidget(() => import('./RichText').then((m) => ({ default: m.RichText }))),
  LocationPicker: lazyWidget(() => import('./LocationPicker').then((m) => ({ default: m.LocationPicker }))),
  LocationMap: lazyWidget(() => import('./LocationMap').then((m) => ({ default: m.LocationMap }))),
  // The support chat: the member's chat screen and the staff conversation only.
  Chat: lazyWidget(() => import('./Chat').then((m) => ({ default: m.Chat }))),
  // Staff-only widgets: their own chunks.
  JsonEditor: lazyWidget(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor }))),
  TranslationTable: lazyWidget(() => import('./TranslationTable').then((m) => ({ default: m.TranslationTable }))),
  PhonePreview: lazyWidget(() => import('./PhonePreview').then((m) => ({ default: m.PhonePreview }))),
  StudioPresence: lazyWidget(() => import('./StudioPresence').then((m) => ({ default: m.StudioPresence }))),
};
