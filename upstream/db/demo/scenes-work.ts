// Demo work pictures of finishing work indoors: a freshly painted wall, an oak bookcase, a skimmed
// wall, a laid plank floor, an insulated loft, a floor plan and a put-up shelf.
import { L } from './language.ts';
import type { Scene } from './scene.ts';
import { canvas, circle, ellipse, gradient, line, path, rect, room, SCENE_WIDTH, shadow } from './scene-parts.ts';

function painting(): string {
  const r = room('#f1ece3', '#ddd5c7', '#a78b6c', '#91775a');
  return canvas(
    [...r.defs, gradient('fresh', '#7fa38f', '#6b8f7b', true)],
    [
      ...r.body,
      // The left part already in the new colour, the edge left by the roller.
      path('M0 0 L720 0 L700 120 L730 260 L705 400 L725 642 L0 642 Z', 'url(#fresh)'),
      rect(586, 296, 138, 34, '#557a66', { rx: 14, stroke: '#f4f4f2', 'stroke-width': 6 }),
      line(655, 326, 655, 420, '#c7c7c7', 10),
      line(655, 420, 655, 560, '#333', 14),
      // The step ladder, the tray and the tin.
      path('M880 220 L940 220 L1040 760 L1010 760 Z', '#c9ced2'),
      path('M880 220 L850 760 L820 760 L860 220 Z', '#b3b9be'),
      ...[360, 480, 600].map((y) => line(860 + (y - 220) * -0.05, y, 905 + (y - 220) * 0.17, y, '#9ea5ab', 12)),
      path('M420 760 L640 760 L600 820 L440 820 Z', '#d8dcdf'),
      path('M450 770 L610 770 L590 800 L465 800 Z', '#6b8f7b'),
      rect(180, 690, 140, 150, '#cfd4d8', { rx: 8 }),
      ellipse(250, 690, 70, 14, '#6b8f7b'),
      rect(180, 740, 140, 50, '#6b8f7b'),
      shadow(530, 826, 120, 10),
    ],
  );
}

function carpentry(): string {
  const r = room('#eeeae3', '#d8d2c7', '#8f7b66', '#7b6957');
  const wood = 'url(#oak)';
  const shelves: string[] = [];
  const books = ['#b5452f', '#2f6fb0', '#e0b341', '#3f5b56', '#7a5b9a', '#d8d2c7'];
  for (let row = 0; row < 4; row++) {
    const y = 150 + row * 120;
    shelves.push(rect(300, y + 100, 600, 20, wood));
    for (let index = 0; index < 9; index++) {
      if ((row + index) % 4 === 3) continue;
      const height = 70 + ((row * 5 + index * 3) % 4) * 8;
      shelves.push(rect(330 + index * 60, y + 100 - height, 40, height, books[(row + index) % books.length] ?? '#999'));
    }
  }
  return canvas(
    [...r.defs, gradient('oak', '#d2a66d', '#b98a52', true)],
    [
      ...r.body,
      rect(280, 110, 640, 560, wood, { rx: 4 }),
      rect(300, 130, 600, 520, '#5e4630'),
      ...shelves,
      rect(300, 130, 600, 20, wood),
      line(600, 130, 600, 650, '#b98a52', 20),
      // The carpenter's square and a plane on the floor.
      path('M980 720 L1160 720 L1160 740 L1000 740 L1000 860 L980 860 Z', '#c0c6cb'),
      rect(120, 760, 200, 50, '#a0522d', { rx: 10 }),
      rect(150, 730, 60, 34, '#6f3a1f', { rx: 14 }),
      shadow(600, 680, 340, 12),
    ],
  );
}

function plastering(): string {
  const r = room('#e9e3d9', '#d6cec1', '#9a9488', '#858074');
  return canvas(
    [...r.defs, gradient('plaster', '#e6c9b4', '#d4b29a', true), gradient('steel', '#f2f4f6', '#9aa2a9')],
    [
      ...r.body,
      // Bare blocks on the right, the smooth new skim over the rest.
      rect(760, 0, 440, 642, '#b7b2aa'),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((row) => line(760, row * 72 + 36, 1200, row * 72 + 36, '#a29d95', 4)),
      path('M0 0 L800 0 Q760 200 790 330 Q760 480 800 642 L0 642 Z', 'url(#plaster)'),
      // The plastering trowel on the wet edge, the hawk, the bucket of mix.
      rect(700, 300, 180, 80, 'url(#steel)', { rx: 8, transform: 'rotate(-8 790 340)' }),
      rect(765, 380, 50, 30, '#6b4a2e', { rx: 10, transform: 'rotate(-8 790 340)' }),
      rect(250, 700, 220, 20, '#b9bfc4'),
      line(360, 720, 360, 820, '#6b4a2e', 22),
      ellipse(360, 696, 70, 16, '#e6c9b4'),
      rect(860, 700, 170, 150, '#3a3f44', { rx: 10 }),
      ellipse(945, 700, 85, 16, '#2c3034'),
      ellipse(945, 704, 72, 10, '#dcc3ae'),
      shadow(945, 852, 100, 10),
    ],
  );
}

function flooring(): string {
  const planks: string[] = [];
  const tones = ['#c69a65', '#b98a55', '#d1a874', '#bf9160'];
  // Planks running away from the viewer, in perspective towards a vanishing point.
  for (let index = -8; index <= 8; index++) {
    const near = 600 + index * 150;
    const far = 600 + index * 45;
    planks.push(
      path(
        `M${far} 380 L${far + 45} 380 L${near + 150} 900 L${near} 900 Z`,
        tones[(index + 8) % tones.length] ?? '#c69a65',
      ),
    );
    for (const t of [0.3 + ((index + 8) % 3) * 0.2]) {
      const y = 380 + t * 520;
      const x1 = far + (near - far) * t;
      const x2 = far + 45 + (near + 150 - far - 45) * t;
      planks.push(line(x1, y, x2, y, '#8e6a42', 3));
    }
    planks.push(line(far, 380, near, 900, '#8e6a42', 2));
  }
  return canvas(
    [gradient('wall', '#efe9df', '#ddd4c5', true)],
    [
      rect(0, 0, SCENE_WIDTH, 380, 'url(#wall)'),
      rect(0, 380, SCENE_WIDTH, 520, '#b98a55'),
      rect(380, 80, 440, 260, '#cfe6f7', { stroke: '#f4f1ea', 'stroke-width': 16 }),
      ...planks,
      rect(0, 362, SCENE_WIDTH, 20, '#f4f1ea'),
      // A pack of planks still to lay, and the tapping block.
      path('M840 760 L1120 700 L1160 740 L880 800 Z', '#d9b27c'),
      path('M880 800 L1160 740 L1160 770 L880 832 Z', '#a97c48'),
      rect(200, 780, 120, 40, '#3a5a80', { rx: 6 }),
    ],
  );
}

function insulation(): string {
  const rafters: string[] = [];
  for (let index = 0; index < 7; index++) {
    const x = 60 + index * 180;
    rafters.push(rect(x + 30, 560, 150, 120, '#f0c75a', { rx: 30 }));
    rafters.push(
      ...[0, 1, 2].map((k) =>
        path(`M${x + 40} ${590 + k * 30} Q${x + 105} ${570 + k * 30} ${x + 170} ${590 + k * 30}`, 'none', {
          stroke: '#d9a93a',
          'stroke-width': 5,
        }),
      ),
    );
    rafters.push(rect(x, 540, 30, 160, '#a77b4f'));
  }
  return canvas(
    [gradient('loft', '#6e5a48', '#4a3b2f'), gradient('board', '#c9a57a', '#a88257')],
    [
      rect(0, 0, SCENE_WIDTH, 900, 'url(#loft)'),
      // The roof slopes meeting at the ridge, with the roof light.
      path('M0 560 L600 60 L1200 560 Z', '#5b4838'),
      ...[150, 300, 450].map((offset) =>
        line(600 - offset * 1.2, 60 + offset, 600 + offset * 1.2, 60 + offset, '#463629', 6),
      ),
      line(0, 560, 600, 60, '#a77b4f', 30),
      line(1200, 560, 600, 60, '#a77b4f', 30),
      path('M780 260 L900 360 L840 410 L720 310 Z', '#9fd0f0'),
      ...rafters,
      rect(0, 700, SCENE_WIDTH, 200, 'url(#board)'),
      ...[300, 600, 900].map((x) => line(x, 700, x, 900, '#8c6a45', 4)),
      // A roll still to unroll.
      ellipse(930, 800, 120, 60, '#f0c75a'),
      ellipse(850, 800, 40, 60, '#d9a93a'),
      ellipse(850, 800, 14, 22, '#8c6a45'),
    ],
  );
}

function architecture(): string {
  const grid: string[] = [];
  for (let x = 140; x <= 1060; x += 40) grid.push(line(x, 120, x, 780, 'rgba(255,255,255,0.12)', 2));
  for (let y = 120; y <= 780; y += 40) grid.push(line(140, y, 1060, y, 'rgba(255,255,255,0.12)', 2));
  const ink = '#f4f8fb';
  const wall = (d: string) => path(d, 'none', { stroke: ink, 'stroke-width': 10, 'stroke-linejoin': 'round' });
  return canvas(
    [gradient('desk', '#c8a47a', '#a7835a')],
    [
      rect(0, 0, SCENE_WIDTH, 900, 'url(#desk)'),
      rect(100, 80, 1000, 740, '#2d5d8c', { rx: 6 }),
      ...grid,
      // The existing house and the new extension to the rear, with doors and a window.
      wall('M220 200 L620 200 L620 640 L220 640 Z'),
      wall('M620 260 L960 260 L960 640 L620 640'),
      wall('M420 200 L420 420 L220 420'),
      wall('M780 260 L780 460'),
      path('M620 470 A70 70 0 0 1 690 540', 'none', { stroke: ink, 'stroke-width': 4, 'stroke-dasharray': '8 6' }),
      line(620, 470, 620, 540, '#2d5d8c', 14),
      path('M320 420 A60 60 0 0 0 380 480', 'none', { stroke: ink, 'stroke-width': 4 }),
      line(960, 360, 960, 540, '#9fd0f0', 12),
      line(220, 700, 960, 700, ink, 3),
      line(220, 680, 220, 720, ink, 3),
      line(960, 680, 960, 720, ink, 3),
      line(620, 690, 620, 710, ink, 3),
      // Pencil and scale ruler on the sheet.
      rect(700, 740, 360, 30, '#f2c12e', { rx: 6, transform: 'rotate(-12 880 755)' }),
      path('M1060 690 L1100 682 L1068 712 Z', '#333', { transform: 'rotate(-12 880 755)' }),
      rect(160, 760, 420, 36, '#e9ecef', { rx: 4 }),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => line(180 + k * 38, 760, 180 + k * 38, 776, '#555', 3)),
    ],
  );
}

function handyman(): string {
  const r = room('#ece7df', '#d6cfc3', '#9b8068', '#866c56');
  return canvas(
    [...r.defs, gradient('shelf', '#c99a62', '#a77a46')],
    [
      ...r.body,
      // The new floating shelf, level, with what went on it; two frames hung beside it.
      rect(250, 320, 560, 34, 'url(#shelf)', { rx: 4 }),
      rect(300, 210, 60, 110, '#3f5b56', { rx: 4 }),
      rect(370, 230, 50, 90, '#b5452f', { rx: 4 }),
      rect(430, 250, 80, 70, '#d9d2c4', { rx: 30 }),
      path('M640 320 Q610 250 660 240 Q700 250 680 320 Z', '#6c9a4a'),
      rect(600, 300, 80, 30, '#c88a5a'),
      rect(560, 120, 120, 90, '#ffffff', { stroke: '#3a3f44', 'stroke-width': 10 }),
      rect(880, 150, 150, 200, '#cfe2ea', { stroke: '#3a3f44', 'stroke-width': 10 }),
      // The spirit level on the shelf and the drill on the floor.
      rect(290, 360, 300, 26, '#f2c12e', { rx: 4 }),
      rect(420, 364, 40, 18, '#a8e6a3', { rx: 8 }),
      path(
        'M860 740 L1010 740 Q1030 740 1030 760 L1030 780 L920 780 L900 860 L850 860 L870 780 Q850 780 850 760 Z',
        '#2f6fb0',
      ),
      rect(1030, 752, 80, 14, '#9aa2a9'),
      rect(860, 840, 60, 30, '#2b2b2b', { rx: 6 }),
      circle(200, 780, 40, '#c98b4b'),
      circle(200, 780, 16, '#8e6a42'),
      shadow(950, 872, 120, 10),
    ],
  );
}

export const WORK_SCENES: readonly Scene[] = [
  {
    trade: 'painting',
    draw: painting,
    caption: L(
      'Woonkamerwand in een nieuwe saliegroene kleur',
      'Mur du salon repeint en vert sauge',
      'Parete del soggiorno ridipinta in verde salvia',
      'Wohnzimmerwand neu in Salbeigrün gestrichen',
      'Living room wall painted a new sage green',
    ),
  },
  {
    trade: 'carpentry',
    draw: carpentry,
    caption: L(
      'Eikenhouten boekenkast op maat',
      'Bibliothèque sur mesure en chêne',
      'Libreria su misura in rovere',
      'Maßgefertigtes Bücherregal aus Eiche',
      'Made-to-measure oak bookcase',
      { us: 'Custom-built oak bookcase' },
    ),
  },
  {
    trade: 'plastering',
    draw: plastering,
    caption: L(
      'Wand strak gestuct naast nog kale blokken',
      'Mur enduit et lissé à côté des blocs encore bruts',
      'Parete intonacata e lisciata accanto ai blocchi ancora grezzi',
      'Frisch verputzte Wand neben noch rohem Mauerwerk',
      'Wall freshly skimmed beside still-bare blockwork',
      { us: 'Wall freshly plastered beside still-bare blocks' },
    ),
  },
  {
    trade: 'flooring',
    draw: flooring,
    caption: L(
      'Eikenhouten plankenvloer gelegd',
      'Parquet en lames de chêne posé',
      'Parquet a listoni in rovere posato',
      'Eichendielenboden verlegt',
      'Oak plank floor newly laid',
      { us: 'New oak hardwood floor installed' },
    ),
  },
  {
    trade: 'insulation',
    draw: insulation,
    caption: L(
      'Zolder geïsoleerd met glaswol tussen de balken',
      'Combles isolés à la laine de verre entre les solives',
      'Sottotetto isolato con lana di vetro tra le travi',
      'Dachboden mit Glaswolle zwischen den Balken gedämmt',
      'Loft insulated with mineral wool between the joists',
      { us: 'Attic insulated with fiberglass between the joists' },
    ),
  },
  {
    trade: 'architecture',
    draw: architecture,
    caption: L(
      'Plattegrond van een woning met een nieuwe uitbouw',
      'Plan d’une maison avec une nouvelle extension',
      'Pianta di una casa con un nuovo ampliamento',
      'Grundriss eines Hauses mit neuem Anbau',
      'Floor plan of a house with a new rear extension',
      { us: 'Floor plan of a house with a new addition' },
    ),
  },
  {
    trade: 'handyman',
    draw: handyman,
    caption: L(
      'Zwevende wandplank opgehangen, waterpas',
      'Étagère murale posée, bien de niveau',
      'Mensola a muro montata, perfettamente in bolla',
      'Schwebendes Wandregal montiert, genau im Wasser',
      'Floating wall shelf put up, dead level',
      { us: 'Floating wall shelf installed, perfectly level' },
    ),
  },
];
