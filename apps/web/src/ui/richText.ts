/** The text of rich text once its tags are stripped: empty means none was written (the server refuses it too). */
export function hasText(html: string): boolean {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim() !== '';
}
