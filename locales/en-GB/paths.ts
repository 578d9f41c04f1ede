import type { PathWords } from '../../shared/routes.ts';

// Localised words in en-GB URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'login',
  'reset-password': 'reset-password',
  'reset-password-otp': 'reset-password-otp',
  'post-a-job': 'post-a-job',
  'find-a-service': 'find-a-service',
  'find-a-pro': 'find-a-tradesperson',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  'terms-conditions': 'terms-conditions',
  'profile-prefix': 'tradesperson',
  job: 'job',
  professionals: 'tradespeople',
  reviews: 'reviews',
  'service-pro': 'for-tradespeople',
  'all-price-guides': 'price-guides',
  'price-guides': 'price-guide',
  'all-articles': 'articles',
  articles: 'article',
  'all-trades': 'all-trades',
  'all-locations': 'all-locations',
  services: 'services',
  tasks: 'common-jobs',
  'service-pros': 'all-tradespeople',
};
