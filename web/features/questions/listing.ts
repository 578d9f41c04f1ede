// What the address of the questions listing asks for (spec §2.2 /{questions}): a trade
// (`?trade=slug`), the unanswered only (`?view=unanswered`) and a numbered page (`?page=n`), all
// plain links a crawler follows; and the variables of the queries that read them.
import { buildQueryString, type LinkParams } from '../../../shared/link.ts';
import { listingPageOf } from '../../lib/listing-page.ts';

// Twenty a page: the titles and a line each read quickly.
export const QUESTIONS_PAGE_SIZE = 20;
// The questions a professional may answer, ten a page: each carries its own answer form.
export const ANSWERABLE_PAGE_SIZE = 10;
// A person's own questions or answers: a day's allowance is five questions, so one screen. The
// questions page asks for the same 20 in its document (questionsMine), with ten answers each.
export const MINE_PAGE_SIZE = 20;

export type QuestionsView = 'newest' | 'unanswered';

export interface ListingAddress {
  readonly trade: string | null;
  readonly view: QuestionsView;
  // null: not a page of the listing (the server answers 404).
  readonly page: number | null;
}

export function listingAddressOf(search: URLSearchParams): ListingAddress {
  const trade = search.get('trade');
  return {
    trade: trade === null || trade === '' ? null : trade,
    view: search.get('view') === 'unanswered' ? 'unanswered' : 'newest',
    page: listingPageOf(search),
  };
}

// The query that keeps a trade and a view (a page adds itself, see Pagination).
export function filterParams(address: Pick<ListingAddress, 'trade' | 'view'>): LinkParams {
  return {
    ...(address.trade ? { trade: address.trade } : {}),
    ...(address.view === 'unanswered' ? { view: 'unanswered' } : {}),
  };
}

// The canonical address's query: the trade, view and page it shows ('' for the plain listing).
export function canonicalSearchOf(address: ListingAddress): string {
  const page = address.page ?? 1;
  return buildQueryString({ ...filterParams(address), ...(page > 1 ? { page: String(page) } : {}) });
}

export const listVariables = (brand: string, address: ListingAddress) => ({
  brand,
  professionSlug: address.trade,
  unanswered: address.view === 'unanswered',
  first: QUESTIONS_PAGE_SIZE,
  page: address.page ?? 1,
});

export const tradesVariables = (brand: string) => ({ brand });

export const answerableVariables = (page: number) => ({ first: ANSWERABLE_PAGE_SIZE, page });

export const MINE_VARIABLES = { first: MINE_PAGE_SIZE };
// The page size is written in questionsMine itself.
export const MY_QUESTIONS_VARIABLES = {};
