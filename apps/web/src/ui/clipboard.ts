/**
 * Spec point 5 "Copy-link action": answers whether the text reached the clipboard, so the caller shows
 * the success message or the "browser does not support automatic copying" warning.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
