import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../app/routeTable';
import { MENU_ENTRIES } from '../layouts/menuModel';
import { resources } from './resources.fixture';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations (issue 2 point 7)', () => {
  it('zh and en have the same namespaces and keys', () => {
    expect(Object.keys(resources.en)).toEqual(Object.keys(resources.zh));
    for (const namespace of Object.keys(resources.zh) as (keyof typeof resources.zh)[]) {
      expect(keysOf(resources.en[namespace]).sort(), namespace).toEqual(keysOf(resources.zh[namespace]).sort());
    }
  });

  it('no message is empty', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const [namespace, table] of Object.entries(resources[locale])) {
        const empty = keysOf(table).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });

  it('names every route and every menu entry', () => {
    for (const name of ROUTE_NAMES) expect(resources.en.nav.route, name).toHaveProperty(name);
    const menuKeys = MENU_ENTRIES.flatMap((entry) => [entry.key, ...(entry.children ?? []).map((leaf) => leaf.key)]);
    for (const key of menuKeys) expect(resources.zh.nav.menu, key).toHaveProperty(key);
  });
});
