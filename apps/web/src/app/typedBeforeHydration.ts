import { type FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * Issue 17, ADR 0090: a prerendered form (/login) accepts typing before its script has arrived. What was typed
 * is read here just before hydration, by input id (antd names a field's input after the field), and handed
 * to the form once it is live, so nothing typed early is lost.
 */
let typed = new Map<string, string>();

/** Called by main.tsx right before hydrating a prerendered page. */
export function keepTypedBeforeHydration(root: HTMLElement): void {
  typed = new Map(
    [...root.querySelectorAll<HTMLInputElement>('input[id]')]
      .filter((input) => input.value !== '')
      .map((input) => [input.id, input.value]),
  );
}

/** Puts what was typed into the named fields before hydration into the form, once, after it has mounted. */
export function useTypedBeforeHydration<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
) {
  useEffect(() => {
    const values = Object.fromEntries(
      fields.flatMap((field) => {
        const value = typed.get(field);
        typed.delete(field);
        return value === undefined ? [] : [[field, value]];
      }),
    );
    if (Object.keys(values).length > 0) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, fields]);
}
