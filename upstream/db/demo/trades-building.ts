// Building trades of the demo taxonomy (roofs, walls, windows, insulation, design), in every
// brand's language.
import { L } from './language.ts';
import { service, type TradeSpec } from './trade-spec.ts';

export const BUILDING_TRADES: readonly TradeSpec[] = [
  {
    key: 'roofing',
    name: L('Dakwerk', 'Couverture', 'Lavori sul tetto', 'Dachdeckerarbeiten', 'Roofing'),
    pros: L('Dakdekkers', 'Couvreurs', 'Copritetti', 'Dachdecker', 'Roofers'),
    one: L('een dakdekker', 'un couvreur', 'un copritetto', 'ein Dachdecker', 'a roofer'),
    company: L('Dakwerken', 'Couverture', 'Coperture', 'Bedachungen', 'Roofing'),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'visit',
    detail: 'material',
    demand: 4,
    clusters: [
      {
        name: L('Hellende daken', 'Toitures en pente', 'Tetti a falde', 'Steildach', 'Pitched roofs'),
        services: [
          service(
            L(
              'Dakpannen repareren',
              'Réparation de tuiles',
              'Riparazione tegole',
              'Dachziegel reparieren',
              'Roof tile repair',
              { us: 'Shingle repair' },
            ),
            14,
            [200, 900],
          ),
          service(
            L('Dak vernieuwen', 'Réfection de toiture', 'Rifacimento tetto', 'Dach neu eindecken', 'Roof replacement'),
            35,
            [5000, 18000],
            {
              leadType: 'SHORTLIST_ME',
            },
          ),
        ],
      },
      {
        name: L('Platte daken', 'Toits plats', 'Tetti piani', 'Flachdach', 'Flat roofs'),
        services: [
          service(
            L(
              'Plat dak repareren',
              'Réparation de toit plat',
              'Riparazione tetto piano',
              'Flachdach abdichten',
              'Flat roof repair',
            ),
            16,
            [300, 2500],
          ),
        ],
      },
      {
        name: L('Dakgoten', 'Gouttières', 'Grondaie', 'Dachrinnen', 'Gutters'),
        services: [
          service(
            L(
              'Dakgoot reinigen',
              'Nettoyage de gouttières',
              'Pulizia grondaie',
              'Dachrinne reinigen',
              'Gutter cleaning',
            ),
            6,
            [80, 250],
            {
              measure: 'length',
            },
          ),
          service(
            L(
              'Dakgoot vervangen',
              'Remplacement de gouttières',
              'Sostituzione grondaie',
              'Dachrinne erneuern',
              'Gutter replacement',
            ),
            12,
            [400, 1800],
            {
              measure: 'length',
            },
          ),
        ],
      },
    ],
  },
  {
    key: 'bricklaying',
    name: L('Metselwerk', 'Maçonnerie', 'Muratura', 'Maurerarbeiten', 'Bricklaying', { us: 'Masonry' }),
    pros: L('Metselaars', 'Maçons', 'Muratori', 'Maurer', 'Bricklayers', { us: 'Masons' }),
    one: L('een metselaar', 'un maçon', 'un muratore', 'ein Maurer', 'a bricklayer', { us: 'a mason' }),
    company: L('Metselwerken', 'Maçonnerie', 'Edilizia', 'Bau', 'Building', { us: 'Masonry' }),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'visit',
    detail: 'material',
    demand: 2,
    clusters: [
      {
        name: L('Muren en gevels', 'Murs et façades', 'Muri e facciate', 'Mauern und Fassaden', 'Walls and brickwork'),
        services: [
          service(
            L(
              'Tuinmuur metselen',
              'Construction de muret',
              'Costruzione muretto',
              'Gartenmauer mauern',
              'Garden wall building',
              { us: 'Garden wall construction' },
            ),
            14,
            [800, 4000],
            { measure: 'length' },
          ),
          service(
            L('Voegwerk vernieuwen', 'Rejointoiement de façade', 'Rifacimento fughe', 'Fugen sanieren', 'Repointing', {
              us: 'Brick repointing',
            }),
            12,
            [600, 4000],
          ),
        ],
      },
      {
        name: L('Aanbouw', 'Extensions', 'Ampliamenti', 'Anbauten', 'Extensions', { us: 'Additions' }),
        services: [
          service(
            L(
              'Aanbouw metselen',
              'Maçonnerie d’extension',
              'Muratura per ampliamento',
              'Anbau mauern',
              'Extension brickwork',
              { us: 'Home addition masonry' },
            ),
            30,
            [8000, 30000],
            { leadType: 'SHORTLIST_ME' },
          ),
        ],
      },
    ],
  },
  {
    key: 'glazing',
    name: L('Glaswerk', 'Vitrerie', 'Vetri e serramenti', 'Glaserarbeiten', 'Glazing', { us: 'Windows and glass' }),
    pros: L('Glaszetters', 'Vitriers', 'Vetrai', 'Glaser', 'Glaziers', { us: 'Window contractors' }),
    one: L('een glaszetter', 'un vitrier', 'un vetraio', 'ein Glaser', 'a glazier', { us: 'a window contractor' }),
    company: L('Glashandel', 'Vitrerie', 'Vetreria', 'Glaserei', 'Glazing', { us: 'Windows' }),
    measure: 'windows',
    number: 'floor',
    choice: 'visit',
    detail: 'material',
    demand: 2,
    clusters: [
      {
        name: L('Glas', 'Vitrage', 'Vetri', 'Verglasung', 'Glass'),
        services: [
          service(
            L(
              'Dubbel glas plaatsen',
              'Pose de double vitrage',
              'Installazione doppi vetri',
              'Isolierglas einsetzen',
              'Double glazing installation',
              {
                us: 'Double-pane glass installation',
              },
            ),
            14,
            [400, 3000],
          ),
          service(
            L(
              'Kapotte ruit vervangen',
              'Remplacement de vitre cassée',
              'Sostituzione vetro rotto',
              'Glasbruch reparieren',
              'Broken window repair',
            ),
            8,
            [120, 450],
            { leadType: 'INSTANT_ACCEPT' },
          ),
        ],
      },
      {
        name: L('Kozijnen', 'Fenêtres', 'Serramenti', 'Fenster', 'Windows and doors'),
        services: [
          service(
            L(
              'Kunststof kozijnen plaatsen',
              'Pose de fenêtres PVC',
              'Installazione infissi in PVC',
              'Kunststofffenster einbauen',
              'uPVC window installation',
              {
                us: 'Vinyl window installation',
              },
            ),
            20,
            [1500, 8000],
            { leadType: 'SHORTLIST_ME' },
          ),
        ],
      },
    ],
  },
  {
    key: 'insulation',
    name: L('Isolatie', 'Isolation', 'Isolamento termico', 'Dämmung', 'Insulation'),
    pros: L(
      'Isolatiespecialisten',
      'Spécialistes de l’isolation',
      'Esperti di isolamento',
      'Dämmfachbetriebe',
      'Insulation installers',
    ),
    one: L(
      'een isolatiespecialist',
      'un spécialiste de l’isolation',
      'un esperto di isolamento',
      'ein Dämmfachbetrieb',
      'an insulation installer',
    ),
    company: L('Isolatietechniek', 'Isolation', 'Isolamenti', 'Dämmtechnik', 'Insulation'),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'spaces',
    detail: 'material',
    demand: 2,
    clusters: [
      {
        name: L('Muren en dak', 'Murs et toiture', 'Pareti e tetto', 'Wand und Dach', 'Walls and roof'),
        services: [
          service(
            L(
              'Spouwmuurisolatie',
              'Isolation des murs creux',
              'Isolamento intercapedine',
              'Kerndämmung',
              'Cavity wall insulation',
            ),
            16,
            [800, 2500],
          ),
          service(
            L('Dakisolatie', 'Isolation des combles', 'Isolamento sottotetto', 'Dachdämmung', 'Loft insulation', {
              us: 'Attic insulation',
            }),
            14,
            [700, 3500],
          ),
        ],
      },
      {
        name: L('Vloer', 'Sol', 'Pavimento', 'Boden', 'Floors'),
        services: [
          service(
            L(
              'Vloerisolatie',
              'Isolation du plancher bas',
              'Isolamento pavimento',
              'Bodendämmung',
              'Underfloor insulation',
              { us: 'Floor insulation' },
            ),
            12,
            [600, 2500],
          ),
        ],
      },
    ],
  },
  {
    key: 'architecture',
    name: L('Architectuur', 'Architecture', 'Architettura', 'Architektur', 'Architecture'),
    pros: L('Architecten', 'Architectes', 'Architetti', 'Architekten', 'Architects'),
    one: L('een architect', 'un architecte', 'un architetto', 'ein Architekt', 'an architect'),
    company: L('Architectenbureau', 'Architecture', 'Studio di Architettura', 'Architekturbüro', 'Architects'),
    measure: 'area',
    number: 'yearBuilt',
    choice: 'visit',
    detail: 'style',
    demand: 1,
    clusters: [
      {
        name: L('Ontwerp', 'Conception', 'Progettazione', 'Entwurf', 'Design'),
        services: [
          service(
            L(
              'Ontwerp aanbouw',
              'Conception d’extension',
              'Progetto di ampliamento',
              'Anbau planen',
              'Extension design',
              { us: 'Home addition design' },
            ),
            25,
            [1500, 6000],
            { leadType: 'SHORTLIST_ME' },
          ),
          service(
            L(
              'Ontwerp nieuwbouwwoning',
              'Conception de maison neuve',
              'Progetto nuova costruzione',
              'Neubau planen',
              'New build design',
              { us: 'Custom home design' },
            ),
            40,
            [8000, 30000],
            { leadType: 'SHORTLIST_ME' },
          ),
        ],
      },
      {
        name: L('Vergunningen', 'Autorisations', 'Permessi', 'Genehmigungen', 'Planning and permits', {
          us: 'Permits',
        }),
        services: [
          service(
            L(
              'Omgevingsvergunning aanvragen',
              'Demande de permis de construire',
              'Pratiche per permesso di costruire',
              'Bauantrag stellen',
              'Planning application',
              {
                us: 'Building permit application',
              },
            ),
            18,
            [800, 3000],
          ),
        ],
      },
    ],
  },
];
