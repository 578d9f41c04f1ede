// Installation trades of the demo taxonomy (water, electricity, heating and bathrooms), in every
// brand's language.
import { L } from './language.ts';
import { service, type TradeSpec } from './trade-spec.ts';

export const INSTALLATION_TRADES: readonly TradeSpec[] = [
  {
    key: 'plumbing',
    name: L('Loodgieterswerk', 'Plomberie', 'Idraulica', 'Sanitärinstallation', 'Plumbing', {
      at: 'Installateurarbeiten',
    }),
    pros: L('Loodgieters', 'Plombiers', 'Idraulici', 'Klempner', 'Plumbers', { at: 'Installateure' }),
    one: L('een loodgieter', 'un plombier', 'un idraulico', 'ein Klempner', 'a plumber', { at: 'ein Installateur' }),
    company: L('Loodgietersbedrijf', 'Plomberie', 'Idraulica', 'Sanitärtechnik', 'Plumbing', { at: 'Installationen' }),
    measure: 'items',
    number: 'floor',
    choice: 'spaces',
    detail: 'brand',
    makes: ['Grohe', 'Hansgrohe', 'Geberit', 'Villeroy & Boch', 'Ideal Standard'],
    demand: 5,
    clusters: [
      {
        name: L(
          'Reparaties en lekkages',
          'Dépannage et fuites',
          'Riparazioni e perdite',
          'Reparaturen und Lecks',
          'Repairs and leaks',
        ),
        services: [
          service(
            L('Lekkage verhelpen', 'Réparation de fuite', 'Riparazione perdite', 'Leck beheben', 'Leak repair'),
            12,
            [90, 350],
          ),
          service(
            L(
              'Verstopping verhelpen',
              'Débouchage de canalisation',
              'Disostruzione scarichi',
              'Rohrreinigung',
              'Blocked drain clearing',
              {
                us: 'Drain unclogging',
              },
            ),
            10,
            [80, 250],
            { leadType: 'INSTANT_ACCEPT' },
          ),
          service(
            L(
              'Kraan vervangen',
              'Remplacement de robinet',
              'Sostituzione rubinetto',
              'Wasserhahn austauschen',
              'Tap replacement',
              {
                us: 'Faucet replacement',
                at: 'Wasserhahn tauschen',
              },
            ),
            8,
            [80, 220],
          ),
        ],
      },
      {
        name: L('Toilet en douche', 'WC et douche', 'WC e doccia', 'WC und Dusche', 'Toilets and showers'),
        services: [
          service(
            L('Toilet plaatsen', 'Installation de WC', 'Installazione WC', 'WC montieren', 'Toilet installation'),
            14,
            [250, 900],
          ),
          service(
            L(
              'Douche installeren',
              'Installation de douche',
              'Installazione doccia',
              'Dusche einbauen',
              'Shower installation',
            ),
            18,
            [600, 3000],
          ),
        ],
      },
    ],
  },
  {
    key: 'electrical',
    name: L('Elektra', 'Électricité', 'Impianti elettrici', 'Elektroinstallation', 'Electrical work'),
    pros: L('Elektriciens', 'Électriciens', 'Elettricisti', 'Elektriker', 'Electricians'),
    one: L('een elektricien', 'un électricien', 'un elettricista', 'ein Elektriker', 'an electrician'),
    company: L('Elektrotechniek', 'Électricité', 'Impianti Elettrici', 'Elektrotechnik', 'Electrical'),
    measure: 'points',
    number: 'yearBuilt',
    choice: 'spaces',
    detail: 'brand',
    makes: ['Hager', 'Schneider Electric', 'ABB', 'Legrand', 'Siemens'],
    demand: 5,
    clusters: [
      {
        name: L('Installatie', 'Installation', 'Installazione', 'Installation', 'Installation'),
        services: [
          service(
            L(
              'Stopcontacten aanleggen',
              'Pose de prises électriques',
              'Installazione prese elettriche',
              'Steckdosen installieren',
              'Socket installation',
              {
                us: 'Outlet installation',
              },
            ),
            8,
            [80, 400],
          ),
          service(
            L(
              'Verlichting aansluiten',
              'Installation d’éclairage',
              'Installazione illuminazione',
              'Beleuchtung installieren',
              'Lighting installation',
            ),
            8,
            [90, 500],
          ),
        ],
      },
      {
        name: L(
          'Groepenkast en veiligheid',
          'Tableau électrique et sécurité',
          'Quadro elettrico e sicurezza',
          'Sicherungskasten und Sicherheit',
          'Fuse boards and safety',
          {
            us: 'Panels and safety',
          },
        ),
        services: [
          service(
            L(
              'Groepenkast vervangen',
              'Remplacement du tableau électrique',
              'Sostituzione quadro elettrico',
              'Sicherungskasten erneuern',
              'Fuse box replacement',
              {
                us: 'Electrical panel upgrade',
              },
            ),
            20,
            [600, 1800],
            { leadType: 'SHORTLIST_ME', measure: 'items' },
          ),
          service(
            L(
              'Elektrische keuring',
              'Diagnostic électrique',
              'Verifica impianto elettrico',
              'E-Check',
              'Electrical safety inspection',
            ),
            10,
            [120, 350],
          ),
        ],
      },
      {
        name: L('Laadpalen', 'Bornes de recharge', 'Colonnine di ricarica', 'Ladestationen', 'EV charging'),
        services: [
          service(
            L(
              'Laadpaal installeren',
              'Installation de borne de recharge',
              'Installazione wallbox',
              'Wallbox installieren',
              'EV charger installation',
            ),
            25,
            [900, 2200],
            { leadType: 'SHORTLIST_ME', measure: 'items' },
          ),
        ],
      },
    ],
  },
  {
    key: 'heating',
    name: L('Verwarming', 'Chauffage', 'Riscaldamento', 'Heizungsbau', 'Heating', {
      at: 'Heizungstechnik',
      us: 'Heating and cooling',
    }),
    pros: L('Cv-monteurs', 'Chauffagistes', 'Termoidraulici', 'Heizungsbauer', 'Heating engineers', {
      us: 'HVAC technicians',
      at: 'Heizungstechniker',
    }),
    one: L('een cv-monteur', 'un chauffagiste', 'un termoidraulico', 'ein Heizungsbauer', 'a heating engineer', {
      us: 'an HVAC technician',
      at: 'ein Heizungstechniker',
    }),
    company: L('Installatietechniek', 'Chauffage', 'Termoidraulica', 'Heizungsbau', 'Heating', {
      us: 'Heating & Air',
      at: 'Heizungstechnik',
    }),
    measure: 'radiators',
    number: 'yearBuilt',
    choice: 'visit',
    detail: 'brand',
    makes: [
      'Vaillant ecoTEC',
      'Viessmann Vitodens',
      'Remeha Calenta',
      'Bosch Condens',
      'Worcester Bosch Greenstar',
      'Baxi',
      'Ariston',
    ],
    demand: 4,
    clusters: [
      {
        name: L('Cv-ketels', 'Chaudières', 'Caldaie', 'Heizkessel', 'Boilers', {
          us: 'Furnaces and boilers',
          at: 'Thermen',
        }),
        services: [
          service(
            L(
              'Cv-ketel onderhoud',
              'Entretien de chaudière',
              'Manutenzione caldaia',
              'Heizungswartung',
              'Boiler service',
              {
                us: 'Furnace tune-up',
                at: 'Thermenwartung',
              },
            ),
            6,
            [80, 180],
            { measure: 'items' },
          ),
          service(
            L(
              'Cv-ketel vervangen',
              'Remplacement de chaudière',
              'Sostituzione caldaia',
              'Heizkessel austauschen',
              'Boiler replacement',
              {
                us: 'Furnace replacement',
                at: 'Therme tauschen',
              },
            ),
            25,
            [1800, 4500],
            { leadType: 'SHORTLIST_ME' },
          ),
        ],
      },
      {
        name: L('Warmtepompen', 'Pompes à chaleur', 'Pompe di calore', 'Wärmepumpen', 'Heat pumps'),
        services: [
          service(
            L(
              'Warmtepomp installeren',
              'Installation de pompe à chaleur',
              'Installazione pompa di calore',
              'Wärmepumpe installieren',
              'Heat pump installation',
            ),
            35,
            [4000, 14000],
            { leadType: 'SHORTLIST_ME' },
          ),
        ],
      },
      {
        name: L(
          'Radiatoren en vloerverwarming',
          'Radiateurs et plancher chauffant',
          'Radiatori e riscaldamento a pavimento',
          'Heizkörper und Fußbodenheizung',
          'Radiators and underfloor heating',
          {
            us: 'Radiators and radiant floors',
          },
        ),
        services: [
          service(
            L(
              'Radiator plaatsen',
              'Pose de radiateur',
              'Installazione radiatori',
              'Heizkörper montieren',
              'Radiator installation',
            ),
            10,
            [250, 900],
          ),
          service(
            L(
              'Vloerverwarming aanleggen',
              'Installation de plancher chauffant',
              'Posa riscaldamento a pavimento',
              'Fußbodenheizung verlegen',
              'Underfloor heating installation',
              {
                us: 'Radiant floor heating installation',
              },
            ),
            22,
            [1500, 7000],
            { measure: 'area' },
          ),
        ],
      },
    ],
  },
  {
    key: 'bathrooms',
    name: L(
      'Badkamerrenovatie',
      'Rénovation de salle de bain',
      'Ristrutturazione bagno',
      'Badsanierung',
      'Bathroom fitting',
      { us: 'Bathroom remodeling' },
    ),
    pros: L(
      'Badkamerspecialisten',
      'Installateurs de salles de bain',
      'Esperti di bagni',
      'Badsanierer',
      'Bathroom fitters',
      { us: 'Bathroom remodelers' },
    ),
    one: L(
      'een badkamerspecialist',
      'un installateur de salle de bain',
      'un esperto di bagni',
      'ein Badsanierer',
      'a bathroom fitter',
      {
        us: 'a bathroom remodeler',
      },
    ),
    company: L('Badkamers', 'Salles de Bain', 'Bagni', 'Bäder', 'Bathrooms'),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'visit',
    detail: 'brand',
    makes: ['Villeroy & Boch', 'Grohe', 'Hansgrohe', 'Duravit', 'Geberit'],
    materials: true,
    demand: 3,
    clusters: [
      {
        name: L('Renovatie', 'Rénovation', 'Ristrutturazione', 'Sanierung', 'Renovation', { us: 'Remodeling' }),
        services: [
          service(
            L(
              'Complete badkamerrenovatie',
              'Rénovation complète de salle de bain',
              'Rifacimento completo del bagno',
              'Komplette Badsanierung',
              'Full bathroom renovation',
              {
                us: 'Full bathroom remodel',
              },
            ),
            30,
            [6000, 20000],
            { leadType: 'SHORTLIST_ME' },
          ),
          service(
            L(
              'Sanitair vervangen',
              'Remplacement des sanitaires',
              'Sostituzione sanitari',
              'Sanitärobjekte austauschen',
              'Bathroom suite replacement',
              {
                us: 'Bathroom fixture replacement',
              },
            ),
            15,
            [800, 3500],
            { measure: 'items' },
          ),
        ],
      },
      {
        name: L(
          'Inloopdouches',
          'Douches à l’italienne',
          'Docce a filo pavimento',
          'Bodengleiche Duschen',
          'Walk-in showers',
        ),
        services: [
          service(
            L(
              'Inloopdouche aanleggen',
              'Création de douche à l’italienne',
              'Realizzazione doccia a filo pavimento',
              'Bodengleiche Dusche einbauen',
              'Wet room installation',
              {
                us: 'Walk-in shower installation',
              },
            ),
            20,
            [2500, 8000],
          ),
        ],
      },
    ],
  },
];
