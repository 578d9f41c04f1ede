import type { PathWords } from '../../shared/routes.ts';

// Localised words in nl-NL URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'inloggen',
  'reset-password': 'wachtwoord-herstellen',
  'reset-password-otp': 'wachtwoord-herstellen-code',
  'post-a-job': 'klus-plaatsen',
  'find-a-service': 'dienst-zoeken',
  'find-a-pro': 'vakman-zoeken',
  'privacy-policy': 'privacybeleid',
  'cookie-policy': 'cookiebeleid',
  'terms-conditions': 'algemene-voorwaarden',
  'profile-prefix': 'vakman',
  job: 'klus',
  professionals: 'vakmensen',
  reviews: 'beoordelingen',
  'service-pro': 'voor-vakmensen',
  'all-price-guides': 'prijzen',
  'price-guides': 'prijs',
  'all-articles': 'artikelen',
  articles: 'artikel',
  'all-trades': 'alle-vakgebieden',
  'all-locations': 'alle-plaatsen',
  services: 'diensten',
  tasks: 'klussen',
  'service-pros': 'alle-vakmensen',
};
