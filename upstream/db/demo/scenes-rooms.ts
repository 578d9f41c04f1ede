// Demo work pictures of rooms: the plumber's washbasin, the electrician's consumer unit, the
// heating engineer's boiler, a refitted bathroom, a fitted kitchen, a tiled wall and a cleaned floor.
import { L } from './language.ts';
import type { Scene } from './scene.ts';
import { canvas, circle, courses, ellipse, gradient, line, path, rect, room, shadow, sparkle } from './scene-parts.ts';

const WHITE_TILES = ['#f7f8f8', '#f1f3f4', '#eef0f1'];
const CHROME = 'url(#chrome)';
const chrome = gradient('chrome', '#f4f6f8', '#8d969e', true);

function plumbing(): string {
  const r = room('#e9eef1', '#cfd8de', '#9c8f80', '#857868');
  return canvas(
    [...r.defs, chrome, gradient('basin', '#ffffff', '#dfe4e8')],
    [
      ...r.body,
      ...courses(300, 120, 600, 380, { w: 95, h: 95, gap: 5 }, WHITE_TILES, false),
      rect(420, 150, 360, 190, '#c9dbe6', { rx: 8, stroke: '#a9b4bc', 'stroke-width': 10 }),
      path('M440 320 L560 170 L600 170 L470 330 Z', 'rgba(255,255,255,0.45)'),
      // The mixer tap: base, body, spout and lever.
      rect(580, 360, 40, 60, CHROME, { rx: 8 }),
      path('M588 372 C588 330 660 330 660 372 L660 392 L644 392 L644 374 C644 352 604 352 604 374 Z', CHROME),
      rect(586, 346, 60, 12, CHROME, { rx: 6, transform: 'rotate(-15 616 352)' }),
      // The wall-hung basin.
      path('M380 420 L820 420 Q820 520 720 530 L480 530 Q380 520 380 420 Z', 'url(#basin)', {
        stroke: '#c6ced4',
        'stroke-width': 4,
      }),
      ellipse(600, 436, 190, 14, '#d5dde3'),
      // The trap and waste pipe into the wall, the supply pipes with their stop valves.
      rect(590, 530, 20, 60, CHROME),
      path('M590 590 Q590 640 640 640 L700 640 L700 620 L640 620 Q610 620 610 590 Z', CHROME),
      rect(700, 612, 120, 36, '#e6e9ec', { stroke: '#b9c0c6', 'stroke-width': 3 }),
      line(520, 530, 520, 600, '#c98b4b', 12),
      line(680, 530, 680, 600, '#c98b4b', 12),
      rect(505, 600, 30, 22, CHROME, { rx: 4 }),
      rect(665, 600, 30, 22, CHROME, { rx: 4 }),
      circle(520, 596, 12, '#3b78c4'),
      circle(680, 596, 12, '#c4453b'),
      shadow(600, 700, 240),
    ],
  );
}

function electrical(): string {
  const r = room('#f3efe6', '#ddd6c8', '#7d6a58', '#6b5a4a');
  const breakers: string[] = [];
  for (let index = 0; index < 10; index++) {
    const x = 370 + index * 48;
    const main = index === 0 || index === 5;
    breakers.push(rect(x, 300, 40, 120, main ? '#2f6fb0' : '#f5f5f3', { rx: 4, stroke: '#9aa0a6', 'stroke-width': 2 }));
    breakers.push(rect(x + 12, index % 3 === 2 ? 330 : 350, 16, 34, main ? '#f5f5f3' : '#333a40', { rx: 3 }));
  }
  return canvas(r.defs, [
    ...r.body,
    rect(320, 190, 560, 420, '#fbfbf9', { rx: 18, stroke: '#b8b4aa', 'stroke-width': 6 }),
    rect(350, 280, 500, 160, '#d9dcdf', { rx: 6 }),
    ...breakers,
    rect(350, 470, 500, 110, '#eceae4', { rx: 6 }),
    ...[0, 1, 2, 3, 4].map((index) => rect(370 + index * 96, 500, 80, 24, '#ffffff', { stroke: '#c9c5bb' })),
    path('M600 206 L636 262 L564 262 Z', '#f2c12e', { stroke: '#2b2b2b', 'stroke-width': 4 }),
    path('M604 218 L590 242 L602 242 L596 256 L614 234 L602 234 Z', '#2b2b2b'),
    // A double socket beside it, with a plug going in.
    rect(960, 440, 170, 100, '#fbfbf9', { rx: 12, stroke: '#b8b4aa', 'stroke-width': 4 }),
    ...[1000, 1090].flatMap((cx) => [
      circle(cx, 490, 30, '#efede8', { stroke: '#c9c5bb', 'stroke-width': 2 }),
      circle(cx - 10, 490, 5, '#444'),
      circle(cx + 10, 490, 5, '#444'),
    ]),
    line(1090, 540, 1090, 640, '#333', 10),
    // Cable trunking from the unit to the socket.
    rect(880, 470, 80, 30, '#f7f6f2', { stroke: '#cfcac0', 'stroke-width': 2 }),
  ]);
}

function heating(): string {
  const r = room('#ece6dc', '#d6cdbf', '#a58a6b', '#8e7558');
  const fins: string[] = [];
  for (let x = 690; x < 1100; x += 34) fins.push(rect(x, 470, 26, 150, '#f6f6f4', { rx: 10, stroke: '#cfcfcb' }));
  return canvas(
    [...r.defs, gradient('boiler', '#ffffff', '#e3e5e6')],
    [
      ...r.body,
      // The wall-hung boiler with its display, the gas and water pipes below.
      rect(170, 120, 320, 430, 'url(#boiler)', { rx: 22, stroke: '#c3c7ca', 'stroke-width': 4 }),
      rect(230, 430, 200, 70, '#2c3338', { rx: 10 }),
      rect(250, 448, 80, 34, '#68d4a8', { rx: 4 }),
      circle(380, 465, 20, '#cfd4d8'),
      ...[220, 270, 330, 390, 440].map((x, index) => line(x, 550, x, 650, index === 2 ? '#d4b032' : '#c98b4b', 14)),
      // A radiator under the window with its valve.
      rect(880, 130, 240, 250, '#cfe6f7', { stroke: '#f4f1ea', 'stroke-width': 18 }),
      line(1000, 130, 1000, 380, '#f4f1ea', 10),
      rect(680, 460, 430, 170, '#e8e8e5', { rx: 12 }),
      ...fins,
      rect(650, 600, 40, 24, '#dedede', { rx: 6 }),
      circle(660, 590, 16, '#ffffff', { stroke: '#999', 'stroke-width': 3 }),
      shadow(890, 672, 240),
    ],
  );
}

function bathrooms(): string {
  const r = room('#e4ecee', '#cad6d9', '#8f9a9e', '#7b868a', 700);
  return canvas(
    [...r.defs, chrome, gradient('glass', 'rgba(200,230,240,0.55)', 'rgba(160,200,215,0.35)', true)],
    [
      ...r.body,
      ...courses(0, 0, 1200, 682, { w: 190, h: 90, gap: 6 }, ['#e7e3dc', '#ebe7e0', '#e2ded6'], true),
      // Walk-in shower: tray, rain head and glass screen.
      rect(60, 680, 520, 30, '#d9dcdd'),
      line(320, 120, 320, 60, '#9aa3aa', 14),
      rect(250, 110, 140, 22, CHROME, { rx: 10 }),
      ...[270, 290, 310, 330, 350, 370].map((x) => line(x, 150, x - 10, 400, 'rgba(120,170,210,0.5)', 4)),
      rect(300, 420, 40, 70, CHROME, { rx: 8 }),
      rect(560, 90, 26, 600, 'url(#glass)', { stroke: '#aab5bb', 'stroke-width': 4 }),
      // Toilet and a vanity with its basin and mirror.
      rect(720, 460, 80, 120, '#fbfbfb', { rx: 10, stroke: '#c9cfd2', 'stroke-width': 3 }),
      path('M690 580 L840 580 Q840 660 790 700 L740 700 Q690 660 690 580 Z', '#fbfbfb', {
        stroke: '#c9cfd2',
        'stroke-width': 3,
      }),
      rect(900, 500, 250, 150, '#7a5b3f', { rx: 8 }),
      line(1025, 520, 1025, 630, '#5f4630', 4),
      rect(890, 470, 270, 34, '#fbfbfb', { rx: 8, stroke: '#c9cfd2', 'stroke-width': 3 }),
      path(
        'M1018 470 L1018 430 Q1018 414 1040 414 L1052 414 L1052 426 L1040 426 Q1032 426 1032 436 L1032 470 Z',
        CHROME,
      ),
      rect(930, 150, 190, 250, '#cfe2ea', { rx: 95, stroke: '#b0a080', 'stroke-width': 8 }),
      shadow(1025, 716, 150, 10),
    ],
  );
}

function kitchens(): string {
  const r = room('#efe9df', '#d9d0c1', '#b9a486', '#a38e70');
  const lower: string[] = [];
  const upper: string[] = [];
  for (let index = 0; index < 5; index++) {
    const x = 120 + index * 196;
    lower.push(rect(x, 470, 188, 190, '#3f5b56', { rx: 4 }), rect(x + 70, 490, 48, 8, CHROME, { rx: 4 }));
    if (index !== 2)
      upper.push(rect(x, 90, 188, 200, '#3f5b56', { rx: 4 }), rect(x + 70, 262, 48, 8, CHROME, { rx: 4 }));
  }
  return canvas(
    [...r.defs, chrome, gradient('worktop', '#f2efe9', '#d6d0c4')],
    [
      ...r.body,
      ...courses(120, 290, 980, 150, { w: 70, h: 35, gap: 4 }, ['#ffffff', '#f4f4f2'], true),
      ...upper,
      // Cooker hood over the hob.
      path('M520 90 L680 90 L720 250 L480 250 Z', '#c8ccd0'),
      ...lower,
      rect(100, 440, 1020, 34, 'url(#worktop)', { rx: 4 }),
      rect(520, 430, 160, 12, '#202428', { rx: 4 }),
      ...[550, 650].map((cx) => ellipse(cx, 436, 26, 5, '#3a3f44')),
      // Sink with its tap on the left run, a pot on the hob.
      rect(200, 436, 150, 10, '#9aa2a9', { rx: 4 }),
      path('M268 436 L268 380 Q268 360 292 360 L310 360 L310 372 L292 372 Q282 372 282 384 L282 436 Z', CHROME),
      rect(620, 372, 80, 58, '#b5452f', { rx: 10 }),
      rect(960, 376, 60, 60, '#6c9a4a', { rx: 30 }),
      path('M990 376 Q960 320 990 300 Q1020 320 990 376 Z', '#5f8f3d'),
    ],
  );
}

function tiling(): string {
  const r = room('#e8e4dc', '#d3cdc1', '#8b8f93', '#777b80', 720);
  const floor: string[] = [];
  for (let index = 0; index < 14; index++) {
    const x = index * 100 - 100;
    floor.push(line(x, 720, x - 120 + index * 18, 900, '#5e6266', 3));
  }
  return canvas(r.defs, [
    ...r.body,
    ...courses(0, 0, 1200, 702, { w: 120, h: 60, gap: 5 }, ['#f9fafa', '#f3f5f5', '#eef1f1'], true),
    // Tiles still to lay, the notched trowel and the adhesive bucket.
    ...floor,
    line(0, 800, 1200, 800, '#5e6266', 3),
    rect(840, 600, 220, 110, '#d0d3d4', { rx: 6 }),
    ...[0, 1, 2].map((index) => rect(850 + index * 6, 560 - index * 14, 200, 40, '#fafbfb', { stroke: '#c6caca' })),
    rect(140, 560, 150, 160, '#e1e4e6', { rx: 14 }),
    ellipse(215, 560, 75, 16, '#c4c9cc'),
    ellipse(215, 562, 62, 10, '#b9b2a5'),
    path('M380 770 L560 770 L560 800 L380 800 Z', '#c0c6cb'),
    path('M380 800 L560 800 L552 812 L388 812 Z', '#9aa1a7'),
    rect(440, 730, 60, 40, '#7a4d2b', { rx: 10 }),
    shadow(950, 720, 130, 10),
  ]);
}

function cleaning(): string {
  const r = room('#eaeef0', '#d2d9dc', '#c9b79c', '#b7a384');
  const shine = [0, 1, 2, 3, 4].map((index) =>
    path(
      `M${160 + index * 220} 700 L${220 + index * 220} 700 L${170 + index * 220} 880 L${110 + index * 220} 880 Z`,
      'rgba(255,255,255,0.25)',
    ),
  );
  return canvas(r.defs, [
    ...r.body,
    rect(150, 120, 360, 330, '#cfe6f7', { stroke: '#f4f1ea', 'stroke-width': 18 }),
    line(330, 120, 330, 450, '#f4f1ea', 10),
    ...shine,
    // Mop and bucket, a spray bottle and a folded cloth.
    line(760, 150, 700, 760, '#c7a06a', 16),
    path('M640 760 L760 760 L790 810 L610 810 Z', '#9fc2d8'),
    ...[620, 650, 680, 710, 740, 770].map((x) => line(x, 810, x - 6, 836, '#8fb3c9', 8)),
    path('M860 660 L1020 660 L1000 800 L880 800 Z', '#2f80c2'),
    ellipse(940, 660, 80, 16, '#2469a3'),
    ellipse(940, 664, 66, 10, '#bfe0f2'),
    path('M880 640 Q940 600 1000 640', 'none', { stroke: '#1f5a8c', 'stroke-width': 8 }),
    rect(1060, 690, 50, 110, '#4fb38a', { rx: 10 }),
    rect(1070, 660, 30, 34, '#f2f2f2'),
    rect(1040, 650, 50, 18, '#f2f2f2', { rx: 6 }),
    rect(440, 790, 110, 30, '#f2c12e', { rx: 8 }),
    sparkle(300, 540),
    sparkle(520, 600, 20),
    sparkle(1130, 560),
    shadow(940, 806, 90, 10),
  ]);
}

export const ROOM_SCENES: readonly Scene[] = [
  {
    trade: 'plumbing',
    draw: plumbing,
    caption: L(
      'Nieuwe wastafelkraan met afvoer en stopkranen',
      'Nouveau mitigeur de lavabo avec siphon et robinets d’arrêt',
      'Nuovo miscelatore del lavabo con sifone e rubinetti d’arresto',
      'Neue Waschtischarmatur mit Siphon und Eckventilen',
      'New basin mixer tap with waste trap and isolation valves',
      { us: 'New bathroom faucet with drain trap and shut-off valves' },
    ),
  },
  {
    trade: 'electrical',
    draw: electrical,
    caption: L(
      'Nieuwe groepenkast met aardlekschakelaars en een dubbel stopcontact',
      'Nouveau tableau électrique avec disjoncteurs et une prise double',
      'Nuovo quadro elettrico con salvavita e una presa doppia',
      'Neuer Sicherungskasten mit FI-Schaltern und einer Doppelsteckdose',
      'New consumer unit with RCD breakers and a double socket',
      { us: 'New breaker panel with GFCI breakers and a duplex outlet' },
    ),
  },
  {
    trade: 'heating',
    draw: heating,
    caption: L(
      'Cv-ketel aan de wand en een radiator onder het raam',
      'Chaudière murale et radiateur sous la fenêtre',
      'Caldaia a parete e termosifone sotto la finestra',
      'Gastherme an der Wand und Heizkörper unter dem Fenster',
      'Wall-hung combi boiler and a radiator under the window',
      { us: 'Wall-mounted boiler and a radiator under the window' },
    ),
  },
  {
    trade: 'bathrooms',
    draw: bathrooms,
    caption: L(
      'Vernieuwde badkamer met inloopdouche, toilet en badmeubel',
      'Salle de bains rénovée avec douche à l’italienne, WC et meuble vasque',
      'Bagno rinnovato con doccia a filo pavimento, WC e mobile lavabo',
      'Renoviertes Bad mit bodengleicher Dusche, WC und Waschtisch',
      'Refitted bathroom with a walk-in shower, toilet and vanity unit',
      { us: 'Remodeled bathroom with a walk-in shower, toilet and vanity' },
    ),
  },
  {
    trade: 'kitchens',
    draw: kitchens,
    caption: L(
      'Nieuwe keuken met werkblad, spoelbak en kookplaat',
      'Cuisine neuve avec plan de travail, évier et plaque de cuisson',
      'Cucina nuova con piano di lavoro, lavello e piano cottura',
      'Neue Küche mit Arbeitsplatte, Spüle und Kochfeld',
      'New fitted kitchen with worktop, sink and hob',
      { us: 'New kitchen with countertop, sink and cooktop' },
    ),
  },
  {
    trade: 'tiling',
    draw: tiling,
    caption: L(
      'Wand betegeld met witte metrotegels, vloertegels in wording',
      'Mur carrelé en carreaux métro blancs, sol en cours de pose',
      'Parete rivestita con piastrelle diamantate bianche, pavimento in posa',
      'Wand mit weißen Metrofliesen, Bodenfliesen in Arbeit',
      'Wall tiled in white metro tiles, floor tiles being laid',
      { us: 'Wall tiled in white subway tiles, floor tiles being laid' },
    ),
  },
  {
    trade: 'cleaning',
    draw: cleaning,
    caption: L(
      'Vloer gedweild en kamer schoon opgeleverd',
      'Sol lavé et pièce rendue propre',
      'Pavimento lavato e stanza consegnata pulita',
      'Boden gewischt, Raum sauber übergeben',
      'Floor mopped and the room left spotless',
    ),
  },
];
