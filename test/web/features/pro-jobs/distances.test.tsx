// Distances read as people say them (issue 17): a tenth of a unit near by, whole units from ten on,
// and the work radius as the farthest filter choice in whole units — "Within 25 mi", not "24.9 mi".
import '../../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import { formatDistance } from '../../../../web/components/ui/distance.ts';
import { DEFAULT_STATE } from '../../../../web/features/pro-jobs/job-filters.ts';
import { JobFiltersForm } from '../../../../web/features/pro-jobs/job-filters-form.tsx';
import { renderPage } from '../../render.tsx';

t.test('a tenth near by, whole units from ten on, in the page locale', async (t) => {
  t.equal(formatDistance('en-GB', 3.44, 'miles'), '3.4 mi');
  t.equal(formatDistance('en-GB', 24.85, 'miles'), '25 mi');
  t.equal(formatDistance('nl-NL', 12.5, 'km'), '13 km');
  t.match(formatDistance('fr-FR', 2.5, 'km'), /^2,5\skm$/, 'a French decimal comma');
});

t.test('the work radius is the farthest choice, rounded to a whole unit', async (t) => {
  renderPage(
    <JobFiltersForm
      id="filters"
      state={DEFAULT_STATE}
      options={{ professions: [], radius: 24.85 }}
      unit="miles"
      action="/service-pro/new-service-requests"
      total={undefined}
      open={false}
      onClose={() => {}}
      onChange={() => {}}
    />,
    { url: '/service-pro/new-service-requests' },
  );
  const choices = [...(screen.getByLabelText('Distance') as HTMLSelectElement).options].map((option) => option.text);
  t.same(choices, ['Any', 'Within 5 mi', 'Within 10 mi', 'Within 15 mi', 'Within 25 mi']);
});
