import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's own script, evaluated in the page over the DevTools protocol as the browser extension
 * does (a script tag would be refused by the app's Content-Security-Policy, rightly).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  /** How many elements fail the rule. */
  nodes: number;
  /** The first failing element's selector and axe's summary of why, for the failure message. */
  example: string;
}

/**
 * The serious and critical WCAG 2.x A/AA (and 2.2 AA) violations axe finds on the page as it is now.
 * Best practices are left out: the bar is WCAG 2.2 AA.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.length,
        example: `${v.nodes[0]?.target.join(' ') ?? ''}: ${v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`,
      }));
  });
}
