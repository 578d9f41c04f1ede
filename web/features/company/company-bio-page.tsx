// §2.8 company-bio and §2.7 bio: the company's story on the public profile, its length checked on the
// page and contact details refused by the upstream said in words.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { StepFrame, useAfterSave, useChangeOutcome } from './company-flow.tsx';
import { useCompanyWords } from './company-words.ts';
import { CompanyBioDocument, CompanyMineDocument } from './generated/documents.ts';

const BIO_MIN = 50;
const BIO_MAX = 2000;

export function CompanyBioPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const mine = useQuery(CompanyMineDocument);
  return (
    <StepFrame
      inRegistration={inRegistration}
      title={i18n._({ id: 'company.bio.title', message: 'About your company' })}
      lead={i18n._({
        id: 'company.bio.lead',
        message: 'What you are good at, since when, and how you work. Home owners read it on your profile.',
      })}
    >
      <QueryState data={mine.data} error={mine.error} onRetry={() => void mine.mutate()}>
        {(data) => <BioForm bio={data.myCompany.bio ?? ''} inRegistration={inRegistration} />}
      </QueryState>
    </StepFrame>
  );
}

function BioForm({ bio: initial, inRegistration }: { bio: string; inRegistration: boolean }) {
  const { i18n } = useLingui();
  const words = useCompanyWords();
  const save = useMutation(CompanyBioDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [bio, setBio] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const length = bio.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (length < BIO_MIN || length > BIO_MAX) {
      setError(
        i18n._({
          id: 'company.bio.length',
          message: 'Write between {min} and {max} characters.',
          values: { min: BIO_MIN, max: BIO_MAX },
        }),
      );
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { setCompanyBio } = await save.trigger({ bio: bio.trim() });
      const { saved, problem: refused } = outcome(setCompanyBio);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(words.failed);
    }
  }

  return (
    <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="company-bio">
      <TextArea
        label={i18n._({ id: 'company.bio.label', message: 'Your story' })}
        hint={i18n._({
          id: 'company.bio.count',
          message: '{count} of at least {min} characters',
          values: { count: length, min: BIO_MIN },
        })}
        name="bio"
        rows={8}
        value={bio}
        error={error}
        onChange={(event) => setBio(event.target.value)}
      />
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="company-bio-save">
          {i18n._({ id: 'company.save', message: 'Save and continue' })}
        </button>
      </div>
    </form>
  );
}
