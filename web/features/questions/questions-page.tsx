// Visitor/Questions (spec §2.2 /{questions}): the published questions the brand's site shows,
// newest first — all, or the unanswered ones (tabs), of every trade or one (a list of links) —
// twenty a numbered page, every view a plain address a crawler follows (decision 075).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { LinkList } from '../../components/ui/link-list.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList } from '../../lib/structured-data.ts';
import { QuestionsListDocument, QuestionsTradesDocument } from './generated/documents.ts';
import {
  canonicalSearchOf,
  filterParams,
  type ListingAddress,
  listVariables,
  QUESTIONS_PAGE_SIZE,
  tradesVariables,
} from './listing.ts';
import { QuestionCard } from './question-card.tsx';

function useListingTitle(address: ListingAddress, tradeName: string | null): string {
  const { i18n } = useLingui();
  const base = tradeName
    ? i18n._({ id: 'questions.title-trade', message: 'Questions about {trade}', values: { trade: tradeName } })
    : i18n._({ id: 'questions.title', message: 'Questions and answers' });
  const page = address.page ?? 1;
  return page > 1
    ? i18n._({ id: 'questions.title-page', message: '{title} – page {page}', values: { title: base, page } })
    : base;
}

export function QuestionsPage({ address }: { address: ListingAddress }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const trades = useQuery(QuestionsTradesDocument, tradesVariables(router.brand.id));
  const list = useQuery(QuestionsListDocument, listVariables(router.brand.id, address));
  const tradeName = trades.data?.professions.find((trade) => trade.slug === address.trade)?.name ?? null;
  const title = useListingTitle(address, tradeName);
  const page = address.page ?? 1;
  const crumbs = [
    { name: router.brand.productName, path: '/' },
    { name: i18n._({ id: 'questions.title', message: 'Questions and answers' }), path: router.href('questions') },
  ];
  const search = canonicalSearchOf(address);
  return (
    <div className="narrow">
      <PageHeading
        title={title}
        lead={i18n._({
          id: 'questions.lead',
          message: 'Home owners ask, tradespeople answer. Read what others asked, or ask your own question.',
        })}
        structuredData={[breadcrumbList(crumbs)]}
        {...(search ? { canonicalSearch: search } : {})}
      >
        <p>
          <Link to="askAQuestion" className="button" data-testid="questions-ask">
            {i18n._({ id: 'questions.ask-link', message: 'Ask a question' })}
          </Link>
        </p>
      </PageHeading>
      <Tabs label={i18n._({ id: 'questions.views', message: 'Which questions' })} current={address.view}>
        <Link to="questions" params={filterParams({ ...address, view: 'newest' })} current={address.view === 'newest'}>
          {i18n._({ id: 'questions.view.newest', message: 'Newest' })}
        </Link>
        <Link
          to="questions"
          params={filterParams({ ...address, view: 'unanswered' })}
          current={address.view === 'unanswered'}
          data-testid="questions-unanswered"
        >
          {i18n._({ id: 'questions.view.unanswered', message: 'Unanswered' })}
        </Link>
      </Tabs>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ questions }) =>
          questions.edges.length === 0 ? (
            <EmptyState icon="file-text" title={i18n._({ id: 'questions.none', message: 'No questions here yet' })} />
          ) : (
            <>
              <ul className="list" data-testid="questions-list">
                {questions.edges.map(({ node }) => (
                  <QuestionCard key={node.id} question={node} testId="question-card" />
                ))}
              </ul>
              <Pagination
                label={i18n._({ id: 'questions.pages', message: 'Pages of questions' })}
                to="questions"
                params={filterParams(address)}
                current={page}
                last={Math.max(1, Math.ceil(questions.totalCount / QUESTIONS_PAGE_SIZE))}
                previous={i18n._({ id: 'questions.newer', message: 'Newer questions' })}
                next={i18n._({ id: 'questions.older', message: 'Older questions' })}
              />
            </>
          )
        }
      </QueryState>
      <nav aria-labelledby="questions-trades-heading" data-testid="questions-trades">
        <h2 id="questions-trades-heading">{i18n._({ id: 'questions.by-trade', message: 'Questions by trade' })}</h2>
        <LinkList
          items={[
            {
              key: '',
              link: (
                <Link
                  to="questions"
                  params={filterParams({ trade: null, view: address.view })}
                  current={!address.trade}
                >
                  {i18n._({ id: 'questions.all-trades', message: 'All trades' })}
                </Link>
              ),
            },
            ...(trades.data?.professions ?? []).map((trade) => ({
              key: trade.id,
              link: (
                <Link
                  to="questions"
                  params={filterParams({ trade: trade.slug, view: address.view })}
                  current={trade.slug === address.trade}
                >
                  {trade.name}
                </Link>
              ),
            })),
          ]}
        />
      </nav>
    </div>
  );
}
