// Finishing trades of the demo taxonomy (paint, wood, tiles, plaster, floors, kitchens), in every
// brand's language.
import { L } from './language.ts';
import { service, type TradeSpec } from './trade-spec.ts';

export const FINISHING_TRADES: readonly TradeSpec[] = [
  {
    key: 'painting',
    name: L('Schilderwerk', 'Peinture', 'Tinteggiatura', 'Malerarbeiten', 'Painting and decorating', {
      us: 'Painting',
    }),
    pros: L('Schilders', 'Peintres', 'Imbianchini', 'Maler', 'Painters and decorators', { us: 'Painters' }),
    one: L('een schilder', 'un peintre', 'un imbianchino', 'ein Maler', 'a painter and decorator', { us: 'a painter' }),
    company: L('Schildersbedrijf', 'Peinture', 'Tinteggiature', 'Malerbetrieb', 'Decorating', { us: 'Painting' }),
    measure: 'area',
    number: 'floor',
    choice: 'spaces',
    detail: 'colour',
    materials: true,
    demand: 5,
    clusters: [
      {
        name: L(
          'Binnenschilderwerk',
          'Peinture intérieure',
          'Pittura interni',
          'Innenanstrich',
          'Interior decorating',
          { us: 'Interior painting' },
        ),
        services: [
          service(
            L(
              'Muren en plafonds schilderen',
              'Peinture des murs et plafonds',
              'Tinteggiatura pareti e soffitti',
              'Wände und Decken streichen',
              'Painting walls and ceilings',
            ),
            10,
            [300, 2500],
          ),
          service(
            L('Behangen', 'Pose de papier peint', 'Posa carta da parati', 'Tapezieren', 'Wallpapering', {
              us: 'Wallpaper installation',
            }),
            9,
            [250, 1500],
          ),
        ],
      },
      {
        name: L('Buitenschilderwerk', 'Peinture extérieure', 'Pittura esterni', 'Außenanstrich', 'Exterior painting'),
        services: [
          service(
            L(
              'Gevel schilderen',
              'Ravalement de façade',
              'Tinteggiatura facciata',
              'Fassade streichen',
              'Exterior wall painting',
              { us: 'House exterior painting' },
            ),
            22,
            [1500, 8000],
            { leadType: 'SHORTLIST_ME' },
          ),
          service(
            L(
              'Kozijnen schilderen',
              'Peinture des fenêtres et boiseries',
              'Verniciatura infissi',
              'Fensterrahmen lackieren',
              'Window frame painting',
            ),
            12,
            [400, 2500],
            { measure: 'windows' },
          ),
        ],
      },
    ],
  },
  {
    key: 'carpentry',
    name: L('Timmerwerk', 'Menuiserie', 'Falegnameria', 'Tischlerarbeiten', 'Carpentry', { at: 'Tischlerei' }),
    pros: L('Timmermannen', 'Menuisiers', 'Falegnami', 'Tischler', 'Carpenters'),
    one: L('een timmerman', 'un menuisier', 'un falegname', 'ein Tischler', 'a carpenter'),
    company: L('Timmerwerken', 'Menuiserie', 'Falegnameria', 'Tischlerei', 'Joinery', { us: 'Carpentry' }),
    measure: 'doors',
    number: 'floor',
    choice: 'spaces',
    detail: 'material',
    materials: true,
    demand: 4,
    clusters: [
      {
        name: L('Deuren en kozijnen', 'Portes et huisseries', 'Porte e telai', 'Türen und Zargen', 'Doors and frames'),
        services: [
          service(
            L(
              'Binnendeuren plaatsen',
              'Pose de portes intérieures',
              'Montaggio porte interne',
              'Innentüren einbauen',
              'Internal door fitting',
              {
                us: 'Interior door installation',
              },
            ),
            10,
            [200, 1200],
          ),
          service(
            L(
              'Kozijn repareren',
              'Réparation de huisserie',
              'Riparazione telaio',
              'Türzarge reparieren',
              'Door frame repair',
            ),
            8,
            [120, 600],
          ),
        ],
      },
      {
        name: L('Maatwerk', 'Sur mesure', 'Su misura', 'Maßanfertigung', 'Made to measure', { us: 'Custom woodwork' }),
        services: [
          service(
            L(
              'Inbouwkast op maat',
              'Placard sur mesure',
              'Armadio a muro su misura',
              'Einbauschrank nach Maß',
              'Fitted wardrobes',
              { us: 'Built-in closets' },
            ),
            18,
            [900, 4500],
            { measure: 'length' },
          ),
          service(
            L(
              'Trap renoveren',
              'Rénovation d’escalier',
              'Ristrutturazione scala',
              'Treppe renovieren',
              'Staircase renovation',
            ),
            16,
            [800, 4000],
            {
              measure: 'items',
            },
          ),
        ],
      },
    ],
  },
  {
    key: 'tiling',
    name: L('Tegelwerk', 'Carrelage', 'Piastrellatura', 'Fliesenarbeiten', 'Tiling'),
    pros: L('Tegelzetters', 'Carreleurs', 'Piastrellisti', 'Fliesenleger', 'Tilers'),
    one: L('een tegelzetter', 'un carreleur', 'un piastrellista', 'ein Fliesenleger', 'a tiler'),
    company: L('Tegelwerken', 'Carrelage', 'Pavimenti e Rivestimenti', 'Fliesen', 'Tiling'),
    measure: 'area',
    number: 'floor',
    choice: 'spaces',
    detail: 'material',
    materials: true,
    demand: 3,
    clusters: [
      {
        name: L('Wandtegels', 'Faïence murale', 'Rivestimenti', 'Wandfliesen', 'Wall tiling'),
        services: [
          service(
            L(
              'Badkamer betegelen',
              'Carrelage de salle de bain',
              'Piastrellatura bagno',
              'Bad fliesen',
              'Bathroom tiling',
            ),
            14,
            [800, 3500],
          ),
          service(
            L(
              'Keukenwand betegelen',
              'Crédence de cuisine',
              'Rivestimento cucina',
              'Küchenspiegel fliesen',
              'Kitchen splashback tiling',
              { us: 'Kitchen backsplash tiling' },
            ),
            8,
            [250, 1200],
          ),
        ],
      },
      {
        name: L('Vloertegels', 'Carrelage au sol', 'Pavimenti', 'Bodenfliesen', 'Floor tiling'),
        services: [
          service(
            L(
              'Vloertegels leggen',
              'Pose de carrelage au sol',
              'Posa pavimento in piastrelle',
              'Bodenfliesen verlegen',
              'Floor tile laying',
              { us: 'Floor tile installation' },
            ),
            14,
            [700, 4000],
          ),
        ],
      },
    ],
  },
  {
    key: 'plastering',
    name: L('Stukadoorswerk', 'Plâtrerie', 'Intonacatura', 'Verputzarbeiten', 'Plastering', {
      us: 'Drywall and plastering',
    }),
    pros: L('Stukadoors', 'Plâtriers', 'Intonacatori', 'Stuckateure', 'Plasterers', {
      us: 'Drywall contractors',
      at: 'Verputzer',
    }),
    one: L('een stukadoor', 'un plâtrier', 'un intonacatore', 'ein Stuckateur', 'a plasterer', {
      us: 'a drywall contractor',
      at: 'ein Verputzer',
    }),
    company: L('Stukadoorsbedrijf', 'Plâtrerie', 'Intonaci', 'Stuckateurbetrieb', 'Plastering', {
      us: 'Drywall',
      at: 'Verputz',
    }),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'spaces',
    detail: 'colour',
    demand: 3,
    clusters: [
      {
        name: L('Wanden', 'Murs', 'Pareti', 'Wände', 'Walls'),
        services: [
          service(
            L('Muren stucen', 'Enduit des murs', 'Intonaco pareti', 'Wände verputzen', 'Wall plastering', {
              us: 'Drywall finishing',
            }),
            12,
            [400, 2500],
          ),
          service(
            L(
              'Sierpleister aanbrengen',
              'Enduit décoratif',
              'Intonaco decorativo',
              'Dekorputz auftragen',
              'Decorative plaster finish',
            ),
            10,
            [500, 2500],
          ),
        ],
      },
      {
        name: L('Plafonds', 'Plafonds', 'Soffitti', 'Decken', 'Ceilings'),
        services: [
          service(
            L('Plafond stucen', 'Enduit de plafond', 'Intonaco soffitto', 'Decke verputzen', 'Ceiling plastering', {
              us: 'Ceiling drywall repair',
            }),
            10,
            [300, 1500],
          ),
        ],
      },
    ],
  },
  {
    key: 'flooring',
    name: L('Vloeren', 'Revêtements de sol', 'Pavimentazioni', 'Bodenbeläge', 'Flooring'),
    pros: L('Vloerenleggers', 'Poseurs de sols', 'Posatori di pavimenti', 'Bodenleger', 'Floor fitters', {
      us: 'Flooring installers',
    }),
    one: L('een vloerenlegger', 'un poseur de sols', 'un posatore di pavimenti', 'ein Bodenleger', 'a floor fitter', {
      us: 'a flooring installer',
    }),
    company: L('Vloeren', 'Sols', 'Pavimenti', 'Bodenbeläge', 'Flooring'),
    measure: 'area',
    number: 'floor',
    choice: 'spaces',
    detail: 'colour',
    materials: true,
    demand: 3,
    clusters: [
      {
        name: L('Houten vloeren', 'Parquets', 'Parquet', 'Holzböden', 'Wooden floors', { us: 'Hardwood floors' }),
        services: [
          service(
            L(
              'Laminaat leggen',
              'Pose de stratifié',
              'Posa laminato',
              'Laminat verlegen',
              'Laminate flooring installation',
            ),
            10,
            [400, 2000],
          ),
          service(
            L('Parket schuren', 'Ponçage de parquet', 'Levigatura parquet', 'Parkett schleifen', 'Floor sanding', {
              us: 'Hardwood floor refinishing',
            }),
            10,
            [500, 2000],
          ),
        ],
      },
      {
        name: L('Zachte vloeren', 'Sols souples', 'Pavimenti morbidi', 'Teppich und Vinyl', 'Carpet and vinyl'),
        services: [
          service(
            L('Tapijt leggen', 'Pose de moquette', 'Posa moquette', 'Teppichboden verlegen', 'Carpet fitting', {
              us: 'Carpet installation',
            }),
            8,
            [300, 1500],
          ),
          service(
            L(
              'PVC-vloer leggen',
              'Pose de sol vinyle',
              'Posa pavimento in vinile',
              'Vinylboden verlegen',
              'Vinyl flooring installation',
            ),
            9,
            [400, 1800],
          ),
        ],
      },
    ],
  },
  {
    key: 'kitchens',
    name: L('Keukenmontage', 'Installation de cuisine', 'Montaggio cucine', 'Küchenmontage', 'Kitchen fitting', {
      us: 'Kitchen installation',
    }),
    pros: L('Keukenmonteurs', 'Cuisinistes', 'Montatori di cucine', 'Küchenmonteure', 'Kitchen fitters', {
      us: 'Kitchen installers',
    }),
    one: L('een keukenmonteur', 'un cuisiniste', 'un montatore di cucine', 'ein Küchenmonteur', 'a kitchen fitter', {
      us: 'a kitchen installer',
    }),
    company: L('Keukenmontage', 'Cuisines', 'Cucine', 'Küchenmontage', 'Kitchens'),
    measure: 'length',
    number: 'floor',
    choice: 'visit',
    detail: 'brand',
    makes: ['Bosch', 'Siemens', 'Miele', 'AEG', 'Neff', 'IKEA Metod'],
    demand: 2,
    clusters: [
      {
        name: L('Keukens', 'Cuisines', 'Cucine', 'Küchen', 'Kitchens'),
        services: [
          service(
            L('Keuken plaatsen', 'Pose de cuisine', 'Montaggio cucina', 'Küche aufbauen', 'Kitchen installation'),
            20,
            [800, 3500],
            { leadType: 'SHORTLIST_ME' },
          ),
          service(
            L(
              'Werkblad vervangen',
              'Remplacement de plan de travail',
              'Sostituzione piano di lavoro',
              'Arbeitsplatte austauschen',
              'Worktop replacement',
              {
                us: 'Countertop replacement',
              },
            ),
            12,
            [300, 1800],
          ),
        ],
      },
      {
        name: L(
          'Inbouwapparatuur',
          'Électroménager encastrable',
          'Elettrodomestici da incasso',
          'Einbaugeräte',
          'Built-in appliances',
        ),
        services: [
          service(
            L(
              'Inbouwapparaten aansluiten',
              'Installation d’électroménager',
              'Installazione elettrodomestici',
              'Einbaugeräte anschließen',
              'Appliance installation',
            ),
            6,
            [80, 300],
            { measure: 'items' },
          ),
        ],
      },
    ],
  },
];
