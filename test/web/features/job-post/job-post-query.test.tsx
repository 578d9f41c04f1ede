// The job form opened by the home page's search without JavaScript (docs/decisions/041-home-page.md):
// the trade and the postcode come in the address's query and are filled in.
import '../../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import {
  JobPostPostalCodeDocument,
  JobPostProfessionDocument,
  JobPostProfessionsDocument,
} from '../../../../web/features/job-post/generated/documents.ts';
import { queryKey } from '../../../../web/lib/data.tsx';
import { renderRoute } from '../../render.tsx';
import { CARPENTRY, fillUntil, PROFESSIONS } from './form-harness.tsx';

window.scrollTo = () => {};

const cache = {
  [queryKey(JobPostProfessionsDocument, { brand: 'uk' })]: PROFESSIONS,
  [queryKey(JobPostProfessionDocument, { brand: 'uk', slug: 'carpentry' })]: CARPENTRY,
  [queryKey(JobPostPostalCodeDocument, { brand: 'uk', postalCode: 'M1 5UN' })]: {
    postalCode: { status: 'KNOWN', postalCode: 'M1 5UN', townName: 'Manchester' },
  },
};

t.test('the trade and the postcode of the query are filled in', async (t) => {
  renderRoute('/post-a-job?profession=carpentry&postalCode=M1%205UN', { cache });
  t.equal((screen.getByLabelText('Which trade do you need?') as HTMLSelectElement).value, 'carpentry');
  fillUntil('Where is the job?');
  t.equal((screen.getByLabelText('Postcode of the job') as HTMLInputElement).value, 'M1 5UN');
});

t.test('a trade in the path wins over one in the query, and an empty query chooses nothing', async (t) => {
  const first = renderRoute('/post-a-job/profession/carpentry?profession=painting', { cache });
  t.equal((screen.getByLabelText('Which trade do you need?') as HTMLSelectElement).value, 'carpentry');
  first.unmount();
  renderRoute('/post-a-job?profession=&postalCode=', { cache });
  t.equal((screen.getByLabelText('Which trade do you need?') as HTMLSelectElement).value, '');
});
