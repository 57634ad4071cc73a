import { afterEach, describe, expect, it } from 'vitest';
import { isPaletteKey, keyBelongsToFocus } from './keyboardGuard';

function pressOn(element: HTMLElement, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  if (element !== document.body) document.body.append(element);
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: element });
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('one-key shortcuts leave keys to what has focus (issue 35)', () => {
  it('a field, an editor or a select search keeps every key', () => {
    expect(keyBelongsToFocus(pressOn(document.createElement('input'), 'j'))).toBe(true);
    expect(keyBelongsToFocus(pressOn(document.createElement('textarea'), 'c'))).toBe(true);
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editor.append(inside);
    expect(keyBelongsToFocus(pressOn(editor, 'e'))).toBe(true);
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    expect(keyBelongsToFocus(pressOn(combobox, 'a'))).toBe(true);
  });

  it('a button keeps Enter and Space, not letters', () => {
    const button = document.createElement('button');
    expect(keyBelongsToFocus(pressOn(button, 'Enter'))).toBe(true);
    expect(keyBelongsToFocus(pressOn(button, ' '))).toBe(true);
    expect(keyBelongsToFocus(pressOn(button, 'j'))).toBe(false);
    expect(keyBelongsToFocus(pressOn(document.body, 'Enter'))).toBe(false);
  });

  it('an open modal keeps every key; a closed one left in the page does not', () => {
    const wrap = document.createElement('div');
    wrap.className = 'ant-modal-wrap';
    document.body.append(wrap);
    expect(keyBelongsToFocus(pressOn(document.createElement('div'), 'c'))).toBe(true);
    wrap.style.display = 'none';
    expect(keyBelongsToFocus(pressOn(document.createElement('div'), 'c'))).toBe(false);
  });

  it('reads Ctrl-K and Cmd-K as the palette key, in either case', () => {
    expect(isPaletteKey(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))).toBe(true);
    expect(isPaletteKey(new KeyboardEvent('keydown', { key: 'K', metaKey: true }))).toBe(true);
    expect(isPaletteKey(new KeyboardEvent('keydown', { key: 'k' }))).toBe(false);
    expect(isPaletteKey(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
  });
});
