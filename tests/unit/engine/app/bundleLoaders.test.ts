import { describe, expect, it } from 'vitest';
import { bundleLoaders } from '@engine/app/bundleLoaders';
import { catalogue } from '@engine/app/catalogue';
import { loadFormResources } from '@engine/forms/loadFormResources';

// Contract tests against the real bundle (screens/) and the real generated validators
// (engine/generated/forms, written by `npm run gen`).
const formIds = Object.keys(import.meta.glob('../../../../screens/forms/*.json')).map((p) =>
  p
    .split('/')
    .pop()!
    .replace(/\.json$/, ''),
);

describe('bundle loaders', () => {
  it('load the manifest screens and give undefined for unknown ids', async () => {
    expect(await bundleLoaders.screen('does-not-exist')).toBeUndefined();
    expect(await bundleLoaders.prompt('does-not-exist')).toBeUndefined();
    expect(await bundleLoaders.fragment('does-not-exist')).toBeUndefined();
    expect(await bundleLoaders.compiledForm('does-not-exist')).toBeUndefined();
    expect(await bundleLoaders.compiledForm('constructor')).toBeUndefined();
  });

  it('load fragments by id', async () => {
    expect((await bundleLoaders.fragment('staffHeader'))?.id).toBe('staffHeader');
  });

  it.each(formIds)('form %s loads with its precompiled validator', async (id) => {
    const resources = await loadFormResources(bundleLoaders, id);
    expect(resources.ok).toBe(true);
    if (!resources.ok) return;
    // An empty submission must fail validation without throwing, in every form with required
    // fields (a settings form of optional fields, opsContentEditFields, validates empty).
    const { errors } = resources.validator.validateFormData({}, resources.schema);
    const required = (resources.schema as { required?: string[] }).required ?? [];
    if (required.length > 0) expect(errors.length).toBeGreaterThan(0);
    else expect(errors).toEqual([]);
  });

  it('the catalogue keeps method, path, auth, liveness and the staff and multipart marks, nothing else', () => {
    expect(Object.keys(catalogue).length).toBeGreaterThan(50);
    expect(catalogue['member/login']).toEqual({ method: 'POST', path: 'member/login', auth: false, live: true });
    expect(catalogue['member/info']).toEqual({ method: 'GET', path: 'member/info', auth: true, live: true });
    expect(catalogue['market/trading_list']?.live).toBe(false);
    expect(catalogue['ops/kyc_decide']).toEqual({ method: 'POST', path: 'ops/kyc_decide', auth: false, live: true, staff: true });
    expect(catalogue['upload/image']).toEqual({ method: 'POST', path: 'upload/image', auth: true, live: true, multipart: true });
    for (const entry of Object.values(catalogue))
      expect(Object.keys(entry).filter((k) => !['auth', 'live', 'method', 'path', 'staff', 'multipart'].includes(k))).toEqual([]);
  });
});
