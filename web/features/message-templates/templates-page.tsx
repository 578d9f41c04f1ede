// ServicePro/MessageTemplates (spec §2.7 message-templates): the professional's templates, each with
// its title, the start of its text and when it last changed, to edit or delete (after a
// confirmation that says which auto-respond rules go with it). Empty, the page says what templates
// are for. With fromPage, a link leads back to what the professional was writing.
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { MessageTemplatesListQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRefreshQueries } from '../../lib/fresh-queries.ts';
import { query } from '../../lib/pages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { MessageTemplatesDeleteDocument, MessageTemplatesListDocument } from './generated/documents.ts';
import { PathLink } from './path-link.tsx';

type Template = MessageTemplatesListQuery['messageTemplates'][number];

// The start of a text, cut after a whole word: what a card shows of a template.
const EXCERPT_LENGTH = 160;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function TemplatesPage({ fromPage }: { fromPage: string | null }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { data, error, mutate } = useQuery(MessageTemplatesListDocument);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Add and edit come back to this list, with its own way back.
  const here = `${router.pathname}${router.search}`;

  return (
    <div className="templates-page">
      <PageHeading
        title={i18n._({ id: 'message-templates.list.title', message: 'Message templates' })}
        lead={i18n._({
          id: 'message-templates.list.lead',
          message: 'Texts you write once and reuse: in a proposal, in a message to a home owner, or to auto-respond.',
        })}
      >
        <div className="actions">
          <Link to="proMessageTemplateAdd" params={{ fromPage: here }} className="button">
            <Icon icon="clipboard-plus" />
            {i18n._({ id: 'message-templates.list.add', message: 'Add a template' })}
          </Link>
          {fromPage ? (
            <PathLink href={fromPage} className="button secondary" testId="templates-back">
              <Icon icon="arrow-left" />
              {i18n._({ id: 'message-templates.list.back', message: 'Back to where you were' })}
            </PathLink>
          ) : null}
        </div>
      </PageHeading>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ messageTemplates: templates }) =>
          templates.length === 0 ? (
            <EmptyState
              icon="message-square-text"
              title={i18n._({ id: 'message-templates.empty.title', message: 'No templates yet' })}
              action={
                <Link to="proMessageTemplateAdd" params={{ fromPage: here }} className="button">
                  {i18n._({ id: 'message-templates.empty.action', message: 'Write your first template' })}
                </Link>
              }
            >
              <p>
                {i18n._({
                  id: 'message-templates.empty.text',
                  message:
                    'A template is a message you write once — how you work, what your price includes, when you can start — and then put into a proposal or a message in two clicks. Auto-respond answers new jobs with one of them.',
                })}
              </p>
            </EmptyState>
          ) : (
            <section aria-labelledby={headingId}>
              <h2 id={headingId} ref={heading} tabIndex={-1} className="templates-count">
                {i18n._({
                  id: 'message-templates.list.count',
                  message: '{count, plural, one {# template} other {# templates}}',
                  values: { count: templates.length },
                })}
              </h2>
              <ul className="list" data-testid="template-list">
                {templates.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    editFrom={here}
                    onDeleted={() => heading.current?.focus()}
                  />
                ))}
              </ul>
            </section>
          )
        }
      </QueryState>
    </div>
  );
}

function TemplateCard({
  template,
  editFrom,
  onDeleted,
}: {
  template: Template;
  editFrom: string;
  onDeleted: () => void;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const errorMessage = useErrorMessage();
  const refreshQueries = useRefreshQueries();
  const remove = useMutation(MessageTemplatesDeleteDocument, { revalidate: ['messageTemplatesList'] });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);

  // The question takes the focus when it opens; kept, the focus goes back to Delete.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  async function confirmDelete() {
    setFailure(null);
    try {
      const { deleteMessageTemplate: answer } = await remove.trigger({ input: { templateId: template.id } });
      // Gone already (deleted in another tab) is gone all the same.
      toast.success(
        answer.__typename === 'MessageTemplateDeleted'
          ? i18n._({
              id: 'message-templates.deleted',
              message: 'The template “{title}” is deleted.',
              values: { title: template.title },
            })
          : i18n._({
              id: 'message-templates.deleted-already',
              message: 'The template “{title}” had already been deleted.',
              values: { title: template.title },
            }),
      );
      onDeleted();
      // The templates offered where the professional writes lose it too (lib/fresh-queries.ts).
      void refreshQueries([query(TemplatePickerDocument)]);
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({
            id: 'message-templates.error.not-deleted',
            message: 'The template could not be deleted. Please try again.',
          }),
      );
    }
  }

  return (
    <li className="card template-card" data-testid="template-card">
      <h3 className="template-card-title">{template.title}</h3>
      <p className="template-card-text">{excerptOf(template.body)}</p>
      <p className="template-card-meta">
        {i18n._({
          id: 'message-templates.card.changed',
          message: 'Last changed {date}',
          values: { date: formatDate(template.updatedAt) },
        })}
        {template.autoRespondRuleCount > 0
          ? ` · ${i18n._({
              id: 'message-templates.card.rules',
              message: '{count, plural, one {Used by # auto-respond rule} other {Used by # auto-respond rules}}',
              values: { count: template.autoRespondRuleCount },
            })}`
          : null}
      </p>
      {confirming ? (
        <div className="template-confirm">
          <p ref={question} tabIndex={-1}>
            {template.autoRespondRuleCount > 0
              ? i18n._({
                  id: 'message-templates.delete.question-rules',
                  message:
                    'Delete “{title}”? {count, plural, one {The auto-respond rule that answers with it is} other {The # auto-respond rules that answer with it are}} deleted too. This cannot be undone.',
                  values: { title: template.title, count: template.autoRespondRuleCount },
                })
              : i18n._({
                  id: 'message-templates.delete.question',
                  message: 'Delete “{title}”? This cannot be undone.',
                  values: { title: template.title },
                })}
          </p>
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <div className="actions">
            <button
              type="button"
              className="button danger"
              disabled={remove.isMutating}
              data-testid="template-delete-confirm"
              onClick={() => void confirmDelete()}
            >
              {i18n._({ id: 'message-templates.delete.confirm', message: 'Delete template' })}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                setConfirming(false);
                setFailure(null);
              }}
            >
              {i18n._({ id: 'message-templates.delete.keep', message: 'Keep it' })}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <Link
            to="proMessageTemplateEdit"
            params={{ id: template.id, fromPage: editFrom }}
            className="button secondary"
          >
            {i18n._({
              id: 'message-templates.card.edit',
              message: 'Edit',
            })}{' '}
            <span className="visually-hidden">{template.title}</span>
          </Link>
          <button
            ref={start}
            type="button"
            className="button secondary danger"
            data-testid="template-delete"
            onClick={() => setConfirming(true)}
          >
            {i18n._({ id: 'message-templates.card.delete', message: 'Delete' })}{' '}
            <span className="visually-hidden">{template.title}</span>
          </button>
        </div>
      )}
    </li>
  );
}
