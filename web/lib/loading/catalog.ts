// The locale's compiled messages, fetched from the file the page names (PageState.catalog). The
// document preloads it alongside the scripts, and the browser keeps it for a year (a hashed file),
// so only the first page of a visit waits for it. A failed fetch resolves to null: the translation
// check reports it and reloads once (messages-check.ts), as for messages missing from the page.
import type { Messages } from '@lingui/core';

export async function loadCatalog(url: string | null, fetcher: typeof fetch = fetch): Promise<Messages | null> {
  if (!url) return null;
  try {
    const response = await fetcher(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const messages: unknown = await response.json();
    return typeof messages === 'object' && messages !== null ? (messages as Messages) : null;
  } catch {
    return null;
  }
}
