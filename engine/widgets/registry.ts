import type { WidgetName } from '../runtime/dsl';
import { Button } from './Button';
import { Card } from './Card';
import { Cell } from './Cell';
import { CellGroup } from './CellGroup';
import { Copy } from './Copy';
import { CountdownButton } from './CountdownButton';
import { Empty } from './Empty';
import { Form } from './FormWidget';
import { Image } from './Image';
import { KLineChart } from './KLineChart';
import { Link } from './Link';
import { List } from './List';
import { LiveQuote } from './LiveQuote';
import { OrderTicket } from './OrderTicket';
import { Pager } from './Pager';
import { PnL } from './PnL';
import { Quote } from './Quote';
import { RecentSearches } from './RecentSearches';
import { Row } from './Row';
import { SearchBar } from './SearchBar';
import { Stack } from './Stack';
import { TabBar } from './TabBar';
import { Tabs } from './Tabs';
import { Text } from './Text';
import type { Widget } from './WidgetProps';
import { lazyWidget } from './lazyWidget';
import './widgets.css';

/**
 * Widget name -> component, exactly the names of schemas/dsl/widgets.json: the generated
 * WidgetName type makes a missing or extra entry a compile error, and a test checks it too.
 */
export const widgetRegistry: Record<WidgetName, Widget> = {
  Stack,
  Row,
  Card,
  Text,
  Image,
  Button,
  Link,
  Tabs,
  Form,
  List,
  LiveQuote,
  Pager,
  Empty,
  CellGroup,
  Cell,
  SearchBar,
  Copy,
  CountdownButton,
  TabBar,
  Quote,
  PnL,
  OrderTicket,
  RecentSearches,
  // The chart's ECharts code is its own chunk, loaded inside the widget (the text alternative shows first).
  KLineChart,
  // Staff-only widgets: their own chunks.
  JsonEditor: lazyWidget(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor }))),
  TranslationTable: lazyWidget(() => import('./TranslationTable').then((m) => ({ default: m.TranslationTable }))),
  PhonePreview: lazyWidget(() => import('./PhonePreview').then((m) => ({ default: m.PhonePreview }))),
};
