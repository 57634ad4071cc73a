import { type FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * Issue 17, ADR 0090: a prerendered form (/login) accepts typing before its script has arrived. What was typed
 * is read here just before hydration, by input id (antd names a field's input after the field), and handed
 * to the form once it is live, so nothing typed early is lost.
 */
let typed = new Map<string, string>();
let stopKeeping: (() => void) | undefined;

/**
 * Called by main.tsx right before hydrating a prerendered page. React hydrates in slices while the person goes
 * on typing, and a field typed into after this snapshot but before React reached it was emptied to the form's
 * state (a loaded CI run lost the account so); what is typed until the form is live is kept as well.
 */
export function keepTypedBeforeHydration(root: HTMLElement): void {
  typed = new Map(
    [...root.querySelectorAll<HTMLInputElement>('input[id]')]
      .filter((input) => input.value !== '')
      .map((input) => [input.id, input.value]),
  );
  const keep = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.id !== '')
      typed.set(event.target.id, event.target.value);
  };
  root.addEventListener('input', keep, true);
  stopKeeping = () => root.removeEventListener('input', keep, true);
}

/** Puts what was typed into the named fields before hydration into the form, once, after it has mounted. */
export function useTypedBeforeHydration<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
) {
  useEffect(() => {
    stopKeeping?.();
    stopKeeping = undefined;
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
