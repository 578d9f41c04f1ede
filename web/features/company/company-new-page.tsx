// §2.8 company-new (and its account twin): a company the register does not have, by name and, when
// it has one, its number.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { useMutation } from '../../lib/data.tsx';
import { StepFrame, useAfterSave, useChangeOutcome } from './company-flow.tsx';
import { CompanyEnterDocument } from './generated/documents.ts';

export function CompanyNewPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const enter = useMutation(CompanyEnterDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ name?: string; companyNumber?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (name.trim() === '') {
      setErrors({ name: i18n._({ id: 'company.new.name-required', message: 'Enter your company’s name.' }) });
      focusFirstError();
      return;
    }
    try {
      const { enterCompany } = await enter.trigger({
        input: { name: name.trim(), ...(number.trim() ? { companyNumber: number.trim() } : {}) },
      });
      if (enterCompany.__typename === 'InvalidFields') {
        const next: { name?: string; companyNumber?: string } = {};
        for (const { field } of enterCompany.fieldErrors) {
          if (field === 'name')
            next.name = i18n._({ id: 'company.new.name-invalid', message: 'Keep the name to 120 characters.' });
          if (field === 'companyNumber')
            next.companyNumber = i18n._({
              id: 'company.new.number-invalid',
              message: 'Enter the number as the register writes it: letters, digits, spaces, dots or hyphens.',
            });
        }
        setErrors(next);
        focusFirstError();
        return;
      }
      setErrors({});
      const { saved, problem: refused } = outcome(enterCompany);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(i18n._({ id: 'company.failed', message: 'That did not work just now. Try again in a moment.' }));
    }
  }

  return (
    <StepFrame
      inRegistration={inRegistration}
      title={i18n._({ id: 'company.new.title', message: 'Your company' })}
      lead={i18n._({
        id: 'company.new.lead',
        message: 'Not in the register yet, or working under your own name? Tell us here.',
      })}
    >
      <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="company-new">
        <TextField
          label={i18n._({ id: 'company.new.name', message: 'Company name' })}
          name="name"
          autoComplete="organization"
          value={name}
          error={errors.name ?? null}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={i18n._({ id: 'company.new.number', message: 'Company registration number (if you have one)' })}
          hint={i18n._({
            id: 'company.new.number-hint',
            message: 'A sole trader may not have one. Leave it empty then.',
          })}
          name="companyNumber"
          value={number}
          error={errors.companyNumber ?? null}
          onChange={(event) => setNumber(event.target.value)}
        />
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={enter.isMutating} data-testid="company-new-save">
            {i18n._({ id: 'company.save', message: 'Save and continue' })}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
