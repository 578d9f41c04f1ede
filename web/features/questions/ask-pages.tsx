// Asking a question: Visitor/AskAQuestion (spec §2.2 /{questions}/ask-a-question, British English
// ask-a-trade) and Consumer/AskATrade (§2.6). A visitor fills the form in and signs in to send it; a
// home owner signed in sends it from either; a professional is pointed at the questions to answer.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { AskForm } from './ask-form.tsx';

function useAskWords() {
  const { i18n } = useLingui();
  return {
    title: i18n._({ id: 'questions.ask.heading', message: 'Ask the trades a question' }),
    lead: i18n._({
      id: 'questions.ask.lead',
      message:
        'Tradespeople answer questions about their trade for free. Our moderators read every question before it is published.',
    }),
  };
}

export function AskAQuestionPage({ trade }: { trade: string | null }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const words = useAskWords();
  return (
    <div className="narrow">
      <PageHeading title={words.title} lead={words.lead} />
      {user?.type === 'SERVICE_PRO' ? (
        <Notice
          title={i18n._({ id: 'questions.ask.pro-title', message: 'Questions are asked by home owners' })}
          testId="ask-as-pro"
        >
          <p>
            <Link to="proAskATrade">
              {i18n._({ id: 'questions.ask.pro-link', message: 'Answer questions in your trades' })}
            </Link>
          </p>
        </Notice>
      ) : (
        <AskForm mode={user?.type === 'CONSUMER' ? 'consumer' : 'visitor'} trade={trade} />
      )}
    </div>
  );
}

export function ConsumerAskATradePage({ trade }: { trade: string | null }) {
  const words = useAskWords();
  return (
    <div className="consumer-page">
      <PageHeading title={words.title} lead={words.lead} />
      <AskForm mode="consumer" trade={trade} />
    </div>
  );
}
