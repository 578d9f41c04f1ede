// The postcode step asks the upstream whether the code is one of the country's and whether its
// place is known, before the form goes on (decision record 029). A malformed code is refused there
// (spec §8 INVALID_POSTAL_CODE); a known one goes on; one of no known place needs its town, chosen
// from the suggestions or typed in full. The answer for the code in the field is kept to show
// with the step.
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useQuery } from '../../lib/data.tsx';
import { request } from '../../lib/graphql.ts';
import type { FormValues, Problems } from './form-state.ts';
import { JobPostPostalCodeDocument, JobPostTownsDocument } from './generated/documents.ts';
import { type PostalCodeCheck, pickTown } from './postal-code-fields.tsx';

export function usePostalCodeStep({
  brandId,
  values,
  setValues,
  setProblems,
  onward,
  onError,
}: {
  brandId: string;
  values: FormValues;
  setValues: Dispatch<SetStateAction<FormValues>>;
  setProblems: (problems: Problems) => void;
  // Goes on from the step, with the values as they are then.
  onward: (current: FormValues) => void;
  onError: (error: unknown) => void;
}) {
  const postalCode = values.postalCode.trim();
  // The code last asked about, and, while the form waits for its answer, whether the town had
  // been asked for already.
  const [checkedCode, setCheckedCode] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ townAsked: boolean } | null>(null);
  const lookup = useQuery(
    JobPostPostalCodeDocument,
    { brand: brandId, postalCode: checkedCode ?? '' },
    { enabled: checkedCode !== null },
  );
  const check: PostalCodeCheck | null =
    checkedCode !== null && checkedCode === postalCode ? (lookup.data?.postalCode ?? null) : null;

  async function decide(answer: PostalCodeCheck, townAsked: boolean) {
    if (answer.status === 'INVALID') return setProblems({ postalCode: { code: 'INVALID' } });
    if (answer.status === 'KNOWN' || values.townId !== '') return onward(values);
    const typed = values.townName.trim();
    if (typed === '') {
      // The first time, the town field appears with its explanation; after that, it is required.
      if (townAsked) setProblems({ town: { code: 'REQUIRED' } });
      return;
    }
    let town: ReturnType<typeof pickTown> = null;
    try {
      town = pickTown(typed, (await request(JobPostTownsDocument, { brand: brandId, query: typed })).towns);
    } catch (error) {
      onError(error);
      return;
    }
    if (!town) return setProblems({ town: { code: 'REQUIRED' } });
    const chosen = { ...values, townName: town.name, townId: town.id };
    setValues(chosen);
    onward(chosen);
  }

  // The effect below acts on the answer with the form as it is when the answer arrives.
  const latest = useRef({ decide, onError });
  latest.current = { decide, onError };
  useEffect(() => {
    if (!waiting || checkedCode === null) return;
    if (lookup.error) {
      setWaiting(null);
      latest.current.onError(lookup.error);
      return;
    }
    const answer = lookup.data?.postalCode;
    if (!answer) return;
    setWaiting(null);
    void latest.current.decide(answer, waiting.townAsked);
  }, [waiting, checkedCode, lookup.data, lookup.error]);

  return {
    check,
    waiting: waiting !== null,
    // Asks about the code in the field and waits for the answer (asking again after a failure).
    ask() {
      const townAsked = check?.status === 'TOWN_NEEDED';
      if (checkedCode === postalCode && lookup.error) void lookup.mutate();
      setCheckedCode(postalCode);
      setWaiting({ townAsked });
    },
    // Shows the answer for a code with the step, without waiting for it.
    show(code: string) {
      setCheckedCode(code);
    },
  };
}
