// The state a server-rendered page hands to the client (web/lib/state.ts), read from its HTML.
import type { PageState } from '../../web/lib/state.ts';

// The text inside the embedded state element, up to the first end tag the HTML parser would see.
export function stateBlock(html: string): string {
  const start = html.indexOf('id="hearth-state"');
  const open = html.indexOf('>', start) + 1;
  return html.slice(open, html.toLowerCase().indexOf('</script', open));
}

export function pageState(html: string): PageState {
  return JSON.parse(stateBlock(html));
}
