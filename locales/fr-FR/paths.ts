import type { PathWords } from '../../shared/routes.ts';

// Localised words in fr-FR URLs (spec §2: words shown in braces).
export const paths: PathWords = {
  login: 'connexion',
  'reset-password': 'reinitialiser-mot-de-passe',
  'reset-password-otp': 'reinitialiser-mot-de-passe-code',
  'post-a-job': 'publier-un-projet',
  'find-a-service': 'trouver-un-service',
  'find-a-pro': 'trouver-un-artisan',
  'privacy-policy': 'politique-de-confidentialite',
  'cookie-policy': 'politique-cookies',
  'terms-conditions': 'conditions-generales',
  'profile-prefix': 'artisan',
  job: 'projet',
  professionals: 'artisans',
  reviews: 'avis',
  'service-pro': 'pour-les-artisans',
  'all-price-guides': 'guides-des-prix',
  'price-guides': 'guide-des-prix',
  'all-articles': 'articles',
  articles: 'article',
  'all-trades': 'tous-les-metiers',
  'all-locations': 'toutes-les-villes',
  services: 'prestations',
  tasks: 'travaux',
  'service-pros': 'tous-les-artisans',
};
