/**
 * The JSON paths of the tester's assertions (issue 34): `$`, then `.name`, `['name']` or `[index]` steps, as in
 * `$.data.items[0].id`. Only steps into the value, no filters or wildcards: a path never runs anything, and each
 * one names a single value to compare.
 */
export type JsonPathStep = string | number;

const STEP = /^(?:\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

/** The steps of a path, or undefined when it is not one. */
export function parseJsonPath(path: string): JsonPathStep[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const steps: JsonPathStep[] = [];
  let rest = path.slice(1);
  while (rest.length > 0) {
    const match = STEP.exec(rest);
    if (!match) return undefined;
    const [whole, name, index, single, double] = match;
    if (name !== undefined) steps.push(name);
    else if (index !== undefined) steps.push(Number(index));
    else steps.push((single ?? double ?? '').replace(/\\(.)/g, '$1'));
    rest = rest.slice(whole.length);
  }
  return steps;
}

export function isJsonPath(path: string): boolean {
  return parseJsonPath(path) !== undefined;
}

/** The value a path names in a parsed document; `found` is false when a step leads nowhere. */
export function readJsonPath(document: unknown, path: string): { found: boolean; value: unknown } {
  const steps = parseJsonPath(path);
  if (!steps) return { found: false, value: undefined };
  let cursor: unknown = document;
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(cursor) || step >= cursor.length) return { found: false, value: undefined };
      cursor = cursor[step] as unknown;
    } else {
      if (typeof cursor !== 'object' || cursor === null || Array.isArray(cursor) || !Object.hasOwn(cursor, step)) {
        return { found: false, value: undefined };
      }
      cursor = (cursor as Record<string, unknown>)[step];
    }
  }
  return { found: true, value: cursor };
}
