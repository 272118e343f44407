/**
 * The demo photos are drawings made here, never a photo of anyone: simple diagrams of a knee, a
 * scar line and a range-of-motion arc, each different, drawn as SVG. No text in them, so no font
 * has to be installed for them to look the same everywhere.
 */

export interface DemoDrawing {
  /** Shown as the photo's description (its alt text): says it is a drawing. */
  description: string;
  visibility: 'members' | 'everyone';
  svg: string;
}

const WIDTH = 1200;
const HEIGHT = 900;

function frame(background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${body}</svg>`;
}

/** A leg from the side, bent at the knee by `degrees`, with the swelling as a soft halo. */
function kneeDiagram(degrees: number, swelling: number): string {
  const knee = { x: 600, y: 420 };
  const rad = (degrees * Math.PI) / 180;
  const foot = { x: knee.x + Math.sin(rad) * 330, y: knee.y + Math.cos(rad) * 330 };
  return frame(
    '#eef4f8',
    `<circle cx="${knee.x}" cy="${knee.y}" r="${70 + swelling * 12}" fill="#f4b6a6" opacity="0.45"/>
<line x1="${knee.x}" y1="100" x2="${knee.x}" y2="${knee.y}" stroke="#8a6e5a" stroke-width="90" stroke-linecap="round"/>
<line x1="${knee.x}" y1="${knee.y}" x2="${foot.x.toFixed(1)}" y2="${foot.y.toFixed(1)}" stroke="#8a6e5a" stroke-width="76" stroke-linecap="round"/>
<circle cx="${knee.x}" cy="${knee.y}" r="52" fill="#c9a68c" stroke="#5b4636" stroke-width="6"/>`,
  );
}

/** A scar line with its stitch marks, fading as it heals (`healed` 0 to 1). */
function scarLine(healed: number): string {
  const colour = healed > 0.5 ? '#d99a8a' : '#b0413e';
  const stitches = Array.from({ length: 9 }, (_, i) => {
    const y = 200 + i * 60;
    return `<line x1="560" y1="${y}" x2="640" y2="${y + 14}" stroke="#3d5a80" stroke-width="6" opacity="${(1 - healed).toFixed(2)}"/>`;
  }).join('');
  return frame(
    '#f7efe8',
    `<ellipse cx="600" cy="450" rx="260" ry="380" fill="#e8c4a8"/>
<path d="M600 170 C 585 330, 615 560, 600 730" stroke="${colour}" stroke-width="${14 - healed * 8}" fill="none" stroke-linecap="round"/>${stitches}`,
  );
}

/** A range-of-motion arc: the bend reached so far against the full arc, in a protractor. */
function rangeOfMotion(reached: number): string {
  const centre = { x: 600, y: 700 };
  const r = 420;
  const point = (deg: number) => {
    const rad = ((180 - deg) * Math.PI) / 180;
    return `${(centre.x + Math.cos(rad) * r).toFixed(1)} ${(centre.y - Math.sin(rad) * r).toFixed(1)}`;
  };
  const ticks = Array.from({ length: 13 }, (_, i) => {
    const rad = ((180 - i * 15) * Math.PI) / 180;
    const inner = { x: centre.x + Math.cos(rad) * (r - 30), y: centre.y - Math.sin(rad) * (r - 30) };
    const outer = { x: centre.x + Math.cos(rad) * (r + 10), y: centre.y - Math.sin(rad) * (r + 10) };
    return `<line x1="${inner.x.toFixed(1)}" y1="${inner.y.toFixed(1)}" x2="${outer.x.toFixed(1)}" y2="${outer.y.toFixed(1)}" stroke="#6b7b8c" stroke-width="4"/>`;
  }).join('');
  return frame(
    '#f2f6ee',
    `<path d="M ${point(0)} A ${r} ${r} 0 0 1 ${point(180)}" stroke="#cfd8dc" stroke-width="40" fill="none"/>
<path d="M ${point(0)} A ${r} ${r} 0 0 1 ${point(reached)}" stroke="#4caf50" stroke-width="40" fill="none"/>
${ticks}<line x1="${centre.x}" y1="${centre.y}" x2="${point(reached).replace(' ', '" y2="')}" stroke="#2e7d32" stroke-width="10" stroke-linecap="round"/>
<circle cx="${centre.x}" cy="${centre.y}" r="18" fill="#2e7d32"/>`,
  );
}

/**
 * Per journey, per update (earliest first), the drawings it carries. The first journey has
 * drawings on two updates, so its card can compare the earliest with the latest.
 */
export const DEMO_DRAWINGS: DemoDrawing[][][] = [
  [
    [
      {
        description: 'Drawing: the knee bent to about 60 degrees, still swollen, in the first week',
        visibility: 'everyone',
        svg: kneeDiagram(60, 4),
      },
    ],
    [
      {
        description: 'Drawing: the knee bent to about 110 degrees, the swelling almost gone',
        visibility: 'everyone',
        svg: kneeDiagram(110, 1),
      },
    ],
  ],
  [
    [
      {
        description: 'Drawing: a healing scar line along the front of the knee, stitches out',
        visibility: 'members',
        svg: scarLine(0.7),
      },
      {
        description: 'Drawing: range of motion reached so far, about 95 of 135 degrees',
        visibility: 'everyone',
        svg: rangeOfMotion(95 * (180 / 135)),
      },
    ],
  ],
  [
    [
      {
        description: 'Drawing: a fresh scar line with its stitches, a week after surgery',
        visibility: 'members',
        svg: scarLine(0.1),
      },
    ],
  ],
];
