import type { Meta } from '@storybook/react-vite';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/RichText',
  parameters: widgetParameters('RichText'),
} satisfies Meta;

const article = [
  '<h2>How a limit order fills</h2>',
  '<p>A limit order buys at your price <strong>or better</strong>, only while the exchange is open.</p>',
  '<ul><li>Market orders fill at the quote of that moment.</li><li>Limit orders wait, up to 90 days (GTC).</li></ul>',
  '<table><thead><tr><th>Fee</th><th>Rate</th></tr></thead><tbody><tr><td>Trading</td><td>0.1%</td></tr></tbody></table>',
  '<p>Read the <a href="https://www.sec.gov/">SEC investor pages</a> or the <a href="/pages/public/richtext?doc=risk_etf">ETF risk disclosure</a>.</p>',
].join('');

export const Article = widgetStory([{ widget: 'RichText', props: { html: article } }]);

export const Sanitized = widgetStory([
  caption('Scripts, event attributes and javascript: links are removed before anything is shown'),
  {
    widget: 'RichText',
    props: {
      html: '<p onclick="alert(1)">Safe text <a href="javascript:alert(1)">bad link</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    },
  },
]);

export const Empty = widgetStory([{ widget: 'RichText', props: { html: '', emptyTitle: 'Nothing to show yet' } }]);
