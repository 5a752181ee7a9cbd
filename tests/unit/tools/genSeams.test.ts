import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMessageKeys, messageLeaves } from '@tools/gen/messageKeys';
import { generateWidgetProps } from '@tools/gen/widgetProps';

function tempJson(name: string, value: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-gen-')), name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('widget prop types', () => {
  it('writes an interface per widget (required props without ?) and the enum values as runtime lists', () => {
    const file = tempJson('widgets.json', {
      widgets: {
        Stack: { required: ['gap'], props: { gap: { enum: ['sm', 'md'] }, items: { type: 'array', items: { type: 'integer' } } } },
        Card: { props: { title: { type: 'string' }, any: {} } },
      },
    });
    const { path: out, content } = generateWidgetProps(file);
    expect(out).toBe('engine/generated/widgetProps.ts');
    expect(content).toContain('export interface StackProps {\n  gap: "sm" | "md";\n  items?: (number)[];\n}');
    expect(content).toContain('export interface CardProps {\n  title?: string;\n  any?: unknown;\n}');
    expect(content).toContain('Stack: {\n    gap: ["sm","md"],\n  },');
    expect(content).not.toMatch(/Card: \{\n {4}/);
  });

  it('refuses a prop type it cannot express rather than typing it loosely', () => {
    const file = tempJson('widgets.json', { widgets: { X: { props: { p: { type: 'bigint' } } } } });
    expect(() => generateWidgetProps(file)).toThrow(/unsupported prop type bigint/);
  });
});

describe('server message keys', () => {
  it('lists every string leaf by dotted key', () => {
    expect([...messageLeaves({ server: { ok: 'OK', bill: { deposit: 'Deposit' } } })]).toEqual([
      ['server.ok', 'OK'],
      ['server.bill.deposit', 'Deposit'],
    ]);
  });

  it('types each key and the placeholders its English text fills in', () => {
    const file = tempJson('server.json', { server: { ok: 'Success', wait: 'Wait {{seconds}}s for {{to}} ({{seconds}})' } });
    const { path: out, content } = generateMessageKeys(file);
    expect(out).toBe('server/generated/messageKeys.ts');
    expect(content).toContain('export type MessageKey =\n  | "server.ok"\n  | "server.wait";');
    expect(content).toContain('"server.ok": Record<string, never>;');
    expect(content).toContain('"server.wait": { seconds: string | number; to: string | number };');
  });
});
