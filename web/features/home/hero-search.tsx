// The home page's question, "what do you need done, and where?" (docs/decisions/041-home-page.md):
// a trade from the brand's list and a postcode. "Get quotes" opens the job form with both filled
// in; "Browse tradespeople" the directory of the trade around the place. A plain GET form before
// the page has hydrated (the job form then asks for whatever is missing or wrong, in words); after,
// the form checks the trade and the postcode with the upstream first and says what is wrong itself.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { HomeProfessionsQuery } from '../../generated/graphql.ts';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { request } from '../../lib/graphql.ts';
import { POSTAL_CODE_EXAMPLES } from '../../lib/postal-code-example.ts';
import { useRouter } from '../../lib/router.tsx';
import { HomePlaceDocument } from './generated/documents.ts';
import {
  checkSearch,
  SEARCH_FIELDS,
  type SearchAction,
  type SearchProblem,
  type SearchProblems,
  searchTarget,
} from './home-search.ts';

const ACTION_ATTRIBUTE = 'data-search-action';

function actionOf(event: FormEvent<HTMLFormElement>): SearchAction {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute(ACTION_ATTRIBUTE) === 'directory' ? 'directory' : 'job';
}

export function HeroSearch({
  brand,
  professions,
}: {
  brand: Brand;
  professions: HomeProfessionsQuery['professions'] | undefined;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const describeError = useErrorMessage();
  const [profession, setProfession] = useState('');
  const [place, setPlace] = useState('');
  const [problems, setProblems] = useState<SearchProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const say = (problem: SearchProblem | undefined, typed: string): string | null => {
    switch (problem) {
      case 'TRADE_REQUIRED':
        return i18n._({ id: 'home.search.trade-required', message: 'Choose the kind of work you need done.' });
      case 'POSTCODE_INVALID':
        return i18n._({
          id: 'home.search.postcode-invalid',
          message: '“{typed}” is not a valid postcode. Enter one like {example}, or leave the field empty.',
          values: { typed, example: POSTAL_CODE_EXAMPLES[brand.id] },
        });
      case 'PLACE_UNKNOWN':
        return i18n._({
          id: 'home.search.place-unknown',
          message: 'We could not find “{typed}”. Check the postcode, or try a nearby town.',
          values: { typed },
        });
      default:
        return null;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const action = actionOf(event);
    const typed = place.trim();
    setFailure(null);
    const early = checkSearch(action, profession);
    if (early.profession) return setProblems(early);
    setProblems({});
    let answer = null;
    if (typed !== '') {
      setBusy(true);
      try {
        answer = await request(HomePlaceDocument, { brand: brand.id, text: typed });
      } catch (error) {
        setFailure(describeError(error));
        return;
      } finally {
        setBusy(false);
      }
    }
    const outcome = searchTarget(action, { profession, place: typed }, answer);
    if (outcome.kind === 'problems') return setProblems(outcome.problems);
    router.navigate(router.href(outcome.route, outcome.params));
  };

  const options = [
    { value: '', label: i18n._({ id: 'home.search.trade-prompt', message: 'Choose a trade' }) },
    ...(professions ?? []).map((item) => ({ value: item.slug, label: item.name })),
  ];
  const jobPostRoute = brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  return (
    <form
      className="home-search"
      action={router.href(jobPostRoute)}
      method="get"
      aria-label={i18n._({ id: 'home.search.label', message: 'Find a tradesperson for your job' })}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="home-search"
    >
      <div className="home-search-fields">
        <SelectField
          name={SEARCH_FIELDS.profession}
          data-testid="home-search-trade"
          label={i18n._({ id: 'home.search.trade', message: 'What do you need done?' })}
          value={profession}
          options={options}
          error={say(problems.profession, '')}
          onChange={(event) => {
            setProfession(event.target.value);
            setProblems(({ profession: _, ...rest }) => rest);
          }}
        />
        <TextField
          name={SEARCH_FIELDS.place}
          data-testid="home-search-place"
          label={i18n._({ id: 'home.search.place', message: 'Postcode' })}
          autoComplete="postal-code"
          maxLength={100}
          placeholder={POSTAL_CODE_EXAMPLES[brand.id]}
          value={place}
          error={say(problems.place, place.trim())}
          onChange={(event) => {
            setPlace(event.target.value);
            setProblems(({ place: _, ...rest }) => rest);
          }}
        />
      </div>
      {failure ? (
        <p className="form-message form-message-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="home-search-actions">
        <button
          type="submit"
          className="button large"
          disabled={busy}
          data-testid="home-search-submit"
          {...{ [ACTION_ATTRIBUTE]: 'job' }}
        >
          {i18n._({ id: 'home.search.get-quotes', message: 'Get quotes' })}
          <Icon icon="arrow-right" />
        </button>
        <button
          type="submit"
          className="button ghost"
          formAction={router.href('directorySearchResults')}
          disabled={busy}
          data-testid="home-search-directory"
          {...{ [ACTION_ATTRIBUTE]: 'directory' }}
        >
          <Icon icon="search" />
          {i18n._({ id: 'home.search.browse', message: 'Browse tradespeople' })}
        </button>
      </div>
    </form>
  );
}
