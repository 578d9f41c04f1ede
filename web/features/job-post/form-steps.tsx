// The fields of each step of the request form (spec §2.5). Each step gets the form's values, a way
// to change them and the translated error of each of its fields; the form decides when to go on.
import { useLingui } from '@lingui/react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { SelectField, TextArea, TextField } from '../../components/ui/fields.tsx';
import type { JobPostProfessionsQuery } from '../../generated/graphql.ts';
import {
  DESCRIPTION_MIN_LENGTH,
  type FormValues,
  MAX_PHOTOS,
  PHOTO_TYPES,
  type Question,
  type ServiceWithQuestions,
  START_TIMES,
} from './form-state.ts';
import { useStartTimeLabel } from './start-time-label.ts';

export interface StepFieldsProps {
  readonly values: FormValues;
  readonly update: (patch: Partial<FormValues>) => void;
  readonly errorOf: (field: string) => string | null;
}

const photoKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

type ProfessionSummary = JobPostProfessionsQuery['professions'][number];

export function ServiceFields({
  values,
  update,
  errorOf,
  professions,
}: StepFieldsProps & { professions: readonly ProfessionSummary[] }) {
  const { i18n } = useLingui();
  const profession = professions.find((item) => item.slug === values.professionSlug) ?? null;
  return (
    <>
      <SelectField
        label={i18n._({ id: 'job-post.profession.label', message: 'Which trade do you need?' })}
        name="profession"
        data-testid="job-post-profession"
        value={values.professionSlug}
        error={errorOf('profession')}
        onChange={(event) => update({ professionSlug: event.target.value, serviceSlug: '', answers: {} })}
        options={[
          { value: '', label: i18n._({ id: 'job-post.profession.choose', message: 'Choose a trade' }) },
          ...professions.map((item) => ({ value: item.slug, label: item.name })),
        ]}
      />
      {profession ? (
        <SelectField
          label={i18n._({ id: 'job-post.service.label', message: 'What should be done?' })}
          name="service"
          data-testid="job-post-service"
          value={values.serviceSlug}
          error={errorOf('service')}
          onChange={(event) => update({ serviceSlug: event.target.value, answers: {} })}
          options={[
            { value: '', label: i18n._({ id: 'job-post.service.choose', message: 'Choose a service' }) },
            ...profession.services.map((item) => ({ value: item.slug, label: item.name })),
          ]}
        />
      ) : null}
    </>
  );
}

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string | readonly string[] | undefined;
  error: string | null;
  onChange: (value: string | string[]) => void;
}) {
  const { i18n } = useLingui();
  const name = `answers.${question.key}`;
  const testId = `job-post-answer-${question.key}`;
  const optional = question.required ? null : i18n._({ id: 'job-post.question.optional', message: 'Optional' });
  const text = typeof value === 'string' ? value : '';
  switch (question.fieldType) {
    case 'SELECT':
      return (
        <SelectField
          label={question.label}
          hint={optional}
          name={name}
          data-testid={testId}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          options={[
            { value: '', label: i18n._({ id: 'job-post.question.choose', message: 'Choose an answer' }) },
            ...question.options,
          ]}
        />
      );
    case 'CHECKBOX':
      return (
        <ChoiceGroup
          legend={question.label}
          hint={optional}
          name={name}
          type="checkbox"
          testId={testId}
          choices={question.options}
          selected={Array.isArray(value) ? value : []}
          error={error}
          onChange={onChange}
        />
      );
    case 'INTEGER':
    case 'MEASUREMENT':
    case 'QUANTITY': {
      const unit = question.unit
        ? i18n._({ id: 'job-post.question.unit', message: 'In {unit}', values: { unit: question.unit } })
        : null;
      return (
        <TextField
          label={question.label}
          hint={[unit, optional].filter(Boolean).join(' · ') || null}
          name={name}
          data-testid={testId}
          type="number"
          inputMode={question.fieldType === 'MEASUREMENT' ? 'decimal' : 'numeric'}
          step={question.fieldType === 'MEASUREMENT' ? 'any' : 1}
          min={question.min ?? (question.fieldType === 'INTEGER' ? undefined : 0)}
          max={question.max ?? undefined}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    case 'TEXT':
      return (
        <TextArea
          label={question.label}
          hint={optional}
          name={name}
          data-testid={testId}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <TextField
          label={question.label}
          hint={optional}
          name={name}
          data-testid={testId}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

export function QuestionFields({
  values,
  update,
  errorOf,
  service,
}: StepFieldsProps & { service: ServiceWithQuestions }) {
  const { i18n } = useLingui();
  if (service.questions.length === 0) {
    return (
      <p>
        {i18n._({
          id: 'job-post.questions.none',
          message: 'There are no extra questions for this service. Go on to describe your job.',
        })}
      </p>
    );
  }
  return (
    <>
      {service.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values.answers[question.id]}
          error={errorOf(`answers.${question.key}`)}
          onChange={(answer) => update({ answers: { ...values.answers, [question.id]: answer } })}
        />
      ))}
    </>
  );
}

export function DetailsFields({ values, update, errorOf }: StepFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <TextArea
        label={i18n._({ id: 'job-post.description.label', message: 'Describe your job' })}
        hint={i18n._({
          id: 'job-post.description.hint',
          message:
            'What needs doing, what is there now and anything a tradesperson should know (at least {min} characters). Leave out contact details.',
          values: { min: DESCRIPTION_MIN_LENGTH },
        })}
        name="description"
        data-testid="job-post-description"
        value={values.description}
        error={errorOf('description')}
        onChange={(event) => update({ description: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'job-post.photos.label', message: 'Photos (optional)' })}
        hint={i18n._({
          id: 'job-post.photos.hint',
          message: 'Up to {max} photos of the work, each at most 10 MB: JPEG, PNG, WebP or HEIC.',
          values: { max: MAX_PHOTOS },
        })}
        name="photos"
        data-testid="job-post-photos"
        type="file"
        multiple
        accept={PHOTO_TYPES.join(',')}
        error={errorOf('photos')}
        onChange={(event) => {
          // A file chosen twice is sent once.
          const added = Array.from(event.target.files ?? []).filter(
            (file) => !values.photos.some((photo) => photoKey(photo) === photoKey(file)),
          );
          update({ photos: [...values.photos, ...added] });
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      {values.photos.length > 0 ? (
        <ul className="job-post-photos" aria-label={i18n._({ id: 'job-post.photos.chosen', message: 'Chosen photos' })}>
          {values.photos.map((photo, index) => (
            <li key={photoKey(photo)}>
              <span>{photo.name}</span>
              <button
                type="button"
                className="button secondary"
                onClick={() => update({ photos: values.photos.filter((_, at) => at !== index) })}
              >
                {i18n._({
                  id: 'job-post.photos.remove',
                  message: 'Remove {fileName}',
                  values: { fileName: photo.name },
                })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function StartTimeFields({ values, update, errorOf }: StepFieldsProps) {
  const { i18n } = useLingui();
  const labelOf = useStartTimeLabel();
  return (
    <ChoiceGroup
      legend={i18n._({ id: 'job-post.start-time.label', message: 'When should the work start?' })}
      name="startTime"
      type="radio"
      testId="job-post-start-time"
      choices={START_TIMES.map((value) => ({ value, label: labelOf(value) }))}
      selected={values.startTime ? [values.startTime] : []}
      error={errorOf('startTime')}
      onChange={([value]) => update({ startTime: (value ?? '') as FormValues['startTime'] })}
    />
  );
}

export function ContactFields({ values, update, errorOf }: StepFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._({ id: 'job-post.first-name.label', message: 'First name' })}
        name="firstName"
        data-testid="job-post-first-name"
        autoComplete="given-name"
        value={values.firstName}
        error={errorOf('firstName')}
        onChange={(event) => update({ firstName: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'job-post.last-name.label', message: 'Last name' })}
        name="lastName"
        data-testid="job-post-last-name"
        autoComplete="family-name"
        value={values.lastName}
        error={errorOf('lastName')}
        onChange={(event) => update({ lastName: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'job-post.email.label', message: 'Email address' })}
        hint={i18n._({
          id: 'job-post.email.hint',
          message: 'We send the link to activate your account here, and tell you when tradespeople respond.',
        })}
        name="email"
        data-testid="job-post-email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errorOf('email')}
        onChange={(event) => update({ email: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'job-post.phone.label', message: 'Phone number (optional)' })}
        hint={i18n._({
          id: 'job-post.phone.hint',
          message: 'Only tradespeople you shortlist see it, so they can call you about the job.',
        })}
        name="phone"
        data-testid="job-post-phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errorOf('phone')}
        onChange={(event) => update({ phone: event.target.value })}
      />
    </>
  );
}
