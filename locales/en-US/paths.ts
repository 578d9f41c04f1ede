import type { PathWords } from '../../shared/routes.ts';

// Localised words in en-US URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'login',
  'reset-password': 'reset-password',
  'reset-password-otp': 'reset-password-otp',
  'post-a-job': 'post-a-job',
  'find-a-service': 'find-a-service',
  'find-a-pro': 'find-a-pro',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  'terms-conditions': 'terms-conditions',
  'profile-prefix': 'pro',
  job: 'job',
  professionals: 'pros',
  reviews: 'reviews',
  'service-pro': 'for-pros',
  'all-price-guides': 'cost-guides',
  'price-guides': 'cost-guide',
  'all-articles': 'articles',
  articles: 'article',
  'all-trades': 'all-trades',
  'all-locations': 'all-locations',
  services: 'services',
  tasks: 'projects',
  'service-pros': 'all-pros',
};
