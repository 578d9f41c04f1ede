// Second demo work pictures for the trades of the demo professionals, so a profile of two trades
// shows four different jobs: a door, chevron parquet, a taped bedroom wall, a plasterboard wall,
// a wall-hung toilet, underfloor heating, repointed brickwork and a wall-mounted television.
import { L } from './language.ts';
import type { Scene } from './scene.ts';
import {
  canvas,
  circle,
  courses,
  ellipse,
  gradient,
  line,
  path,
  rect,
  room,
  SCENE_WIDTH,
  shadow,
} from './scene-parts.ts';

function door(): string {
  const r = room('#efeae2', '#d9d1c4', '#8f7b66', '#7b6957');
  return canvas(
    [...r.defs, gradient('oak', '#d2a66d', '#b48650', true)],
    [
      ...r.body,
      // Frame and architrave, the door with four panels, its handle; a sawhorse with offcuts.
      rect(430, 80, 340, 580, '#f4f1ea'),
      rect(460, 110, 280, 550, 'url(#oak)'),
      ...[
        [490, 140],
        [610, 140],
        [490, 400],
        [610, 400],
      ].map(([x = 0, y = 0]) => rect(x, y, 100, 220, '#c0925a', { stroke: '#a57a46', 'stroke-width': 6 })),
      rect(700, 380, 40, 12, '#9aa2a9', { rx: 6 }),
      circle(706, 386, 12, '#9aa2a9'),
      line(880, 660, 940, 520, '#a77b4f', 14),
      line(1060, 660, 1000, 520, '#a77b4f', 14),
      rect(860, 500, 220, 30, '#c99a62'),
      rect(900, 470, 160, 30, '#d2a66d'),
      path('M180 720 Q220 690 260 720 Q300 750 340 720', 'none', { stroke: '#e3c48f', 'stroke-width': 10 }),
      shadow(600, 672, 190, 10),
    ],
  );
}

function chevron(): string {
  const blocks: string[] = [];
  const tones = ['#c8995f', '#bb8a52', '#d3a86f', '#c29058'];
  // Seen from above: pairs of blocks at right angles, in columns.
  for (let column = -1; column < 10; column++) {
    for (let row = -2; row < 14; row++) {
      const x = column * 140;
      const y = row * 70 + (column % 2) * 35;
      const tone = tones[(column * 3 + row * 5 + 40) % tones.length] ?? '#c8995f';
      blocks.push(
        path(`M${x} ${y} L${x + 70} ${y + 70} L${x + 70} ${y + 120} L${x} ${y + 50} Z`, tone, {
          stroke: '#8e6a42',
          'stroke-width': 2,
        }),
      );
      blocks.push(
        path(
          `M${x + 140} ${y} L${x + 70} ${y + 70} L${x + 70} ${y + 120} L${x + 140} ${y + 50} Z`,
          tones[(column + row * 3 + 41) % tones.length] ?? '#bb8a52',
          {
            stroke: '#8e6a42',
            'stroke-width': 2,
          },
        ),
      );
    }
  }
  return canvas(
    [gradient('light', 'rgba(255,255,255,0.25)', 'rgba(0,0,0,0.08)', true)],
    [
      rect(0, 0, SCENE_WIDTH, 900, '#b98a55'),
      ...blocks,
      rect(0, 0, SCENE_WIDTH, 900, 'url(#light)'),
      // The skirting along the top and a block still to lay with the glue trowel.
      rect(0, 0, SCENE_WIDTH, 40, '#f4f1ea'),
      rect(880, 700, 200, 60, '#d3a86f', { stroke: '#8e6a42', 'stroke-width': 3, transform: 'rotate(-20 980 730)' }),
      path('M700 760 L840 760 L840 790 L700 790 Z', '#c0c6cb'),
      rect(740, 720, 60, 40, '#3a5a80', { rx: 10 }),
    ],
  );
}

function taped(): string {
  return canvas(
    [gradient('terracotta', '#c8714f', '#ad5d3f', true)],
    [
      rect(0, 0, SCENE_WIDTH, 170, '#f7f6f2'),
      rect(0, 170, SCENE_WIDTH, 560, 'url(#terracotta)'),
      // The blue masking tape along the ceiling, peeled back at the right, a brush on the tin.
      rect(0, 160, 880, 22, '#4a86c5'),
      path('M880 160 L960 150 L1000 210 L900 182 Z', '#4a86c5'),
      rect(0, 730, SCENE_WIDTH, 170, '#a78b6c'),
      rect(0, 712, SCENE_WIDTH, 18, '#f4f1ea'),
      rect(230, 730, 140, 120, '#cfd4d8', { rx: 8 }),
      ellipse(300, 730, 70, 14, '#ad5d3f'),
      rect(280, 620, 40, 110, '#b98a55', { rx: 8, transform: 'rotate(25 300 680)' }),
      rect(300, 600, 50, 40, '#333', { transform: 'rotate(25 300 680)' }),
      rect(560, 800, 420, 30, '#e9e4da', { rx: 4 }),
      shadow(300, 852, 90, 10),
    ],
  );
}

function plasterboard(): string {
  const r = room('#ded9cf', '#cbc4b7', '#9a9488', '#858074', 720);
  const boards: string[] = [];
  for (let index = 0; index < 5; index++) {
    const x = 100 + index * 200;
    boards.push(rect(x, 60, 200, 640, '#e9e7e2', { stroke: '#d6d2c8', 'stroke-width': 2 }));
    for (let y = 100; y < 700; y += 100) boards.push(circle(x + 10, y, 4, '#b9b4a8'), circle(x + 190, y, 4, '#b9b4a8'));
  }
  return canvas(r.defs, [
    ...r.body,
    ...boards,
    // The filled joints and the opening for a door.
    ...[300, 500, 700, 900].map((x) => rect(x - 18, 60, 36, 640, '#f6f5f1')),
    rect(740, 240, 200, 460, '#6e6458'),
    rect(740, 240, 200, 14, '#c0c6cb'),
    line(740, 240, 740, 700, '#c0c6cb', 8),
    line(940, 240, 940, 700, '#c0c6cb', 8),
    rect(160, 760, 260, 30, '#c0c6cb'),
    rect(240, 730, 80, 30, '#6b4a2e', { rx: 8 }),
    rect(1000, 740, 120, 120, '#f2f2f2', { rx: 10 }),
    ellipse(1060, 740, 60, 12, '#e0ddd6'),
  ]);
}

function toilet(): string {
  const r = room('#e4ecee', '#cad6d9', '#8f9a9e', '#7b868a', 720);
  return canvas(
    [...r.defs, gradient('chrome', '#f4f6f8', '#8d969e', true)],
    [
      ...r.body,
      ...courses(0, 0, 1200, 702, { w: 150, h: 150, gap: 5 }, ['#dfe4e2', '#d9dfdd', '#e4e8e6'], false),
      // The boxed-in cistern wall, its flush plate, and the bowl hanging free of the floor.
      rect(380, 0, 440, 702, '#eef1f0'),
      rect(530, 200, 140, 90, 'url(#chrome)', { rx: 10 }),
      rect(540, 210, 58, 70, '#e9edf0', { rx: 6 }),
      rect(602, 210, 58, 70, '#e9edf0', { rx: 6 }),
      path('M450 440 L750 440 L750 480 Q750 600 640 620 L560 620 Q450 600 450 480 Z', '#fbfbfb', {
        stroke: '#c9cfd2',
        'stroke-width': 4,
      }),
      rect(440, 420, 320, 30, '#ffffff', { rx: 12, stroke: '#c9cfd2', 'stroke-width': 3 }),
      rect(1000, 300, 20, 200, 'url(#chrome)'),
      circle(1010, 380, 60, '#f7f7f7', { stroke: '#c9cfd2', 'stroke-width': 4 }),
      ellipse(600, 738, 120, 10, 'rgba(0,0,0,0.12)'),
    ],
  );
}

function underfloor(): string {
  const loops: string[] = [];
  for (let index = 0; index < 8; index++) {
    const y = 140 + index * 90;
    const d =
      index % 2 === 0
        ? `M140 ${y} L1080 ${y} A45 45 0 0 1 1080 ${y + 90}`
        : `M1080 ${y} L140 ${y} A45 45 0 0 0 140 ${y + 90}`;
    loops.push(path(d, 'none', { stroke: '#d8453b', 'stroke-width': 16, 'stroke-linecap': 'round' }));
  }
  const studs: string[] = [];
  for (let x = 120; x < 1120; x += 40) for (let y = 110; y < 860; y += 45) studs.push(circle(x, y, 9, '#9fb3c2'));
  return canvas(
    [],
    [
      rect(0, 0, SCENE_WIDTH, 900, '#c4d2dc'),
      ...studs,
      ...loops,
      // The manifold on the wall at the top, where the loops start and end.
      rect(0, 0, SCENE_WIDTH, 60, '#efeae2'),
      rect(460, 20, 280, 70, '#c0c6cb', { rx: 10 }),
      ...[500, 560, 620, 680].map((x) => circle(x, 55, 16, '#3b78c4')),
      line(140, 140, 140, 60, '#d8453b', 16),
      line(1080, 770, 1140, 770, '#d8453b', 16),
      line(1140, 770, 1140, 60, '#d8453b', 16),
      rect(0, 860, SCENE_WIDTH, 40, '#b0aaa0'),
    ],
  );
}

function repointing(): string {
  const o = {
    defs: [gradient('sky', '#8ec5ef', '#dcefff')],
  };
  const left = courses(0, 120, 600, 780, { w: 110, h: 40, gap: 10 }, ['#a5533a', '#b15c40', '#9a4a33'], true).map(
    (shape, index) => (index === 0 ? shape.replace('#d9d4c7', '#ece6da') : shape),
  );
  const right = courses(600, 120, 600, 780, { w: 110, h: 40, gap: 10 }, ['#98503a', '#a45a41', '#8e4631'], true).map(
    (shape, index) => (index === 0 ? shape.replace('#d9d4c7', '#5b4a40') : shape),
  );
  return canvas(o.defs, [
    rect(0, 0, SCENE_WIDTH, 120, 'url(#sky)'),
    ...left,
    ...right,
    line(600, 120, 600, 900, 'rgba(0,0,0,0.15)', 3),
    // The pointing trowel and the hawk of mortar at the edge of the new work.
    path('M560 520 L660 480 L620 540 Z', '#b9bfc4'),
    line(640, 500, 720, 470, '#6b4a2e', 12),
    rect(420, 620, 160, 16, '#b9bfc4'),
    ellipse(500, 612, 60, 14, '#e5ded0'),
    line(500, 636, 500, 720, '#6b4a2e', 18),
  ]);
}

function television(): string {
  const r = room('#e9e4dc', '#d4ccbf', '#8c7560', '#78634f');
  return canvas(
    [...r.defs, gradient('screen', '#2b4f73', '#10202f', true)],
    [
      ...r.body,
      // The screen on its wall bracket, no cable in sight; the sideboard below.
      rect(330, 130, 540, 310, '#16191c', { rx: 8 }),
      rect(342, 142, 516, 286, 'url(#screen)'),
      path('M380 400 Q500 300 620 360 Q720 410 830 320 L830 420 L380 420 Z', 'rgba(120,170,210,0.35)'),
      rect(340, 520, 520, 120, '#7a5b3f', { rx: 6 }),
      line(600, 530, 600, 630, '#5f4630', 4),
      rect(380, 500, 80, 20, '#3a3f44', { rx: 4 }),
      path('M780 520 Q760 460 800 450 Q840 460 820 520 Z', '#6c9a4a'),
      // The drill and spirit level put away on the floor.
      rect(980, 760, 200, 24, '#f2c12e', { rx: 4 }),
      path(
        'M120 760 L250 760 Q268 760 268 778 L268 792 L170 792 L154 860 L110 860 L126 792 Q110 792 110 776 Z',
        '#2f6fb0',
      ),
      shadow(600, 650, 280, 10),
    ],
  );
}

export const MORE_SCENES: readonly Scene[] = [
  {
    trade: 'carpentry',
    draw: door,
    caption: L(
      'Eiken binnendeur opgehangen in een nieuw kozijn',
      'Porte intérieure en chêne posée dans un nouveau bâti',
      'Porta interna in rovere montata su un nuovo telaio',
      'Eichen-Innentür in neuer Zarge eingebaut',
      'Oak internal door hung in a new frame',
      { us: 'Oak interior door hung in a new frame' },
    ),
  },
  {
    trade: 'flooring',
    draw: chevron,
    caption: L(
      'Eiken parket in Hongaarse punt gelegd',
      'Parquet en chêne posé en point de Hongrie',
      'Parquet in rovere posato a spina ungherese',
      'Eichenparkett im ungarischen Fischgrätmuster verlegt',
      'Oak parquet laid in a chevron pattern',
      { us: 'Oak hardwood floor laid in a chevron pattern' },
    ),
  },
  {
    trade: 'painting',
    draw: taped,
    caption: L(
      'Slaapkamermuur in terracotta, strak afgeplakt langs het plafond',
      'Mur de chambre en terracotta, ligne nette au plafond grâce au ruban de masquage',
      'Parete della camera in terracotta, linea netta al soffitto con il nastro di carta',
      'Schlafzimmerwand in Terrakotta, sauber zur Decke abgeklebt',
      'Bedroom wall in terracotta, taped to a crisp line at the ceiling',
    ),
  },
  {
    trade: 'plastering',
    draw: plasterboard,
    caption: L(
      'Nieuwe scheidingswand van gipsplaat, naden gevoegd',
      'Nouvelle cloison en plaques de plâtre, joints faits',
      'Nuova parete in cartongesso, giunti stuccati',
      'Neue Trennwand aus Gipskarton, Fugen gespachtelt',
      'New plasterboard partition wall, joints filled',
      { us: 'New drywall partition, seams taped and mudded' },
    ),
  },
  {
    trade: 'plumbing',
    draw: toilet,
    caption: L(
      'Hangtoilet met inbouwreservoir en drukplaat geplaatst',
      'WC suspendu posé avec bâti-support et plaque de commande',
      'WC sospeso installato con cassetta a incasso e placca di comando',
      'Wand-WC mit Vorwandelement und Drückerplatte montiert',
      'Wall-hung toilet fitted with a concealed cistern and flush plate',
      { us: 'Wall-hung toilet installed with an in-wall tank and flush plate' },
    ),
  },
  {
    trade: 'heating',
    draw: underfloor,
    caption: L(
      'Vloerverwarming gelegd, klaar voor de dekvloer',
      'Plancher chauffant posé, prêt pour la chape',
      'Riscaldamento a pavimento posato, pronto per il massetto',
      'Fußbodenheizung verlegt, bereit für den Estrich',
      'Underfloor heating pipes laid, ready for the screed',
      { us: 'Radiant floor heating tubing laid, ready for the pour' },
    ),
  },
  {
    trade: 'bricklaying',
    draw: repointing,
    caption: L(
      'Gevel opnieuw gevoegd: links de nieuwe voegen, rechts nog de oude',
      'Façade rejointoyée : à gauche les joints neufs, à droite les anciens',
      'Facciata ristuccata: a sinistra i giunti nuovi, a destra ancora i vecchi',
      'Fassade neu verfugt: links die neuen Fugen, rechts noch die alten',
      'Brickwork repointed: new joints on the left, the old ones still on the right',
    ),
  },
  {
    trade: 'handyman',
    draw: television,
    caption: L(
      'Televisie aan de muur gehangen, kabels weggewerkt',
      'Téléviseur fixé au mur, câbles dissimulés',
      'Televisore montato a parete, cavi nascosti',
      'Fernseher an der Wand montiert, Kabel versteckt',
      'TV mounted on the wall, cables hidden',
    ),
  },
];
