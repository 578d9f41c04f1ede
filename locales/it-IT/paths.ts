import type { PathWords } from '../../shared/routes.ts';

// Localised words in it-IT URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'accedi',
  'reset-password': 'reimposta-password',
  'reset-password-otp': 'reimposta-password-codice',
  'post-a-job': 'pubblica-un-lavoro',
  'find-a-service': 'trova-un-servizio',
  'find-a-pro': 'trova-un-professionista',
  'privacy-policy': 'informativa-privacy',
  'cookie-policy': 'informativa-cookie',
  'terms-conditions': 'termini-e-condizioni',
  'profile-prefix': 'professionista',
  job: 'lavoro',
  professionals: 'professionisti',
  reviews: 'recensioni',
  'service-pro': 'per-professionisti',
  'all-price-guides': 'guide-prezzi',
  'price-guides': 'guida-prezzi',
  'all-articles': 'articoli',
  articles: 'articolo',
  'all-trades': 'tutti-i-mestieri',
  'all-locations': 'tutte-le-citta',
  services: 'servizi',
  tasks: 'lavori',
  'service-pros': 'tutti-i-professionisti',
};
