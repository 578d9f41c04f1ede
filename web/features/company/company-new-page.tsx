// §2.8 company-new (and its account twin): a company the register does not have, by its name, its
// number (required where every business is registered: the Netherlands, France, Italy) and where it
// is. Each refused field is said on its field, as the upstream refused it.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { COUNTRY_BY_BRAND } from '../../../shared/brands.ts';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { StepFrame, useAfterSave, useChangeOutcome } from './company-flow.tsx';
import { CompanyEnterDocument } from './generated/documents.ts';

// Where the upstream requires a number of every company (company.graphql EnterCompanyInput).
const NUMBER_REQUIRED: ReadonlySet<string> = new Set(['NL', 'FR', 'IT']);

const FIELDS = ['name', 'companyNumber', 'street', 'postcode', 'town'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, FieldErrorCode>>;

// The upstream's field names (address.street …) as the form's.
const fieldOf = (field: string): Field | null => {
  const name = field.startsWith('address.') ? field.slice('address.'.length) : field;
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
};

function useFieldWords(): (field: Field, code: FieldErrorCode) => string {
  const { i18n } = useLingui();
  return (field, code) => {
    const missing = code === 'REQUIRED';
    switch (field) {
      case 'name':
        return missing
          ? i18n._({ id: 'company.new.name-required', message: 'Enter your company’s name.' })
          : i18n._({ id: 'company.new.name-invalid', message: 'Keep the name to 120 characters.' });
      case 'companyNumber':
        return missing
          ? i18n._({
              id: 'company.new.number-required',
              message: 'Enter your company’s registration number: every business here has one.',
            })
          : i18n._({
              id: 'company.new.number-invalid',
              message: 'Enter the number as the register writes it: letters, digits, spaces, dots or hyphens.',
            });
      case 'street':
        return missing
          ? i18n._({ id: 'company.new.street-required', message: 'Enter the street and number.' })
          : i18n._({ id: 'company.new.street-invalid', message: 'Keep the street to 200 characters.' });
      case 'postcode':
        return missing
          ? i18n._({ id: 'company.new.postcode-required', message: 'Enter the postcode.' })
          : i18n._({ id: 'company.new.postcode-invalid', message: 'This is not a postcode of this country.' });
      case 'town':
        return missing
          ? i18n._({ id: 'company.new.town-required', message: 'Enter the town.' })
          : i18n._({ id: 'company.new.town-invalid', message: 'Keep the town to 100 characters.' });
    }
  };
}

export function CompanyNewPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const numberRequired = NUMBER_REQUIRED.has(COUNTRY_BY_BRAND[brand.id]);
  const enter = useMutation(CompanyEnterDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration, { vetting: true });
  const fieldWord = useFieldWords();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState<Values>({ name: '', companyNumber: '', street: '', postcode: '', town: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const given = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Values;
    const found: Errors = {};
    for (const field of ['name', 'street', 'postcode', 'town'] as const)
      if (given[field] === '') found[field] = 'REQUIRED';
    if (numberRequired && given.companyNumber === '') found.companyNumber = 'REQUIRED';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { enterCompany } = await enter.trigger({
        input: {
          name: given.name,
          ...(given.companyNumber ? { companyNumber: given.companyNumber } : {}),
          address: { street: given.street, postcode: given.postcode, town: given.town },
        },
      });
      if (enterCompany.__typename === 'InvalidFields') {
        const refused: Errors = {};
        for (const { field, code } of enterCompany.fieldErrors) {
          const own = fieldOf(field);
          if (own) refused[own] = code;
        }
        setErrors(refused);
        focusFirstError();
        return;
      }
      const { saved, problem: refused } = outcome(enterCompany);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(i18n._({ id: 'company.failed', message: 'That did not work just now. Try again in a moment.' }));
    }
  }

  const error = (field: Field) => {
    const code = errors[field];
    return code ? fieldWord(field, code) : null;
  };
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
          value={values.name}
          error={error('name')}
          onChange={set('name')}
        />
        <TextField
          label={
            numberRequired
              ? i18n._({ id: 'company.new.number-label', message: 'Company registration number' })
              : i18n._({ id: 'company.new.number', message: 'Company registration number (if you have one)' })
          }
          {...(numberRequired
            ? {}
            : {
                hint: i18n._({
                  id: 'company.new.number-hint',
                  message: 'A sole trader may not have one. Leave it empty then.',
                }),
              })}
          name="companyNumber"
          value={values.companyNumber}
          error={error('companyNumber')}
          onChange={set('companyNumber')}
        />
        <TextField
          label={i18n._({ id: 'company.new.street', message: 'Street and number' })}
          name="street"
          autoComplete="address-line1"
          value={values.street}
          error={error('street')}
          onChange={set('street')}
        />
        <TextField
          label={i18n._({ id: 'company.new.postcode', message: 'Postcode' })}
          name="postcode"
          autoComplete="postal-code"
          value={values.postcode}
          error={error('postcode')}
          onChange={set('postcode')}
        />
        <TextField
          label={i18n._({ id: 'company.new.town', message: 'Town' })}
          name="town"
          autoComplete="address-level2"
          value={values.town}
          error={error('town')}
          onChange={set('town')}
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
