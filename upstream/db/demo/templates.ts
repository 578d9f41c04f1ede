// The demo professional's message templates (spec §2.7 message-templates), in the brand's
// language: a first answer to a new job and a reply that proposes a visit. Written the way a
// tradesperson writes them, with no contact details (a template may not carry any, §5).
import type { BrandId } from '../../../shared/brands.ts';
import { L, type Localized, say } from './language.ts';

interface DemoTemplate {
  readonly title: Localized;
  readonly body: Localized;
}

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    title: L('Eerste reactie', 'Première réponse', 'Prima risposta', 'Erste Antwort', 'First reply'),
    body: L(
      'Bedankt voor je aanvraag. Ik heb ruime ervaring met dit soort klussen en kan binnen twee weken beginnen. Graag kom ik even kijken om je een vaste prijs te geven.',
      'Merci pour votre demande. J’ai une longue expérience de ce type de chantier et je peux commencer d’ici deux semaines. Je passerai volontiers voir les lieux pour vous donner un prix ferme.',
      'Grazie per la tua richiesta. Ho molta esperienza con lavori di questo tipo e posso iniziare entro due settimane. Passo volentieri a vedere per darti un prezzo fisso.',
      'Vielen Dank für Ihre Anfrage. Ich habe viel Erfahrung mit solchen Arbeiten und kann innerhalb von zwei Wochen beginnen. Gern komme ich vorbei, um Ihnen einen Festpreis zu nennen.',
      'Thank you for your request. I have plenty of experience with work like this and can start within two weeks. I would be glad to come and take a look so I can give you a fixed price.',
    ),
  },
  {
    title: L(
      'Bezoek voorstellen',
      'Proposer une visite',
      'Proporre un sopralluogo',
      'Besichtigung vorschlagen',
      'Suggest a visit',
    ),
    body: L(
      'Dank je voor je bericht. Schikt het als ik deze week langskom om alles op te meten? Dan weet je daarna precies waar je aan toe bent.',
      'Merci pour votre message. Puis-je passer cette semaine pour prendre les mesures ? Vous saurez ensuite exactement à quoi vous attendre.',
      'Grazie per il messaggio. Va bene se passo questa settimana a prendere le misure? Così saprai esattamente cosa aspettarti.',
      'Danke für Ihre Nachricht. Passt es Ihnen, wenn ich diese Woche zum Ausmessen vorbeikomme? Dann wissen Sie genau, woran Sie sind.',
      'Thanks for your message. Would it suit you if I came round this week to measure up? Then you will know exactly where you stand.',
    ),
  },
];

export function demoTemplates(brand: BrandId): { title: string; body: string }[] {
  return DEMO_TEMPLATES.map((template) => ({ title: say(template.title, brand), body: say(template.body, brand) }));
}
