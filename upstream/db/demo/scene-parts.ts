// Pieces the demo work pictures are drawn from: an SVG canvas of 1200 × 900 and the shapes every
// scene repeats (a wall over a floor, a sky over a lawn, rows of tiles or bricks). Scenes are
// plain SVG text, which sharp renders once to a raster photo (photos.ts).

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;

type Attributes = Readonly<Record<string, string | number>>;

function attributes(extra: Attributes): string {
  return Object.entries(extra)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${attributes(extra)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attributes(extra)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attributes(extra)}/>`;
}

export function path(d: string, fill: string, extra: Attributes = {}) {
  return `<path d="${d}" fill="${fill}"${attributes(extra)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

// A vertical gradient usable as fill="url(#id)".
export function gradient(id: string, top: string, bottom: string, horizontal = false) {
  const to = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${to}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

// The whole picture, with gradients and the scene's shapes in drawing order.
export function canvas(defs: readonly string[], body: readonly string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">`,
    `<defs>${defs.join('')}</defs>`,
    ...body,
    '</svg>',
  ].join('');
}

// A room seen from the front: a wall down to `floorY`, a skirting board, then the floor, lit from
// the left so the wall darkens towards the right.
export function room(wall: string, wallShade: string, floor: string, floorShade: string, floorY = 660) {
  return {
    defs: [gradient('room-wall', wall, wallShade, true), gradient('room-floor', floorShade, floor)],
    body: [
      rect(0, 0, SCENE_WIDTH, floorY, 'url(#room-wall)'),
      rect(0, floorY, SCENE_WIDTH, SCENE_HEIGHT - floorY, 'url(#room-floor)'),
      rect(0, floorY - 18, SCENE_WIDTH, 18, '#f4f1ea'),
      rect(0, floorY - 2, SCENE_WIDTH, 4, 'rgba(0,0,0,0.12)'),
    ],
  };
}

// Outdoors: a sky fading to the horizon at `groundY`, the ground below it.
export function outdoors(groundY: number, ground: string, groundShade: string) {
  return {
    defs: [gradient('sky', '#8ec5ef', '#dcefff'), gradient('ground', groundShade, ground)],
    body: [
      rect(0, 0, SCENE_WIDTH, groundY, 'url(#sky)'),
      rect(0, groundY, SCENE_WIDTH, SCENE_HEIGHT - groundY, 'url(#ground)'),
    ],
  };
}

// Courses of bricks or tiles in a rectangle, every other row shifted by half a unit when `bond`.
export function courses(
  x: number,
  y: number,
  width: number,
  height: number,
  unit: { readonly w: number; readonly h: number; readonly gap: number },
  colours: readonly string[],
  bond: boolean,
): string[] {
  const shapes: string[] = [rect(x, y, width, height, '#d9d4c7')];
  let row = 0;
  for (let top = y; top < y + height; top += unit.h + unit.gap, row++) {
    const shift = bond && row % 2 === 1 ? -unit.w / 2 : 0;
    let column = 0;
    for (let left = x + shift; left < x + width; left += unit.w + unit.gap, column++) {
      const from = Math.max(left, x);
      const to = Math.min(left + unit.w, x + width);
      const bottom = Math.min(top + unit.h, y + height);
      if (to <= from || bottom <= top) continue;
      const colour = colours[(row * 7 + column * 3) % colours.length] ?? '#ccc';
      shapes.push(rect(from, top, to - from, bottom - top, colour));
    }
  }
  return shapes;
}

// A soft shadow on the floor under an object.
export function shadow(cx: number, cy: number, rx: number, ry = 14) {
  return ellipse(cx, cy, rx, ry, 'rgba(0,0,0,0.18)');
}

// A four-pointed glint, as on something freshly cleaned.
export function sparkle(x: number, y: number, size = 26, fill = '#ffffff') {
  const s = size;
  const k = size / 4;
  return path(
    `M${x} ${y - s} L${x + k} ${y - k} L${x + s} ${y} L${x + k} ${y + k} L${x} ${y + s} L${x - k} ${y + k} L${x - s} ${y} L${x - k} ${y - k} Z`,
    fill,
  );
}
