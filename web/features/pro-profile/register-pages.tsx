// §2.8 register/skill-evaluation: in a professional's registration, the trades they chose with their
// qualification, and for each not yet qualified the two ways to it — the skills test or a document —
// on the registration's own pages, which go on with the registration after (proRegister).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import type { QualificationDocumentsFlow } from './document-pages.tsx';
import { useQualificationStatusWord } from './document-words.ts';
import { ProProfileTradeDocument } from './generated/documents.ts';
import type { SkillEvaluationFlow } from './skill-evaluation-pages.tsx';

export const REGISTER_SKILL_EVALUATION_FLOW: SkillEvaluationFlow = {
  question: 'proRegisterSkillEvaluationQuestion',
  complete: 'proRegisterSkillEvaluationComplete',
  after: 'proRegister',
};

export const REGISTER_QUALIFICATION_DOCUMENTS_FLOW: QualificationDocumentsFlow = {
  upload: 'proRegisterUploadQualificationDocuments',
  results: 'proRegisterUploadQualificationDocumentsResults',
  after: 'proRegister',
};

export function RegisterQualificationPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const qualificationWord = useQualificationStatusWord();
  const trades = useQuery(ProProfileTradeDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      <PageHeading
        title={i18n._({ id: 'pro-profile.register.title', message: 'Show you know your trade' })}
        lead={i18n._({
          id: 'pro-profile.register.lead',
          message:
            'For each of your trades, take the skills test or send a qualification document. Services that need a qualification open once you have it.',
        })}
      />
      <QueryState data={trades.data} error={trades.error} onRetry={() => void trades.mutate()}>
        {({ professions, myServicePreferences }) => (
          <>
            <ul className="list account-links" data-testid="pro-profile-register-trades">
              {myServicePreferences.professions.map((own) => {
                const name = professions.find((trade) => trade.id === own.profession.id)?.name ?? '';
                const professionId = own.profession.id;
                return (
                  <li key={professionId} className="card account-topic" data-testid="pro-profile-register-trade">
                    <h2>{name}</h2>
                    <p>{qualificationWord(own.qualification)}</p>
                    {own.qualification === 'PASSED' ? null : (
                      <div className="actions">
                        <Link
                          to={REGISTER_SKILL_EVALUATION_FLOW.question}
                          params={{ questionIndex: 1, professionId }}
                          className="button"
                        >
                          {i18n._({ id: 'pro-profile.add-qualification.test-link', message: 'Take the skills test' })}
                        </Link>
                        <Link
                          to={REGISTER_QUALIFICATION_DOCUMENTS_FLOW.upload}
                          params={{ professionId }}
                          className="button secondary"
                        >
                          {i18n._({
                            id: 'pro-profile.add-qualification.documents-link',
                            message: 'Send a qualification document',
                          })}
                        </Link>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="actions">
              <Link to="proRegister" className="button secondary">
                {i18n._({ id: 'pro-profile.skills.continue', message: 'Continue' })}
              </Link>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
