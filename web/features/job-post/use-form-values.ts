// The request form's values and the problems found in them. A trade or service named in the
// address that the brand does not have is not chosen. A corrected field loses its problem, and
// with it the problems that hang on it (the trade's, the service's, the answers', the town's); the
// others keep theirs until the step is checked again.
import { useEffect, useState } from 'react';
import type { JobPostProfessionsQuery } from '../../generated/graphql.ts';
import { type FormValues, initialValues, type Problems } from './form-state.ts';

export function useFormValues({
  initialProfessionSlug,
  initialServiceSlug,
  initialPostalCode,
  professions,
}: {
  initialProfessionSlug?: string;
  initialServiceSlug?: string;
  // The postcode the home page's search was given (docs/decisions/041-home-page.md).
  initialPostalCode?: string;
  // The brand's trades, once they have arrived.
  professions: JobPostProfessionsQuery['professions'] | undefined;
}) {
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(initialProfessionSlug, initialServiceSlug, initialPostalCode),
  );
  const [problems, setProblems] = useState<Problems>({});

  useEffect(() => {
    if (!professions || values.professionSlug === '') return;
    const known = professions.find((item) => item.slug === values.professionSlug);
    if (!known) setValues((current) => ({ ...current, professionSlug: '', serviceSlug: '' }));
    else if (values.serviceSlug !== '' && !known.services.some((item) => item.slug === values.serviceSlug)) {
      setValues((current) => ({ ...current, serviceSlug: '' }));
    }
  }, [professions, values.professionSlug, values.serviceSlug]);

  const update = (patch: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('professionSlug' in patch) delete next.profession;
      if ('serviceSlug' in patch) delete next.service;
      if ('answers' in patch) for (const key of Object.keys(next)) if (key.startsWith('answers.')) delete next[key];
      if ('townName' in patch || 'townId' in patch) delete next.town;
      return next;
    });
  };

  return { values, setValues, problems, setProblems, update };
}
