// Where the home page's search goes (docs/decisions/041-home-page.md): "Get quotes" into the job
// form with the trade chosen and the postcode filled in, "Browse tradespeople" to the directory of
// the trade around the place. Pure: the form renders it, the tests check it.
import type { LinkParams } from '../../../shared/link.ts';
import type { RouteName } from '../../../shared/routes.ts';
import type { HomePlaceQuery } from '../../generated/graphql.ts';

export type SearchAction = 'job' | 'directory';

// The names of the form's fields: the query keys both of its targets read when the form is sent
// without JavaScript (the job form's ?profession=&postalCode=, the directory's search keys).
export const SEARCH_FIELDS = { profession: 'profession', place: 'postalCode' } as const;

export type SearchProblem = 'TRADE_REQUIRED' | 'POSTCODE_INVALID' | 'PLACE_UNKNOWN';

export interface SearchProblems {
  readonly profession?: SearchProblem;
  readonly place?: SearchProblem;
}

export type SearchOutcome =
  | { readonly kind: 'go'; readonly route: RouteName; readonly params: LinkParams }
  | { readonly kind: 'problems'; readonly problems: SearchProblems };

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

// What the form can tell before asking the upstream about the place.
export function checkSearch(action: SearchAction, profession: string): SearchProblems {
  return action === 'job' && profession === '' ? { profession: 'TRADE_REQUIRED' } : {};
}

// The page to go to, from what was typed and what the upstream said of the place (null when no
// place was typed).
export function searchTarget(
  action: SearchAction,
  { profession, place }: { profession: string; place: string },
  answer: HomePlaceQuery | null,
): SearchOutcome {
  const problems = checkSearch(action, profession);
  if (problems.profession) return { kind: 'problems', problems };
  const code = answer?.postalCode.status === 'INVALID' ? null : (answer?.postalCode.postalCode ?? null);
  if (action === 'job') {
    if (answer && code === null) return { kind: 'problems', problems: { place: 'POSTCODE_INVALID' } };
    return { kind: 'go', route: 'jobPostProfession', params: { slug: profession, postalCode: code ?? undefined } };
  }
  // The directory results page's query keys (its FILTER_KEYS): the address is its contract.
  const trade = profession || undefined;
  if (!answer) return { kind: 'go', route: 'directorySearchResults', params: { profession: trade } };
  // A place named exactly so first (a town, a region, a stored postcode), then the postcode as the
  // country writes it, then the first place whose name starts so.
  const locations = answer.locations;
  const named = locations.find((item) => sameText(item.name, place.trim()) || (code !== null && item.name === code));
  const chosen = named ?? (code === null ? locations[0] : undefined);
  if (chosen) {
    return {
      kind: 'go',
      route: 'directorySearchResults',
      params:
        chosen.kind === 'POSTAL_CODE'
          ? { profession: trade, postalCode: chosen.name }
          : { profession: trade, location: chosen.slug },
    };
  }
  if (code !== null)
    return { kind: 'go', route: 'directorySearchResults', params: { profession: trade, postalCode: code } };
  return { kind: 'problems', problems: { place: 'PLACE_UNKNOWN' } };
}
