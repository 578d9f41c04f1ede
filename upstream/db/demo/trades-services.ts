// Household and outdoor service trades of the demo taxonomy (gardens, windows, odd jobs, locks,
// moves, cleaning), in every brand's language.
import { L } from './language.ts';
import { service, type TradeSpec } from './trade-spec.ts';

export const SERVICE_TRADES: readonly TradeSpec[] = [
  {
    key: 'gardening',
    name: L(
      'Tuinonderhoud en -aanleg',
      'Jardinage',
      'Giardinaggio',
      'Garten- und Landschaftsbau',
      'Gardening and landscaping',
      { us: 'Landscaping' },
    ),
    pros: L('Hoveniers', 'Jardiniers', 'Giardinieri', 'Gärtner', 'Gardeners', { us: 'Landscapers' }),
    one: L('een hovenier', 'un jardinier', 'un giardiniere', 'ein Gärtner', 'a gardener', { us: 'a landscaper' }),
    company: L('Hoveniersbedrijf', 'Jardins', 'Giardini', 'Gartenbau', 'Garden Services', { us: 'Landscaping' }),
    measure: 'area',
    number: 'frequency',
    choice: 'visit',
    detail: 'access',
    demand: 4,
    clusters: [
      {
        name: L('Tuinonderhoud', 'Entretien du jardin', 'Manutenzione giardino', 'Gartenpflege', 'Garden maintenance', {
          us: 'Yard maintenance',
        }),
        services: [
          service(L('Gras maaien', 'Tonte de pelouse', 'Taglio del prato', 'Rasen mähen', 'Lawn mowing'), 5, [40, 150]),
          service(
            L('Heg snoeien', 'Taille de haie', 'Potatura siepi', 'Hecke schneiden', 'Hedge trimming'),
            6,
            [80, 400],
            { measure: 'length' },
          ),
        ],
      },
      {
        name: L('Tuinaanleg', 'Aménagement paysager', 'Progettazione giardini', 'Gartengestaltung', 'Landscaping'),
        services: [
          service(
            L('Tuinontwerp', 'Conception de jardin', 'Progetto del giardino', 'Gartenplanung', 'Garden design', {
              us: 'Landscape design',
            }),
            20,
            [500, 3000],
          ),
          service(
            L(
              'Bestrating aanleggen',
              'Pose de dallage',
              'Posa pavimentazione esterna',
              'Pflasterarbeiten',
              'Paving and patios',
              { us: 'Patio installation' },
            ),
            18,
            [1200, 6000],
          ),
        ],
      },
      {
        name: L('Bomen', 'Arbres', 'Alberi', 'Bäume', 'Trees'),
        services: [
          service(
            L('Boom kappen', 'Abattage d’arbre', 'Abbattimento alberi', 'Baum fällen', 'Tree felling', {
              us: 'Tree removal',
            }),
            12,
            [250, 1500],
            { measure: 'trees' },
          ),
        ],
      },
    ],
  },
  {
    key: 'window-cleaning',
    name: L('Glazenwassen', 'Nettoyage de vitres', 'Pulizia vetri', 'Fensterreinigung', 'Window cleaning', {
      at: 'Fensterputzen',
    }),
    pros: L('Glazenwassers', 'Laveurs de vitres', 'Lavavetri', 'Fensterputzer', 'Window cleaners'),
    one: L('een glazenwasser', 'un laveur de vitres', 'un lavavetri', 'ein Fensterputzer', 'a window cleaner'),
    company: L('Glazenwassersbedrijf', 'Nettoyage de Vitres', 'Pulizie Vetri', 'Glasreinigung', 'Window Cleaning'),
    measure: 'windows',
    number: 'frequency',
    choice: 'visit',
    detail: 'access',
    demand: 3,
    clusters: [
      {
        name: L('Woningen', 'Particuliers', 'Abitazioni', 'Privathaushalte', 'Homes'),
        services: [
          service(
            L('Ramen wassen', 'Lavage des vitres', 'Pulizia finestre', 'Fenster putzen', 'House window cleaning'),
            5,
            [40, 150],
          ),
          service(
            L(
              'Serre reinigen',
              'Nettoyage de véranda',
              'Pulizia veranda',
              'Wintergarten reinigen',
              'Conservatory cleaning',
              { us: 'Sunroom cleaning' },
            ),
            6,
            [80, 250],
          ),
        ],
      },
      {
        name: L('Bedrijven', 'Professionnels', 'Aziende', 'Gewerbe', 'Businesses'),
        services: [
          service(
            L(
              'Bedrijfsramen wassen',
              'Nettoyage de vitrines',
              'Pulizia vetrine',
              'Schaufenster reinigen',
              'Commercial window cleaning',
            ),
            8,
            [100, 600],
          ),
        ],
      },
    ],
  },
  {
    key: 'handyman',
    name: L('Klusjes', 'Petits travaux', 'Piccoli lavori', 'Handwerkerservice', 'Handyman services'),
    pros: L('Klusjesmannen', 'Bricoleurs', 'Tuttofare', 'Handwerker', 'Handymen'),
    one: L('een klusjesman', 'un bricoleur', 'un tuttofare', 'ein Handwerker', 'a handyman'),
    company: L('Klussenbedrijf', 'Multiservices', 'Servizi Casa', 'Handwerkerservice', 'Handyman Services'),
    measure: 'items',
    number: 'floor',
    choice: 'visit',
    detail: 'access',
    demand: 4,
    clusters: [
      {
        name: L('Montage', 'Montage', 'Montaggio', 'Montage', 'Assembly'),
        services: [
          service(
            L(
              'Meubels monteren',
              'Montage de meubles',
              'Montaggio mobili',
              'Möbel aufbauen',
              'Flat-pack furniture assembly',
              { us: 'Furniture assembly' },
            ),
            5,
            [50, 250],
          ),
          service(
            L(
              'Schilderijen en planken ophangen',
              'Fixation de cadres et étagères',
              'Montaggio mensole e quadri',
              'Bilder und Regale aufhängen',
              'Hanging pictures and shelves',
            ),
            5,
            [40, 180],
          ),
        ],
      },
      {
        name: L('Kleine reparaties', 'Petites réparations', 'Piccole riparazioni', 'Kleinreparaturen', 'Small repairs'),
        services: [
          service(
            L(
              'Kleine klussen in huis',
              'Petits travaux à domicile',
              'Piccoli lavori in casa',
              'Kleinreparaturen im Haushalt',
              'Odd jobs around the house',
              {
                us: 'Odd jobs around the home',
              },
            ),
            6,
            [60, 300],
          ),
        ],
      },
    ],
  },
  {
    key: 'locksmiths',
    name: L(
      'Sloten en beveiliging',
      'Serrurerie',
      'Serrature e sicurezza',
      'Schlüsseldienst und Sicherheit',
      'Locksmith services',
      {
        at: 'Aufsperrdienst und Sicherheit',
      },
    ),
    pros: L('Slotenmakers', 'Serruriers', 'Fabbri', 'Schlüsseldienste', 'Locksmiths', { at: 'Aufsperrdienste' }),
    one: L('een slotenmaker', 'un serrurier', 'un fabbro', 'ein Schlüsseldienst', 'a locksmith', {
      at: 'ein Aufsperrdienst',
    }),
    company: L('Sleutelservice', 'Serrurerie', 'Serrature', 'Schlüsseldienst', 'Locksmiths', { at: 'Aufsperrdienst' }),
    measure: 'locks',
    number: 'floor',
    choice: 'visit',
    detail: 'brand',
    makes: ['ABUS', 'Yale', 'Mul-T-Lock', 'EVVA', 'CISA', 'Nemef'],
    demand: 2,
    clusters: [
      {
        name: L('Spoedhulp', 'Dépannage urgent', 'Pronto intervento', 'Notdienst', 'Emergencies'),
        services: [
          service(
            L('Deur openen', 'Ouverture de porte', 'Apertura porta', 'Türöffnung', 'Lockout assistance'),
            15,
            [80, 250],
            { leadType: 'INSTANT_ACCEPT' },
          ),
        ],
      },
      {
        name: L('Sloten', 'Serrures', 'Serrature', 'Schlösser', 'Locks'),
        services: [
          service(
            L(
              'Slot vervangen',
              'Remplacement de serrure',
              'Sostituzione serratura',
              'Schloss austauschen',
              'Lock replacement',
              { at: 'Zylinder tauschen' },
            ),
            8,
            [90, 300],
          ),
          service(
            L(
              'Inbraakbeveiliging',
              'Serrure de sécurité',
              'Serratura di sicurezza',
              'Einbruchschutz',
              'Security upgrade',
            ),
            12,
            [250, 1200],
          ),
        ],
      },
    ],
  },
  {
    key: 'removals',
    name: L('Verhuizen', 'Déménagement', 'Traslochi', 'Umzüge', 'Removals', { us: 'Moving' }),
    pros: L('Verhuizers', 'Déménageurs', 'Ditte di traslochi', 'Umzugsunternehmen', 'Removal companies', {
      us: 'Movers',
    }),
    one: L('een verhuizer', 'un déménageur', 'una ditta di traslochi', 'ein Umzugsunternehmen', 'a removal company', {
      us: 'a mover',
    }),
    company: L('Verhuizingen', 'Déménagements', 'Traslochi', 'Umzüge', 'Removals', { us: 'Moving' }),
    measure: 'rooms',
    number: 'floor',
    choice: 'visit',
    detail: 'destination',
    demand: 3,
    clusters: [
      {
        name: L('Verhuizingen', 'Déménagements', 'Traslochi', 'Umzüge', 'House moves', { us: 'Home moves' }),
        services: [
          service(
            L(
              'Complete verhuizing',
              'Déménagement complet',
              'Trasloco completo',
              'Kompletter Umzug',
              'Full house removal',
              { us: 'Full-service move' },
            ),
            20,
            [600, 3000],
            {
              leadType: 'SHORTLIST_ME',
            },
          ),
          service(
            L('Kleine verhuizing', 'Petit déménagement', 'Piccolo trasloco', 'Kleintransport', 'Man and van', {
              us: 'Small move',
            }),
            8,
            [120, 500],
          ),
        ],
      },
      {
        name: L(
          'Inpakken en opslag',
          'Emballage et garde-meubles',
          'Imballaggio e deposito',
          'Verpackung und Lagerung',
          'Packing and storage',
        ),
        services: [
          service(
            L('Inpakservice', 'Service d’emballage', 'Servizio di imballaggio', 'Packservice', 'Packing service'),
            8,
            [200, 900],
          ),
        ],
      },
    ],
  },
  {
    key: 'cleaning',
    name: L('Schoonmaak', 'Ménage', 'Pulizie', 'Reinigung', 'Cleaning'),
    pros: L('Schoonmakers', 'Aides ménagères', 'Imprese di pulizia', 'Reinigungskräfte', 'Cleaners'),
    one: L('een schoonmaker', 'une aide ménagère', 'un’impresa di pulizie', 'eine Reinigungskraft', 'a cleaner'),
    company: L('Schoonmaakbedrijf', 'Nettoyage', 'Pulizie', 'Gebäudereinigung', 'Cleaning'),
    measure: 'hours',
    number: 'frequency',
    choice: 'visit',
    detail: 'access',
    demand: 4,
    clusters: [
      {
        name: L('Huishouden', 'Ménage à domicile', 'Pulizie domestiche', 'Haushalt', 'Home cleaning'),
        services: [
          service(
            L(
              'Vaste schoonmaakhulp',
              'Ménage régulier',
              'Pulizie periodiche',
              'Regelmäßige Haushaltsreinigung',
              'Regular house cleaning',
            ),
            5,
            [25, 120],
          ),
          service(
            L(
              'Eindschoonmaak bij verhuizing',
              'Nettoyage de fin de bail',
              'Pulizia di fine locazione',
              'Endreinigung bei Auszug',
              'End of tenancy cleaning',
              {
                us: 'Move-out cleaning',
              },
            ),
            8,
            [150, 500],
          ),
        ],
      },
      {
        name: L(
          'Specialistisch',
          'Nettoyage spécialisé',
          'Pulizie speciali',
          'Spezialreinigung',
          'Specialist cleaning',
        ),
        services: [
          service(
            L(
              'Tapijtreiniging',
              'Nettoyage de moquette',
              'Pulizia tappeti e moquette',
              'Teppichreinigung',
              'Carpet cleaning',
            ),
            6,
            [80, 300],
            { measure: 'area' },
          ),
        ],
      },
    ],
  },
];
