import type { PathWords } from '../../shared/routes.ts';

// Localised words in en-CA URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'login',
  'reset-password': 'reset-password',
  'reset-password-otp': 'reset-password-otp',
  'post-a-job': 'post-a-job',
  'find-a-service': 'find-a-service',
  'find-a-pro': 'find-a-contractor',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  'terms-conditions': 'terms-conditions',
  'profile-prefix': 'contractor',
  job: 'job',
  professionals: 'contractors',
  reviews: 'reviews',
  'service-pro': 'for-contractors',
  'all-price-guides': 'cost-guides',
  'price-guides': 'cost-guide',
  'all-articles': 'articles',
  articles: 'article',
  'all-trades': 'all-trades',
  'all-locations': 'all-locations',
  services: 'services',
  tasks: 'common-jobs',
  'service-pros': 'all-contractors',
};
