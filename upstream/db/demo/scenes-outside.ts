// Demo work pictures outdoors: a re-tiled roof, a new brick wall, new windows, a laid-out garden,
// cleaned windows, a new front-door lock and a loaded removal van.
import { L } from './language.ts';
import type { Scene } from './scene.ts';
import {
  canvas,
  circle,
  courses,
  ellipse,
  gradient,
  line,
  outdoors,
  path,
  rect,
  shadow,
  sparkle,
} from './scene-parts.ts';

const BRICKS = ['#a5533a', '#b15c40', '#9a4a33', '#ad5a3f', '#94462f'];

function roofing(): string {
  const o = outdoors(760, '#6f9a4a', '#86b05c');
  const tiles: string[] = [];
  // Rows of tiles inside the roof's outline (from the ridge at 600,120 to the eaves at y 690).
  for (let row = 0; row < 10; row++) {
    const y = 168 + row * 52;
    const left = 600 - (y + 46 - 120) * 0.86;
    const right = 600 + (y + 46 - 120) * 0.86;
    for (let x = left + (row % 2) * 30; x + 60 <= right; x += 60) {
      tiles.push(
        path(
          `M${x} ${y} L${x + 60} ${y} L${x + 60} ${y + 46} Q${x + 30} ${y + 60} ${x} ${y + 46} Z`,
          row % 3 === 1 ? '#a84a32' : '#b9553a',
          { stroke: '#8a3a26', 'stroke-width': 3 },
        ),
      );
    }
  }
  return canvas(o.defs, [
    ...o.body,
    rect(230, 640, 740, 200, '#e6dccb'),
    ...courses(230, 640, 740, 200, { w: 60, h: 24, gap: 4 }, ['#ede4d4', '#e4dac8'], true),
    path('M600 120 L1090 690 L110 690 Z', '#7d3322'),
    ...tiles,
    rect(560, 100, 80, 40, '#7d3322'),
    // The chimney and the scaffold the roofer worked from.
    ...courses(820, 200, 70, 200, { w: 34, h: 20, gap: 3 }, BRICKS, true),
    rect(810, 190, 90, 20, '#6b6b6b'),
    line(80, 300, 80, 840, '#8c9399', 12),
    line(180, 300, 180, 840, '#8c9399', 12),
    ...[420, 600, 780].map((y) => line(70, y, 190, y, '#8c9399', 10)),
    rect(60, 590, 150, 14, '#c09a64'),
    rect(480, 720, 90, 120, '#5e4630'),
    rect(700, 730, 120, 80, '#cfe6f7', { stroke: '#f4f1ea', 'stroke-width': 10 }),
  ]);
}

function bricklaying(): string {
  const o = outdoors(600, '#7aa452', '#8fb866');
  return canvas(o.defs, [
    ...o.body,
    path('M0 600 Q300 560 600 600 T1200 590 L1200 620 L0 620 Z', '#5f8a3a'),
    // The wall, its top course still going on, the line and pins to keep it straight.
    ...courses(100, 380, 1000, 340, { w: 96, h: 40, gap: 8 }, BRICKS, true),
    ...courses(100, 332, 560, 48, { w: 96, h: 40, gap: 8 }, BRICKS, true),
    rect(100, 720, 1000, 20, '#9c9689'),
    line(90, 330, 1110, 330, '#f2c12e', 3),
    line(1110, 300, 1110, 380, '#777', 6),
    // The trowel in the mortar board, a stack of bricks.
    path('M760 310 L900 300 L860 340 Z', '#b9bfc4'),
    line(880, 302, 940, 270, '#6b4a2e', 14),
    rect(760, 780, 260, 24, '#8d6a44'),
    ellipse(890, 780, 110, 24, '#bdb7aa'),
    ...courses(180, 760, 220, 90, { w: 100, h: 40, gap: 6 }, BRICKS, true),
    shadow(890, 812, 140, 10),
  ]);
}

function glazing(): string {
  const window = (x: number, y: number) => [
    rect(x, y, 300, 380, '#f7f7f5', { rx: 6 }),
    rect(x + 22, y + 22, 122, 336, 'url(#pane)'),
    rect(x + 156, y + 22, 122, 336, 'url(#pane)'),
    path(
      `M${x + 40} ${y + 200} L${x + 110} ${y + 40} L${x + 130} ${y + 40} L${x + 60} ${y + 200} Z`,
      'rgba(255,255,255,0.45)',
    ),
    path(
      `M${x + 175} ${y + 200} L${x + 245} ${y + 40} L${x + 260} ${y + 40} L${x + 190} ${y + 200} Z`,
      'rgba(255,255,255,0.45)',
    ),
    rect(x + 140, y + 170, 10, 40, '#9aa2a9', { rx: 4 }),
    rect(x - 20, y + 380, 340, 24, '#d7d2c8'),
  ];
  return canvas(
    [gradient('pane', '#a9d6f5', '#5d9ccb', true), gradient('facade', '#e8dcc6', '#d6c6aa', true)],
    [
      rect(0, 0, 1200, 900, 'url(#facade)'),
      ...courses(0, 0, 1200, 900, { w: 120, h: 40, gap: 6 }, ['#e9ddc8', '#e2d5bd', '#ded0b6'], true),
      ...window(160, 180),
      ...window(740, 180),
      // A sticker still on the new glass, and the glazier's suction lifter.
      rect(900, 240, 70, 40, '#ffffff', { rx: 4 }),
      ...[0, 1].map((k) => circle(220 + k * 90, 720, 40, '#3b5d7a')),
      rect(200, 690, 130, 30, '#c0c6cb', { rx: 12 }),
      rect(0, 800, 1200, 100, '#8c8f93'),
    ],
  );
}

function gardening(): string {
  const o = outdoors(420, '#5e9a3c', '#7bb850');
  const flowers: string[] = [];
  const colours = ['#e0577a', '#f2c12e', '#ffffff', '#8e6ad8', '#f28c28'];
  for (let index = 0; index < 26; index++) {
    const x = 40 + index * 44;
    const y = 560 + ((index * 37) % 50);
    flowers.push(
      line(x, y + 30, x, y + 70, '#3e7a2a', 5),
      circle(x, y + 24, 14, colours[index % colours.length] ?? '#fff'),
    );
  }
  const stripes = [0, 1, 2, 3, 4, 5].map((k) =>
    path(
      `M${k * 240 - 100} 900 L${k * 240 + 20} 900 L${k * 120 + 300} 650 L${k * 120 + 240} 650 Z`,
      'rgba(255,255,255,0.08)',
    ),
  );
  return canvas(o.defs, [
    ...o.body,
    // A hedge at the back, a tree, the border of flowers and the striped lawn in front.
    rect(0, 330, 1200, 130, '#3f6f2a', { rx: 40 }),
    rect(950, 180, 40, 300, '#6b4a2e'),
    circle(970, 170, 130, '#4c8a34'),
    circle(900, 230, 90, '#4c8a34'),
    circle(1050, 240, 90, '#437d2e'),
    rect(0, 540, 1200, 110, '#6b4a2e'),
    ...flowers,
    rect(0, 650, 1200, 250, '#6fae48'),
    ...stripes,
    // The wheelbarrow by the border.
    path('M160 760 L360 760 L330 830 L190 830 Z', '#2f6fb0'),
    circle(260, 850, 26, '#333'),
    line(360, 770, 440, 810, '#6b4a2e', 10),
    line(560, 740, 560, 880, '#6b4a2e', 8),
    path('M540 870 L580 870 L574 900 L546 900 Z', '#9aa2a9'),
  ]);
}

function windowCleaning(): string {
  return canvas(
    [gradient('pane', '#b9def7', '#7db3db', true), gradient('facade', '#d8d2c8', '#c4bcb0', true)],
    [
      rect(0, 0, 1200, 900, 'url(#facade)'),
      ...courses(0, 0, 1200, 900, { w: 110, h: 36, gap: 6 }, ['#d6cfc4', '#cfc7bb', '#dcd6cc'], true),
      rect(180, 100, 840, 560, '#f7f7f5', { rx: 6 }),
      rect(210, 130, 380, 500, 'url(#pane)'),
      rect(610, 130, 380, 500, 'url(#pane)'),
      // The left pane done; suds on the right one, the squeegee halfway.
      ...[
        [700, 200],
        [760, 260],
        [840, 220],
        [900, 300],
        [820, 360],
        [720, 330],
      ].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 44, 30, 'rgba(255,255,255,0.7)')),
      rect(640, 400, 320, 20, '#2b2b2b', { rx: 6 }),
      rect(770, 420, 60, 110, '#f2c12e', { rx: 10 }),
      sparkle(300, 220, 34),
      sparkle(480, 420, 24),
      sparkle(380, 560, 18),
      rect(160, 660, 880, 24, '#d7d2c8'),
      // The bucket on the sill below.
      path('M420 720 L600 720 L580 860 L440 860 Z', '#e25b3c'),
      ellipse(510, 720, 90, 18, '#b8452b'),
      ellipse(510, 724, 76, 12, '#ffffff'),
    ],
  );
}

function locksmiths(): string {
  return canvas(
    [gradient('door', '#2f5f4f', '#244b3e', true), gradient('brass', '#f6d77a', '#b8892f', true)],
    [
      rect(0, 0, 1200, 900, '#e6dfd2'),
      ...courses(0, 0, 1200, 900, { w: 120, h: 40, gap: 6 }, ['#b36b4e', '#a9624a', '#bd7456'], true),
      rect(300, 40, 600, 860, '#f3f0ea'),
      rect(340, 80, 520, 820, 'url(#door)'),
      rect(390, 130, 420, 300, '#28574a', { stroke: '#1f4539', 'stroke-width': 10 }),
      rect(390, 500, 420, 340, '#28574a', { stroke: '#1f4539', 'stroke-width': 10 }),
      // The new lock: escutcheon, cylinder and handle, a key in it, the spare on its ring.
      rect(740, 430, 70, 230, 'url(#brass)', { rx: 14 }),
      circle(775, 600, 20, '#8a6a2a'),
      rect(771, 600, 8, 26, '#5a4418'),
      rect(640, 470, 160, 30, 'url(#brass)', { rx: 14 }),
      path('M775 600 L880 600 L880 612 L860 612 L860 624 L845 624 L845 612 L775 612 Z', '#c9ccd0'),
      circle(900, 606, 28, 'none', { stroke: '#c9ccd0', 'stroke-width': 12 }),
      rect(580, 250, 40, 60, 'url(#brass)', { rx: 6 }),
      rect(0, 860, 1200, 40, '#8c8f93'),
    ],
  );
}

function removals(): string {
  const o = outdoors(600, '#8c8f93', '#a3a6aa');
  const boxes: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 4; column++) {
      const x = 170 + column * 110;
      const y = 520 - row * 100;
      boxes.push(
        rect(x, y, 100, 92, column % 2 === row % 2 ? '#c99a5e' : '#b88a50', { stroke: '#8d6a3a', 'stroke-width': 3 }),
      );
      boxes.push(rect(x + 40, y, 20, 92, '#e3c48f'));
    }
  return canvas(o.defs, [
    ...o.body,
    rect(0, 300, 1200, 300, '#d8d0c2'),
    ...[100, 400, 700, 1000].map((x) => rect(x, 360, 160, 180, '#cfe6f7', { stroke: '#f4f1ea', 'stroke-width': 10 })),
    // The van, its back open on a load of boxes, a ramp, a box and a chair waiting on the pavement.
    rect(140, 240, 520, 420, '#f4f4f2', { rx: 10 }),
    rect(160, 260, 480, 370, '#5a5a58'),
    ...boxes,
    rect(660, 360, 300, 300, '#f4f4f2', { rx: 30 }),
    path('M700 380 L860 380 L930 500 L700 500 Z', '#9fc9e6'),
    rect(140, 660, 820, 40, '#3a3f44'),
    circle(300, 710, 60, '#2b2b2b'),
    circle(300, 710, 26, '#9aa2a9'),
    circle(820, 710, 60, '#2b2b2b'),
    circle(820, 710, 26, '#9aa2a9'),
    path('M180 700 L60 820 L100 820 L230 700 Z', '#9aa2a9'),
    rect(960, 700, 120, 110, '#c99a5e', { stroke: '#8d6a3a', 'stroke-width': 3 }),
    rect(1005, 700, 30, 110, '#e3c48f'),
    path(
      'M1100 640 L1160 640 L1160 740 L1170 840 L1155 840 L1140 760 L1110 760 L1100 840 L1085 840 L1095 740 Z',
      '#6b4a2e',
    ),
    shadow(560, 770, 480, 16),
  ]);
}

export const OUTSIDE_SCENES: readonly Scene[] = [
  {
    trade: 'roofing',
    draw: roofing,
    caption: L(
      'Pannendak opnieuw gelegd, vanaf de steiger',
      'Toiture en tuiles refaite depuis l’échafaudage',
      'Tetto in tegole rifatto dal ponteggio',
      'Ziegeldach vom Gerüst aus neu eingedeckt',
      'Pitched roof re-tiled from the scaffold',
      { us: 'Pitched roof re-roofed from the scaffolding' },
    ),
  },
  {
    trade: 'bricklaying',
    draw: bricklaying,
    caption: L(
      'Nieuwe gemetselde tuinmuur, laatste laag in wording',
      'Nouveau mur de jardin en briques, dernier rang en cours',
      'Nuovo muro da giardino in mattoni, ultimo corso in posa',
      'Neue gemauerte Gartenmauer, letzte Schicht in Arbeit',
      'New brick garden wall, top course going on',
    ),
  },
  {
    trade: 'glazing',
    draw: glazing,
    caption: L(
      'Nieuwe ramen met dubbel glas in de gevel',
      'Fenêtres neuves en double vitrage posées en façade',
      'Nuove finestre con doppio vetro in facciata',
      'Neue doppelt verglaste Fenster in der Fassade',
      'New double-glazed windows fitted in the front wall',
      { us: 'New double-pane windows installed on the front of the house' },
    ),
  },
  {
    trade: 'gardening',
    draw: gardening,
    caption: L(
      'Aangelegde tuin met gazon, border en haag',
      'Jardin aménagé avec pelouse, massif fleuri et haie',
      'Giardino sistemato con prato, aiuola fiorita e siepe',
      'Angelegter Garten mit Rasen, Staudenbeet und Hecke',
      'Landscaped garden with lawn, flower border and hedge',
      { us: 'Landscaped yard with lawn, flower bed and hedge' },
    ),
  },
  {
    trade: 'window-cleaning',
    draw: windowCleaning,
    caption: L(
      'Ramen streeploos gelapt, de wisser halverwege',
      'Vitres lavées sans traces, la raclette à mi-chemin',
      'Vetri puliti senza aloni, il tergivetro a metà',
      'Fenster streifenfrei geputzt, der Abzieher auf halbem Weg',
      'Windows cleaned streak-free, the squeegee halfway across',
    ),
  },
  {
    trade: 'locksmiths',
    draw: locksmiths,
    caption: L(
      'Nieuw veiligheidsslot in de voordeur, met sleutels',
      'Nouvelle serrure de sécurité sur la porte d’entrée, avec les clés',
      'Nuova serratura di sicurezza sulla porta d’ingresso, con le chiavi',
      'Neues Sicherheitsschloss an der Haustür, mit Schlüsseln',
      'New security lock fitted to the front door, keys included',
      { us: 'New deadbolt installed on the front door, keys included' },
    ),
  },
  {
    trade: 'removals',
    draw: removals,
    caption: L(
      'Verhuiswagen geladen met dozen',
      'Camion de déménagement chargé de cartons',
      'Furgone del trasloco carico di scatoloni',
      'Umzugswagen mit Kartons beladen',
      'Removal van loaded with boxes',
      { us: 'Moving truck loaded with boxes' },
    ),
  },
];
