import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBundle } from '@core/validate/validateBundle';
import type { Bundle } from '@core/validate/types';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { loadBundle, loadWidgetCatalog } from '@tools/validate/loadBundle';

// npm run validate on DSL 6's constructs, over the repository's own bundle broken in one place:
// a role the catalogue does not declare, a form bound from data the screen's source does not
// answer, an endpoint case that does not exist, a param no case takes.

const repo = path.resolve(import.meta.dirname, '../../../..');
const catalogue = loadCatalogue(path.join(repo, 'schemas/api'));
const widgets = loadWidgetCatalog(path.join(repo, 'schemas/dsl/widgets.json'));
const loaded = loadBundle(repo);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function errors(mutate: (b: Json) => void): string[] {
  const bundle = structuredClone(loaded.bundle) as Bundle;
  mutate(bundle);
  return validateBundle(bundle, catalogue, widgets).map((e) => `${e.file} ${e.pointer} ${e.message}`);
}

describe('validation of DSL 6 constructs', () => {
  it('passes the repository as written', () => {
    expect(loaded.problems).toEqual([]);
    expect(errors(() => {})).toEqual([]);
  });

  it("refuses a role condition naming a role the catalogue's staff roles do not list", () => {
    const found = errors((b) => {
      b.fragments.opsHomeWork.node.children[0].args.role = 'auditor';
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^screens\/fragments\/opsHomeWork\.json \/node\/children\/0\/args\/role unknown staff role auditor \(roles: admin, kyc_reviewer/,
      ),
    ]);
  });

  it("refuses a form bound from data that the screen's source does not answer, naming the form's place", () => {
    const found = errors((b) => {
      b.forms.subscribe.schema.properties.amount.minimum = { $bind: 'data.conf.min_amonut' };
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^screens\/pages\/subscribe\.json \/body\/0\/children\/4\/props\/form form subscribe \(\/schema\/properties\/amount\/minimum\): data\.conf\.min_amonut/,
    );
  });

  it('refuses a bound that is not a binding, by the form schema', () => {
    const found = errors((b) => {
      b.forms.subscribe.schema.properties.days.maximum = { $bind: 'data.conf.max_days', extra: 1 };
    });
    expect(found.some((e) => e.startsWith('screens/forms/subscribe.json /schema/properties/days/maximum'))).toBe(true);
  });

  it('refuses an endpoint case that does not exist, at the case', () => {
    const found = errors((b) => {
      b.screens.stockOrder.body[0].children[1].on.submit[2].then[0].endpoint.cases.sell = 'etf/sel';
    });
    expect(found).toEqual([
      'screens/pages/stockOrder.json /body/0/children/1/on/submit/2/then/0/endpoint/cases/sell unknown endpoint etf/sel',
    ]);
  });

  it('accepts a param one case takes (agree: buy only) and refuses one that no case takes', () => {
    const found = errors((b) => {
      b.screens.stockOrder.body[0].children[1].on.submit[2].then[0].params.side = { $bind: 'form.side' };
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^screens\/pages\/stockOrder\.json \/body\/0\/children\/1\/on\/submit\/2\/then\/0\/params\/side etf\/buy takes no parameter "side"/,
      ),
    ]);
  });
});
