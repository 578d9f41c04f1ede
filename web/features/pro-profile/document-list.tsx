// A professional's documents as they see them (decision 058): each paper with its kind or trade,
// when it was sent, where it stands and, once refused, why — on the papers pages, a trade's page
// and the background check.
import { useLingui } from '@lingui/react';
import type { ProProfileDocumentFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { useDocumentStatusWord, useDocumentTypeWords } from './document-words.ts';

// The documents given, newest first, with where each stands and why one was refused.
export function DocumentList({
  documents,
  empty,
  testId = 'pro-profile-documents',
}: {
  documents: readonly ProProfileDocumentFragment[];
  // What an empty list says, when not papers in general.
  empty?: string;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const typeWords = useDocumentTypeWords();
  const statusWord = useDocumentStatusWord();
  const { formatDate } = useDateFormatters();
  if (documents.length === 0) {
    return (
      <p className="field-hint" data-testid={testId}>
        {empty ?? i18n._({ id: 'pro-profile.documents.none', message: 'No papers sent yet.' })}
      </p>
    );
  }
  return (
    <ul className="list account-links" data-testid={testId}>
      {documents.map((document) => (
        <li key={document.id} className="card team-person" data-testid="pro-profile-document">
          <span className="team-person-name">
            <strong>
              {document.documentType
                ? typeWords(document.documentType).name
                : (document.originalName ??
                  (document.purpose === 'BACKGROUND_CHECK'
                    ? i18n._({ id: 'pro-profile.conduct.paper', message: 'Certificate of good conduct' })
                    : i18n._({ id: 'pro-profile.documents.qualification-paper', message: 'Qualification document' })))}
            </strong>
            {document.documentType && document.originalName ? (
              <span className="team-person-detail">{document.originalName}</span>
            ) : null}
            <span className="team-person-detail">
              {i18n._({
                id: 'pro-profile.documents.sent-on',
                message: 'Sent on {date}',
                values: { date: formatDate(document.uploadedAt) },
              })}
            </span>
            <span className="team-person-detail" data-testid="pro-profile-document-status">
              {statusWord(document.status)}
            </span>
            {document.status === 'FAILED' && document.reason ? (
              <span className="team-person-detail">
                {i18n._({
                  id: 'pro-profile.documents.reason',
                  message: 'Why: {reason}',
                  values: { reason: document.reason },
                })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
