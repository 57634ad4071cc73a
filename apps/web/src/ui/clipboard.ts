/**
 * Spec point 5 "Copy-link action": answers whether the text reached the clipboard, so the caller shows
 * the success message or the "browser does not support automatic copying" warning.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // The DOM's types say every page has a clipboard; a page outside a secure context (plain http) has none.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
