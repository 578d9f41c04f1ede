// The public site's indexes and written pages as a person sees them, at a phone's and a desktop's
// width, in brands of different languages, over the demo data (the rules: test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words }) => [
  { name: 'blog', path: linkTo('blog', words) },
  { name: 'all-trades', path: linkTo('allTrades', words) },
  { name: 'all-locations', path: linkTo('allLocations', words) },
  { name: 'services', path: linkTo('services', words) },
  { name: 'price-guides', path: linkTo('allPriceGuides', words) },
  { name: 'questions', path: linkTo('questions', words) },
]);
