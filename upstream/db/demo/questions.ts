// The questions a job form asks (spec §2.5), written once in every language. Each service asks
// the type of property, a size of its trade (m², m or a count), one multiple choice, one number,
// one short text of its trade, sometimes who supplies materials, and free notes: every field type.
import { L, type Localized } from './language.ts';

export type FieldType = 'CHECKBOX' | 'INTEGER' | 'MEASUREMENT' | 'QUANTITY' | 'SELECT' | 'STRING' | 'TEXT';

export interface QuestionSpec {
  readonly key: string;
  readonly label: Localized;
  readonly fieldType: FieldType;
  readonly options?: readonly (readonly [string, Localized])[];
  readonly unit?: string;
  readonly min?: number;
  readonly max?: number;
  // Answers a home owner might type into a STRING question.
  readonly answers?: readonly Localized[];
}

const measurement = (key: string, label: Localized, unit: string, max: number): QuestionSpec => ({
  key,
  label,
  fieldType: 'MEASUREMENT',
  unit,
  min: 1,
  max,
});
const quantity = (key: string, label: Localized, max: number): QuestionSpec => ({
  key,
  label,
  fieldType: 'QUANTITY',
  min: 1,
  max,
});

export const MEASURES = {
  area: measurement('surface_area', L('Oppervlakte', 'Surface', 'Superficie', 'Fläche', 'Surface area'), 'm²', 2000),
  length: measurement('length', L('Lengte', 'Longueur', 'Lunghezza', 'Länge', 'Length'), 'm', 500),
  rooms: quantity(
    'rooms',
    L('Aantal kamers', 'Nombre de pièces', 'Numero di stanze', 'Anzahl der Zimmer', 'Number of rooms', {
      at: 'Anzahl der Räume',
    }),
    20,
  ),
  windows: quantity(
    'windows',
    L('Aantal ramen', 'Nombre de fenêtres', 'Numero di finestre', 'Anzahl der Fenster', 'Number of windows'),
    60,
  ),
  doors: quantity(
    'doors',
    L('Aantal deuren', 'Nombre de portes', 'Numero di porte', 'Anzahl der Türen', 'Number of doors'),
    30,
  ),
  points: quantity(
    'points',
    L('Aantal aansluitpunten', 'Nombre de points', 'Numero di punti', 'Anzahl der Anschlüsse', 'Number of points', {
      us: 'Number of outlets or fixtures',
    }),
    50,
  ),
  radiators: quantity(
    'radiators',
    L(
      'Aantal radiatoren',
      'Nombre de radiateurs',
      'Numero di radiatori',
      'Anzahl der Heizkörper',
      'Number of radiators',
    ),
    30,
  ),
  items: quantity(
    'items',
    L('Aantal onderdelen', 'Nombre d’éléments', 'Numero di elementi', 'Anzahl der Teile', 'Number of items', {
      us: 'Number of fixtures',
    }),
    50,
  ),
  trees: quantity(
    'trees',
    L('Aantal bomen', 'Nombre d’arbres', 'Numero di alberi', 'Anzahl der Bäume', 'Number of trees'),
    20,
  ),
  hours: quantity(
    'hours',
    L('Aantal uur per keer', 'Heures par passage', 'Ore per intervento', 'Stunden pro Einsatz', 'Hours per visit'),
    12,
  ),
  locks: quantity(
    'locks',
    L('Aantal sloten', 'Nombre de serrures', 'Numero di serrature', 'Anzahl der Schlösser', 'Number of locks'),
    10,
  ),
} as const satisfies Record<string, QuestionSpec>;

export type MeasureKey = keyof typeof MEASURES;

export const PROPERTY: QuestionSpec = {
  key: 'property_type',
  label: L('Soort woning', 'Type de logement', 'Tipo di immobile', 'Art der Immobilie', 'Type of property', {
    us: 'Type of home',
  }),
  fieldType: 'SELECT',
  options: [
    [
      'detached',
      L('Vrijstaande woning', 'Maison individuelle', 'Casa indipendente', 'Einfamilienhaus', 'Detached house', {
        us: 'Single-family home',
      }),
    ],
    [
      'terraced',
      L('Rijtjeshuis', 'Maison mitoyenne', 'Villetta a schiera', 'Reihenhaus', 'Terraced house', { us: 'Townhouse' }),
    ],
    ['apartment', L('Appartement', 'Appartement', 'Appartamento', 'Wohnung', 'Flat', { us: 'Apartment' })],
    [
      'commercial',
      L('Bedrijfspand', 'Local professionnel', 'Locale commerciale', 'Gewerbeobjekt', 'Commercial property'),
    ],
  ],
};

export const MATERIALS: QuestionSpec = {
  key: 'materials',
  label: L(
    'Wie levert de materialen?',
    'Qui fournit les matériaux ?',
    'Chi fornisce i materiali?',
    'Wer besorgt das Material?',
    'Who supplies the materials?',
  ),
  fieldType: 'SELECT',
  options: [
    [
      'professional',
      L('De vakman', 'L’artisan', 'Il professionista', 'Der Handwerker', 'The tradesperson', { us: 'The contractor' }),
    ],
    ['me', L('Ikzelf', 'Moi-même', 'Io', 'Ich selbst', 'I will')],
    ['discuss', L('In overleg', 'À discuter', 'Da concordare', 'Nach Absprache', 'To be discussed')],
  ],
};

export const CHOICES = {
  visit: {
    key: 'visit_times',
    label: L(
      'Wanneer kan de vakman langskomen?',
      'Quand l’artisan peut-il passer ?',
      'Quando può passare il professionista?',
      'Wann kann der Handwerker vorbeikommen?',
      'When could someone come round?',
      { us: 'When could someone stop by?' },
    ),
    fieldType: 'CHECKBOX',
    options: [
      [
        'mornings',
        L(
          'Doordeweeks ’s ochtends',
          'En semaine le matin',
          'Mattina, giorni feriali',
          'Werktags vormittags',
          'Weekday mornings',
        ),
      ],
      [
        'afternoons',
        L(
          'Doordeweeks ’s middags',
          'En semaine l’après-midi',
          'Pomeriggio, giorni feriali',
          'Werktags nachmittags',
          'Weekday afternoons',
        ),
      ],
      ['evenings', L('’s Avonds', 'En soirée', 'Sera', 'Abends', 'Evenings')],
      ['saturdays', L('Zaterdag', 'Le samedi', 'Sabato', 'Samstags', 'Saturdays')],
    ],
  },
  spaces: {
    key: 'spaces',
    label: L(
      'Om welke ruimtes gaat het?',
      'Quelles pièces sont concernées ?',
      'Quali ambienti?',
      'Welche Räume?',
      'Which rooms or areas?',
    ),
    fieldType: 'CHECKBOX',
    options: [
      ['kitchen', L('Keuken', 'Cuisine', 'Cucina', 'Küche', 'Kitchen')],
      ['bathroom', L('Badkamer', 'Salle de bain', 'Bagno', 'Bad', 'Bathroom')],
      ['living', L('Woonkamer', 'Séjour', 'Soggiorno', 'Wohnzimmer', 'Living room')],
      ['bedroom', L('Slaapkamer', 'Chambre', 'Camera da letto', 'Schlafzimmer', 'Bedroom')],
      ['hallway', L('Hal', 'Entrée', 'Ingresso', 'Flur', 'Hallway', { at: 'Vorraum' })],
      ['attic', L('Zolder', 'Combles', 'Sottotetto', 'Dachboden', 'Loft', { us: 'Attic' })],
      ['outside', L('Buiten', 'Extérieur', 'Esterno', 'Außenbereich', 'Outside')],
    ],
  },
} as const satisfies Record<string, QuestionSpec>;

export const NUMBERS = {
  floor: {
    key: 'floor',
    label: L(
      'Op welke verdieping? (0 = begane grond)',
      'À quel étage ? (0 = rez-de-chaussée)',
      'A quale piano? (0 = piano terra)',
      'In welchem Stockwerk? (0 = Erdgeschoss)',
      'Which floor is it on? (0 = ground floor)',
      { us: 'Which floor is it on? (0 = street level)' },
    ),
    fieldType: 'INTEGER',
    min: 0,
    max: 30,
  },
  yearBuilt: {
    key: 'year_built',
    label: L('Bouwjaar', 'Année de construction', 'Anno di costruzione', 'Baujahr', 'Year the property was built', {
      us: 'Year the home was built',
    }),
    fieldType: 'INTEGER',
    min: 1500,
  },
  frequency: {
    key: 'visits_per_year',
    label: L(
      'Hoe vaak per jaar?',
      'Combien de passages par an ?',
      'Quanti interventi all’anno?',
      'Wie oft im Jahr?',
      'How many visits a year?',
    ),
    fieldType: 'INTEGER',
    min: 1,
    max: 52,
  },
} as const satisfies Record<string, QuestionSpec>;

export const DETAILS = {
  brand: {
    key: 'current_make',
    label: L(
      'Merk en type van de huidige installatie',
      'Marque et modèle actuels',
      'Marca e modello attuali',
      'Marke und Typ der bisherigen Anlage',
      'Make and model of what is there now',
    ),
    fieldType: 'STRING',
  },
  colour: {
    key: 'finish',
    label: L(
      'Gewenste kleur of afwerking',
      'Couleur ou finition souhaitée',
      'Colore o finitura desiderati',
      'Gewünschte Farbe oder Oberfläche',
      'Colour or finish you have in mind',
      { us: 'Color or finish you have in mind' },
    ),
    fieldType: 'STRING',
    answers: [
      L('Gebroken wit', 'Blanc cassé', 'Bianco sporco', 'Altweiß', 'Off-white'),
      L('Lichtgrijs', 'Gris clair', 'Grigio chiaro', 'Hellgrau', 'Light grey', { us: 'Light gray' }),
      L('Antraciet', 'Anthracite', 'Antracite', 'Anthrazit', 'Charcoal'),
      L('Zachtgroen', 'Vert sauge', 'Verde salvia', 'Salbeigrün', 'Sage green'),
      L('Zelfde kleur als nu', 'Même teinte qu’aujourd’hui', 'Stesso colore di adesso', 'Wie bisher', 'Same as now'),
    ],
  },
  material: {
    key: 'material',
    label: L(
      'Gewenst materiaal',
      'Matériau souhaité',
      'Materiale preferito',
      'Gewünschtes Material',
      'Preferred material',
    ),
    fieldType: 'STRING',
    answers: [
      L('Eikenhout', 'Chêne', 'Rovere', 'Eiche', 'Oak'),
      L('Natuursteen', 'Pierre naturelle', 'Pietra naturale', 'Naturstein', 'Natural stone'),
      L('Keramiek', 'Céramique', 'Ceramica', 'Keramik', 'Ceramic'),
      L('Kunststof', 'PVC', 'PVC', 'Kunststoff', 'uPVC', { us: 'Vinyl' }),
      L('Geen voorkeur', 'Pas de préférence', 'Nessuna preferenza', 'Keine Vorliebe', 'No preference'),
    ],
  },
  access: {
    key: 'access',
    label: L(
      'Bereikbaarheid en parkeren',
      'Accès et stationnement',
      'Accesso e parcheggio',
      'Zugang und Parken',
      'Access and parking',
    ),
    fieldType: 'STRING',
    answers: [
      L(
        'Gratis parkeren voor de deur',
        'Stationnement gratuit devant la maison',
        'Parcheggio gratuito davanti a casa',
        'Kostenlos parken vor dem Haus',
        'Free parking on the drive',
        { us: 'Free parking in the driveway' },
      ),
      L(
        'Betaald parkeren in de straat',
        'Stationnement payant dans la rue',
        'Parcheggio a pagamento in strada',
        'Kostenpflichtiges Parken in der Straße',
        'Pay and display on the street',
        { us: 'Metered street parking' },
      ),
      L('Smalle trap naar boven', 'Escalier étroit', 'Scala stretta', 'Enges Treppenhaus', 'Narrow staircase'),
      L('Er is een lift', 'Il y a un ascenseur', 'C’è l’ascensore', 'Aufzug vorhanden', 'There is a lift', {
        us: 'There is an elevator',
      }),
    ],
  },
  style: {
    key: 'style',
    label: L('Gewenste stijl', 'Style souhaité', 'Stile desiderato', 'Gewünschter Stil', 'Style you have in mind'),
    fieldType: 'STRING',
    answers: [
      L('Modern', 'Contemporain', 'Moderno', 'Modern', 'Modern'),
      L('Landelijk', 'Campagne', 'Rustico', 'Landhausstil', 'Cottage', { us: 'Farmhouse' }),
      L('Jaren dertig', 'Classique', 'Classico', 'Klassisch', 'Victorian', { us: 'Craftsman' }),
      L('Scandinavisch', 'Scandinave', 'Scandinavo', 'Skandinavisch', 'Scandinavian'),
    ],
  },
  destination: {
    key: 'destination',
    label: L(
      'Naar welke plaats verhuis je?',
      'Ville de destination',
      'Città di destinazione',
      'Zielort des Umzugs',
      'Town you are moving to',
      { us: 'City you are moving to' },
    ),
    fieldType: 'STRING',
  },
} as const satisfies Record<string, QuestionSpec>;

export const NOTES: QuestionSpec = {
  key: 'notes',
  label: L(
    'Wat moet de vakman nog meer weten?',
    'Autre chose à savoir pour l’artisan ?',
    'Altro da sapere per il professionista?',
    'Was sollte der Handwerker noch wissen?',
    'Anything else the tradesperson should know?',
    { us: 'Anything else the pro should know?' },
  ),
  fieldType: 'TEXT',
};

export type ChoiceKey = keyof typeof CHOICES;
export type NumberKey = keyof typeof NUMBERS;
export type DetailKey = keyof typeof DETAILS;
