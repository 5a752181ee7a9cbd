import type { FormSpec, ScreenSpec } from '../runtime/dsl';

// The operations screens and forms (ops*.json): their loaders are a chunk of their own, fetched
// the first time a staff screen or form opens, so a member's first download does not carry a
// lookup entry for every staff file.
export const staffPages = import.meta.glob<ScreenSpec>('../../screens/pages/ops*.json', { import: 'default' });
export const staffForms = import.meta.glob<FormSpec>('../../screens/forms/ops*.json', { import: 'default' });
