// ServicePro/RequestReviews (spec §2.7 profile reviews/request-reviews): the professional asks past
// customers for a review — each gets an email with a link of their own — within the limits of
// decisions 009 and 049, said in words; and sees whom they asked and who has reviewed since. Each
// name and address is checked next to its field, on the page first; a refused list stays as typed.
import { useLingui } from '@lingui/react';
import { type FormEvent, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ReviewsRequestAllowanceFragment } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import {
  ReviewsRequestAllowanceDocument,
  ReviewsRequestReviewsDocument,
  ReviewsReviewRequestsDocument,
} from './generated/documents.ts';
import { type CustomerField, useRequestReviewsMessages } from './request-reviews-messages.ts';

export const REVIEW_REQUESTS_VARIABLES = { first: 20 };

interface Row {
  readonly key: number;
  readonly name: string;
  readonly email: string;
}

type RowErrors = Partial<Record<CustomerField, string>>;

const SERVER_FIELD = /^customers\.(\d+)\.(name|email)$/;

export function RequestReviewsPage() {
  const { i18n } = useLingui();
  const allowance = useQuery(ReviewsRequestAllowanceDocument);
  return (
    <div className="consumer-page">
      <p className="consumer-back">
        <Link to="proReviews">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'reviews.request.back', message: 'Your reviews' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'reviews.request.title', message: 'Ask for reviews' })}
        lead={i18n._({
          id: 'reviews.request.lead',
          message:
            'Reviews from customers you worked for help new customers choose you. We email each one a link to review you.',
        })}
      />
      <QueryState data={allowance.data} error={allowance.error} onRetry={() => void allowance.mutate()}>
        {(data) => <RequestForm allowance={data.myReviewRequestAllowance} />}
      </QueryState>
      <AskedCustomers />
    </div>
  );
}

function RequestForm({ allowance }: { allowance: ReviewsRequestAllowanceFragment }) {
  const { i18n } = useLingui();
  const messages = useRequestReviewsMessages();
  const errorMessage = useErrorMessage();
  const send = useMutation(ReviewsRequestReviewsDocument, {
    revalidate: ['reviewsRequestAllowance', 'reviewsReviewRequests'],
  });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: '', email: '' }]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const newRow = (): Row => ({ key: nextKey.current++, name: '', email: '' });
  const change = (key: number, field: CustomerField, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const refuse = (found: Record<number, RowErrors>, message: string | null = null) => {
    setErrors(found);
    setFailure(message);
    focusFirstError();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Rows left empty are not customers; what was typed in the others is checked as the server would.
    const filled = rows
      .map((row) => ({ key: row.key, name: row.name.trim(), email: row.email.trim() }))
      .filter((row) => row.name !== '' || row.email !== '');
    if (filled.length === 0) return refuse({}, messages.none);
    const found: Record<number, RowErrors> = {};
    const seen = new Set<string>();
    for (const row of filled) {
      const problem = emailProblem(row.email) ?? (seen.has(row.email.toLowerCase()) ? 'DUPLICATE' : null);
      seen.add(row.email.toLowerCase());
      const rowErrors: RowErrors = {};
      if (row.name === '') rowErrors.name = messages.field('name', 'REQUIRED');
      if (problem) rowErrors.email = messages.field('email', problem);
      if (rowErrors.name || rowErrors.email) found[row.key] = rowErrors;
    }
    if (Object.keys(found).length > 0) return refuse(found);

    let answer: Awaited<ReturnType<typeof send.trigger>>['requestReviews'];
    try {
      ({ requestReviews: answer } = await send.trigger({
        input: { customers: filled.map(({ name, email }) => ({ name, email })) },
      }));
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    // The server names a customer by their place in the list it was sent.
    const keyOf = (index: string | undefined) => filled[Number(index)]?.key;
    switch (answer.__typename) {
      case 'ReviewsRequested':
        setRows([newRow()]);
        setErrors({});
        toast.success(messages.sent(answer.count));
        return;
      case 'AlreadyAskedForReview': {
        const asked: Record<number, RowErrors> = {};
        for (const field of answer.fields) {
          const key = keyOf(SERVER_FIELD.exec(field)?.[1]);
          if (key !== undefined) asked[key] = { email: messages.alreadyAsked };
        }
        return refuse(asked);
      }
      case 'ReviewRequestLimitReached':
        return refuse({}, messages.limitReached(answer.allowance));
      case 'InvalidFields': {
        const refused: Record<number, RowErrors> = {};
        let message: string | null = null;
        for (const { field, code } of answer.fieldErrors) {
          const match = SERVER_FIELD.exec(field);
          const key = keyOf(match?.[1]);
          if (match && key !== undefined) {
            const name = match[2] as CustomerField;
            refused[key] = { ...refused[key], [name]: messages.field(name, code) };
          } else {
            message = code === 'REQUIRED' ? messages.none : messages.tooMany(allowance.perRequest);
          }
        }
        return refuse(refused, message);
      }
    }
  }

  const full = allowance.remaining === 0;
  return (
    <form ref={formRef} className="form card request-reviews-form" onSubmit={submit} noValidate>
      <h2>{i18n._({ id: 'reviews.request.form-title', message: 'Customers to ask' })}</h2>
      <p className="request-reviews-allowance" data-testid="review-request-allowance">
        {messages.allowance(allowance)}
      </p>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <fieldset key={row.key} className="request-reviews-customer" data-testid="review-request-customer">
            <legend>
              {i18n._({ id: 'reviews.request.customer', message: 'Customer {number}', values: { number } })}
            </legend>
            <TextField
              label={i18n._({ id: 'reviews.request.name', message: 'Name' })}
              name={`customers.${index}.name`}
              autoComplete="off"
              value={row.name}
              error={errors[row.key]?.name}
              onChange={(event) => change(row.key, 'name', event.target.value)}
            />
            <TextField
              label={i18n._({ id: 'reviews.request.email', message: 'Email address' })}
              name={`customers.${index}.email`}
              type="email"
              autoComplete="off"
              value={row.email}
              error={errors[row.key]?.email}
              onChange={(event) => change(row.key, 'email', event.target.value)}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className="button ghost"
                aria-label={i18n._({
                  id: 'reviews.request.remove-label',
                  message: 'Remove customer {number}',
                  values: { number },
                })}
                onClick={() => remove(row.key)}
              >
                <Icon icon="x" />
                {i18n._({ id: 'reviews.request.remove', message: 'Remove' })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="button secondary"
          disabled={rows.length >= allowance.perRequest}
          onClick={() => setRows((current) => [...current, newRow()])}
          data-testid="review-request-add"
        >
          <Icon icon="plus" />
          {i18n._({ id: 'reviews.request.add', message: 'Add another customer' })}
        </button>
      </div>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={send.isMutating || full} data-testid="review-request-send">
          <Icon icon="send" />
          {i18n._({ id: 'reviews.request.send', message: 'Send review requests' })}
        </button>
      </div>
    </form>
  );
}

function AskedCustomers() {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const asked = useConnection(
    ReviewsReviewRequestsDocument,
    REVIEW_REQUESTS_VARIABLES,
    (data) => data.myReviewRequests,
  );
  return (
    <section className="request-reviews-asked" aria-labelledby="request-reviews-asked">
      <h2 id="request-reviews-asked">
        {i18n._({ id: 'reviews.request.asked-title', message: 'Customers you asked' })}
      </h2>
      {asked.error && asked.items.length === 0 ? (
        <LoadFailed error={asked.error} onRetry={() => void asked.refresh()} />
      ) : asked.isLoading && asked.items.length === 0 ? (
        <Loading />
      ) : asked.items.length === 0 ? (
        <EmptyState icon="mail" title={i18n._({ id: 'reviews.request.asked-empty', message: 'Nobody asked yet' })}>
          <p>
            {i18n._({
              id: 'reviews.request.asked-empty-hint',
              message: 'The customers you ask appear here, with whether they have reviewed you.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="list">
            {asked.items.map((request) => (
              <li key={request.id} className="card request-reviews-request" data-testid="review-request">
                <div className="request-reviews-who">
                  <strong>{request.name}</strong>
                  <span className="request-reviews-email">{request.email}</span>
                </div>
                <p className="request-reviews-date">
                  {i18n._({
                    id: 'reviews.request.asked-on',
                    message: 'Asked on {date}',
                    values: { date: formatDate(request.requestedAt) },
                  })}
                </p>
                {request.reviewedAt ? (
                  <StatusPill tone="good">
                    {i18n._({
                      id: 'reviews.request.reviewed-on',
                      message: 'Reviewed on {date}',
                      values: { date: formatDate(request.reviewedAt) },
                    })}
                  </StatusPill>
                ) : (
                  <StatusPill>{i18n._({ id: 'reviews.request.not-reviewed', message: 'No review yet' })}</StatusPill>
                )}
              </li>
            ))}
          </ul>
          <LoadMore hasMore={asked.hasMore} isLoadingMore={asked.isLoadingMore} onLoadMore={asked.loadMore} />
        </>
      )}
    </section>
  );
}
