// Renders one page on the server. The BFF calls this with an `execute` that runs GraphQL
// operations in-process on the gateway schema with the caller's session, so the page gets
// exactly the data a client call would.
import { renderToString } from 'react-dom/server';
import { CATALOGS } from '../locales/catalogs.ts';
import { PATHS } from '../locales/paths.ts';
import type { Brand } from '../shared/brands.ts';
import { createRouteMatcher, type RouteName } from '../shared/routes.ts';
import { App } from './app.tsx';
import { type PageAssets, renderDocument } from './document.ts';
import { GetUserDocument } from './generated/graphql.ts';
import type { Document } from './lib/graphql.ts';
import { createI18n } from './lib/i18n.ts';
import { type PageState, type SessionInfo, serialiseState } from './lib/state.ts';

export type { PageAssets } from './document.ts';

export interface ExecuteResult<TData> {
  readonly data?: TData | null;
  readonly errors?: readonly { readonly message: string }[];
}

export type Execute = <TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
) => Promise<ExecuteResult<TData>>;

export interface RenderInput {
  readonly brand: Brand;
  readonly pathname: string;
  // Read after the page's operations ran: one of them may have ended the session.
  readSession(): SessionInfo;
  readonly assets: PageAssets;
  readonly execute: Execute;
  // The response's Content-Security-Policy nonce, put on every <script> of the page.
  readonly nonce: string;
}

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  // The route of the table that was rendered (null: not found); its cache policy applies.
  readonly route: RouteName | null;
}

const matchers = new Map<Brand['id'], ReturnType<typeof createRouteMatcher>>();

export async function renderPage({
  brand,
  pathname,
  readSession,
  assets,
  execute,
  nonce,
}: RenderInput): Promise<RenderedPage> {
  let matcher = matchers.get(brand.id);
  if (!matcher) {
    matcher = createRouteMatcher(brand, PATHS[brand.locale]);
    matchers.set(brand.id, matcher);
  }
  const match = matcher.match(pathname);
  // §7.2 getUser is skipped when unauthenticated.
  const user = readSession().isAuthenticated ? ((await execute(GetUserDocument)).data?.me ?? null) : null;
  const messages = CATALOGS[brand.locale];
  const state: PageState = { brandId: brand.id, user, session: readSession(), messages };
  const appHtml = renderToString(
    <App brand={brand} i18n={createI18n(brand.locale, messages)} pathname={pathname} user={user} />,
  );
  return {
    status: match ? 200 : 404,
    html: renderDocument({ brand, appHtml, stateJson: serialiseState(state), assets, nonce }),
    route: match ? match.route.name : null,
  };
}
