import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileRequest, compileResponse } from '@server/http/request-validation';

// The dispatcher compiles an entry's validators on its first call (a fresh start answers sooner);
// every schema is still compiled here, so one ajv cannot compile fails the suite, not a member's call.
it("compiles every catalogue entry's request and response validator", () => {
  const failed: string[] = [];
  for (const e of loadCatalogue().endpoints) {
    try {
      compileRequest(e.request, e.method === 'GET');
      compileResponse(e.response);
    } catch (err) {
      failed.push(`${e.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  expect(failed).toEqual([]);
  expect(loadCatalogue().endpoints.length).toBeGreaterThan(200);
});
