// Every core page kind as a person sees it, at a phone's and a desktop's width, in brands of
// different languages, over the demo data (the rules: test/helpers/layout-check.ts); the public
// site's indexes and written pages are layout-public.test.ts's.
import t from 'tap';
import { BRANDS } from '../../shared/brands.ts';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words, proSlug: pro, brand, city }) => {
  const jobForm = BRANDS[brand].jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: linkTo('findAProLocation', words, { location: city }) },
    { name: 'profile', path: linkTo('proProfile', words, { serviceProSlug: pro }) },
    { name: 'job-form', path: linkTo(jobForm, words) },
    { name: 'sign-in', path: linkTo('login', words) },
    { name: 'my-projects', path: linkTo('myProjects', words), as: 'consumer' },
    { name: 'new-jobs', path: linkTo('newServiceRequests', words), as: 'pro' },
    { name: 'activity', path: linkTo('activityOverview', words), as: 'pro' },
    { name: 'activity-services', path: linkTo('proActivityServices', words, { activity: 'hired' }), as: 'pro' },
    { name: 'partners', path: linkTo('proPartners', words), as: 'pro' },
    { name: 'trade-perks', path: linkTo('proTradePerks', words), as: 'pro' },
    {
      name: 'platform-notification',
      path: linkTo('proPlatformNotification', words, { topicName: 'new-jobs' }),
      as: 'pro',
    },
    { name: 'welcome-back', path: linkTo('proWelcomeBack', words), as: 'pro' },
  ];
});
