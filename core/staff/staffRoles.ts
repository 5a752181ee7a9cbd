// The staff roles, read from the one list the catalogue declares (catalogue.schema.json's `staff`
// items, which every ops entry's roles must come from): `npm run validate` checks a screen's
// {"role": ...} against it, so a screen names only roles the server knows.
import catalogueSchema from '@schemas/api/catalogue.schema.json';

export const STAFF_ROLES: readonly string[] = catalogueSchema.definitions.endpoint.properties.staff.items.enum;
