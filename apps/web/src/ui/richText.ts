/** The text of rich text once its tags are stripped: empty means none was written (the server refuses it too). */
export function hasText(html: string): boolean {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent.trim() !== '';
}

/** A form rule: the rich text must say something, else `message` shows under the editor. */
export function richTextRequired(message: string) {
  return {
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && hasText(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
