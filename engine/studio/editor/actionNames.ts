import { expandSchema } from './expandSchema';
import { isJsonObject } from '@core/json/isJsonObject';

export interface ActionNames {
  /** The member that names the action: "type" in this DSL. */
  key: string;
  names: string[];
}

const DISCRIMINATORS = ['type', 'action'];

/**
 * The action names the schemas allow, read from the action schema itself so a new action needs no
 * change here: the schema file whose oneOf/anyOf branches each fix a "type" (or "action") const.
 */
export function actionNames(schemas: Record<string, object>): ActionNames | null {
  for (const [file, root] of Object.entries(schemas)) {
    if (!isJsonObject(root) || !(Array.isArray(root.oneOf) || Array.isArray(root.anyOf))) continue;
    const branches = expandSchema(schemas, { file, path: '', schema: root }).filter((b) => b.path !== '');
    for (const key of DISCRIMINATORS) {
      const names = branches.map((b) => {
        const properties = isJsonObject(b.schema.properties) ? b.schema.properties : {};
        const member = properties[key];
        return isJsonObject(member) && typeof member.const === 'string' ? member.const : null;
      });
      if (names.length > 0 && names.every((n) => n !== null)) return { key, names: names as string[] };
    }
  }
  return null;
}
