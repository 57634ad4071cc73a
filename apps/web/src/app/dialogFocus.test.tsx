import { render, waitFor } from '@testing-library/react';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstFieldOfDialogs } from './dialogFocus';

/** What antd does once a dialog has opened (after its motion, which jsdom never finishes). */
function antdFocusesTheDialog() {
  document.querySelector<HTMLElement>('.ant-modal[role="dialog"]')?.focus();
}

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

/** A form whose fields arrive after the dialog opened, as a form that loads its choices does. */
function LateForm() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Input aria-label="Late name" /> : <span>loading</span>;
}

describe('focusFirstFieldOfDialogs (issue 38, point 5)', () => {
  it('focuses the first field of any dialog as it opens', async () => {
    uninstall = focusFirstFieldOfDialogs();
    const view = render(
      <Modal open title="Name it">
        <Form>
          <Form.Item label="Name">
            <Input aria-label="Name" />
          </Form.Item>
          <Form.Item label="Note">
            <Input aria-label="Note" />
          </Form.Item>
        </Form>
      </Modal>,
    );
    antdFocusesTheDialog();
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Name')));
  });

  it('focuses a field that appears once the dialog has loaded it', async () => {
    uninstall = focusFirstFieldOfDialogs();
    const view = render(
      <Modal open title="Later">
        <LateForm />
      </Modal>,
    );
    antdFocusesTheDialog();
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Late name')));
  });
});
