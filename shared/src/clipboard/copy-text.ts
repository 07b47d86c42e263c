/**
 * Copies `text` to the clipboard; false when the browser refuses (no Clipboard API, no permission, the page
 * not focused, an insecure origin), so the caller can show the text for copying by hand.
 */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
