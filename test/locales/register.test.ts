// Each language addresses its user in one register throughout (issue 17): Dutch informally (je, jij,
// jouw), German formally (Sie, Ihr), French formally (vous, votre), Italian informally (tu, tuo).
// A message or a brand tagline that speaks in the other register fails here. English has none.
import type { Messages } from '@lingui/core';
import t from 'tap';
import { CATALOGS } from '../../locales/catalogs.ts';
import { BRAND_IDS, BRANDS } from '../../shared/brands.ts';
import type { Locale } from '../../shared/locales.ts';

// Whole words only: `\b` counts only ASCII letters, so "é" or "ü" would end a word there.
const BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{M}\\p{N}])';
function wholeWords(words: string, flags = 'u'): RegExp {
  return new RegExp(`${BEFORE}(?:${words})${AFTER}`, flags);
}

// A request at the start of a sentence (or after "Bitte"), where a request has no pronoun to give
// its register away: "Aktualisiere" for "Aktualisieren Sie", "Vérifie" for "Vérifiez".
function requests(verbs: string): RegExp {
  return new RegExp(`(?<=^|[.!?:]\\s|Bitte\\s)(?:${verbs})${AFTER}`, 'iu');
}

const GERMAN_INFORMAL = [
  wholeWords('du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure|euren|eurem|eurer', 'iu'),
  // Not "Suche", "Frage" or "Versuche": they are nouns too.
  requests(
    'aktualisiere|probiere|geh|gehe|gib|wähle|prüfe|melde|lade|schreib|schreibe|sende|schick|schicke|füge|nimm|' +
      'sieh|lies|öffne|klicke|tippe|komm|schau|beschreibe|vergleiche|frag|warte|bestätige|ändere|speichere|' +
      'lösche|trage|hol|hole|nutze|verwende|lege|setze|entferne|aktiviere|antworte|bewerte|lass',
  ),
];

// The words of the register a locale does not use, each a way to find it.
const OTHER_REGISTER: Readonly<Partial<Record<Locale, readonly RegExp[]>>> = {
  'nl-NL': [wholeWords('u|uw|uwe|uzelf', 'iu')],
  'de-DE': GERMAN_INFORMAL,
  'de-AT': GERMAN_INFORMAL,
  'fr-FR': [
    // "ton" is also the tone of a message ("sur un ton courtois"): after an article it is not "your".
    wholeWords('tu|toi|te|ta|tes|(?<!(?:un|le|du|au|ce) )ton', 'iu'),
    // The elided te/tu: "t’inscrire", "t’es" (not the "-t-" of "a-t-il").
    new RegExp(`${BEFORE}t[’'](?=\\p{L})`, 'iu'),
    // Not "Pose", "Passe" or "Recharge": they are nouns too.
    requests(
      'réessaie|essaie|vérifie|choisis|indique|saisis|ajoute|décris|envoie|regarde|mets|reviens|ouvre|attends|' +
        'compare|lis|écris|clique|appuie|connecte|déconnecte|publie|trouve|cherche|utilise|modifie|complète|' +
        'corrige|remplis|patiente|confirme|explique|retire|tape|dis|donne|viens',
    ),
  ],
  'it-IT': [
    // The courtesy pronouns are capitalised; a lower-case "lei" or "suo" is she or his.
    wholeWords('Lei'),
    new RegExp(`(?<![.!?:]\\s|^)${BEFORE}(?:Suo|Sua|Suoi|Sue)${AFTER}`, 'u'),
    wholeWords('La preghiamo|La invitiamo|La ringraziamo|Le chiediamo|Le consigliamo', 'iu'),
    // A request in the third person ("Inserisca", "Riprovi") where the informal says "Inserisci", "Riprova".
    // Only where a sentence starts: inside one, "usi" is "you use" and "descriva" follows "perché".
    new RegExp(
      `(?<=^|[.!?:]\\s)(?:Inserisca|Scelga|Controlli|Riprovi|Attenda|Acceda|Esca|Verifichi|Aggiorni|Scriva|Descriva|` +
        `Aggiunga|Indichi|Torni|Apra|Richieda|Selezioni|Invii|Segua|Confermi|Modifichi|Salvi|Usi|Provi|Ricarichi|` +
        `Chieda|Confronti)${AFTER}`,
      'u',
    ),
  ],
};

// The text a compiled message shows: its literal parts and those of every plural or select case. The
// name of an ICU argument ("unit", "count") is not text the person reads, so it stands as "{}".
function texts(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      if (!Array.isArray(part)) return '';
      const cases = part[2];
      return cases && typeof cases === 'object' ? `{${Object.values(cases).map(texts).join(' | ')}}` : '{}';
    })
    .join('');
}

function otherRegister(locale: Locale, text: string): string[] {
  return (OTHER_REGISTER[locale] ?? []).flatMap((rule) => text.match(rule)?.[0] ?? []);
}

function offenders(locale: Locale, catalog: Messages): string[] {
  return Object.entries(catalog).flatMap(([id, message]) => {
    const text = texts(message);
    const found = otherRegister(locale, text);
    return found.length > 0 ? [`${id} (${found.join(', ')}): ${text}`] : [];
  });
}

// Sentences in the other register, and sentences that only look like it.
const FOUND: readonly (readonly [Locale, string])[] = [
  ['nl-NL', 'Wanneer kunt u beginnen?'],
  ['nl-NL', 'Uw bericht'],
  ['de-DE', 'Melde dich an, um deine Aufträge zu sehen.'],
  ['de-DE', 'Die App ist veraltet. Bitte aktualisiere sie.'],
  ['fr-FR', 'Connecte-toi pour voir tes demandes.'],
  ['fr-FR', 'Tu peux t’inscrire.'],
  ['fr-FR', 'Une erreur est survenue. Réessaie.'],
  ['it-IT', 'Inserisca il Suo indirizzo email.'],
  ['it-IT', 'La preghiamo di riprovare.'],
  ['it-IT', 'Non è stato possibile. Riprovi più tardi.'],
];
const NOT_FOUND: readonly (readonly [Locale, string])[] = [
  ['nl-NL', 'Binnen een uur, uitnodigen, Utrecht'],
  ['de-DE', 'Dieser Betrieb hat noch nichts über sich geschrieben, dirigiert von Dubois.'],
  ['de-DE', 'Suche läuft… Bitte aktualisieren Sie die App. Prüfen Sie die Angaben.'],
  ['fr-FR', 'Répondez sur un ton courtois : le tarif détaillé a-t-il été testé ?'],
  ['fr-FR', 'Pose de parquet. Vérifiez les informations.'],
  ['it-IT', 'Inserisci il tuo indirizzo. Suo figlio e lei hanno usato i servizi del professionista.'],
  ['it-IT', 'Quando usi il tuo account. Modificala perché descriva il lavoro.'],
];

t.test('the rules find the other register as whole words, and only there', async (t) => {
  for (const [locale, text] of FOUND) t.notSame(otherRegister(locale, text), [], `${locale} finds it in: ${text}`);
  for (const [locale, text] of NOT_FOUND) t.same(otherRegister(locale, text), [], `${locale} does not in: ${text}`);
  const withArguments = ['Binnen ', ['distance'], ' ', ['unit', 'select', { miles: ['mijl'], other: ['uur'] }]];
  t.same(otherRegister('nl-NL', texts(withArguments)), [], 'an ICU argument such as {unit} is not a word');
});

t.test('every catalog addresses the user in its language’s one register', async (t) => {
  for (const locale of Object.keys(OTHER_REGISTER) as Locale[]) {
    t.same(offenders(locale, CATALOGS[locale]), [], `${locale} keeps to one register`);
  }
});

t.test('every brand’s tagline speaks in its language’s register', async (t) => {
  for (const id of BRAND_IDS) {
    const { locale, tagline } = BRANDS[id];
    t.same(otherRegister(locale, tagline), [], `${id}: ${tagline}`);
  }
});
