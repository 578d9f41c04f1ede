import type { PathWords } from '../../shared/routes.ts';

// Localised words in de-AT URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'anmelden',
  'reset-password': 'passwort-zuruecksetzen',
  'reset-password-otp': 'passwort-zuruecksetzen-code',
  'post-a-job': 'auftrag-aufgeben',
  'find-a-service': 'dienstleistung-finden',
  'find-a-pro': 'handwerker-finden',
  'privacy-policy': 'datenschutz',
  'cookie-policy': 'cookie-richtlinie',
  'terms-conditions': 'agb',
  'profile-prefix': 'handwerker',
  job: 'auftrag',
  professionals: 'handwerksbetriebe',
  reviews: 'bewertungen',
  'service-pro': 'fuer-handwerker',
  'all-price-guides': 'preise',
  'price-guides': 'preis',
  'all-articles': 'ratgeber',
  articles: 'artikel',
  'all-trades': 'alle-gewerke',
  'all-locations': 'alle-orte',
  services: 'leistungen',
  tasks: 'arbeiten',
  'service-pros': 'alle-handwerker',
};
