/**
 * The preview images' drawings (1200 × 630 SVG): the site's name, the page's subject and its
 * figures. Every text is XML-escaped; nothing personal beyond the public page (no member's name,
 * no photo) is drawn. The drawings' own words are in the image's language.
 */
import { t, type Language } from '../../platform/i18n';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './site-urls';

const BLUE = '#1b5e9e';
const INK = '#17324d';
const PALE = '#e8f0f8';

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines of at most `width` characters, at most `lines` of them, the last cut with an ellipsis. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function text(x: number, y: number, size: number, content: string, options = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${options}>${escapeXml(content)}</text>`;
}

/** The frame every preview shares: white card, the site's name, the subject in large type. */
function frame(subject: string, body: string): string {
  const title = wrap(subject, 30, 2)
    .map((line, i) => text(60, 150 + i * 70, 60, line, 'font-weight="700" fill="#17324d"'))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" font-family="Inter">` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${BLUE}"/>` +
    `<rect x="24" y="24" width="${IMAGE_WIDTH - 48}" height="${IMAGE_HEIGHT - 48}" rx="24" fill="#fff"/>` +
    text(60, 82, 30, 'Surgery Journeys', `font-weight="700" fill="${BLUE}"`) +
    title +
    body +
    `</svg>`
  );
}

export function siteSvg(language: Language): string {
  return frame(
    t(language, 'og.siteSubject'),
    text(60, 380, 36, t(language, 'og.siteLine1'), `fill="${INK}"`) +
      text(60, 440, 30, t(language, 'og.siteLine2'), `fill="${INK}"`),
  );
}

/** Symptom values 1–7 over the journey's reports: a line from the first report to the latest. */
function symptomLine(values: readonly number[], x: number, y: number, w: number, h: number): string {
  const at = (value: number, i: number) =>
    `${x + (values.length === 1 ? w / 2 : (i * w) / (values.length - 1))},${y + h - ((value - 1) / 6) * h}`;
  const mid = y + h - (3 / 6) * h;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PALE}"/>` +
    `<line x1="${x}" x2="${x + w}" y1="${mid}" y2="${mid}" stroke="#9aa" stroke-dasharray="8 8"/>` +
    `<polyline points="${values.map(at).join(' ')}" fill="none" stroke="${BLUE}" stroke-width="6"/>` +
    values
      .map(
        (v, i) =>
          `<circle cx="${at(v, i).split(',')[0]}" cy="${at(v, i).split(',')[1]}" r="8" fill="${BLUE}"/>`,
      )
      .join('')
  );
}

export function journeySvg(
  language: Language,
  subject: string,
  stage: string,
  symptoms: readonly number[],
  feeling: string,
): string {
  return frame(
    subject,
    text(60, 330, 40, stage, `font-weight="700" fill="${BLUE}"`) +
      text(60, 390, 30, t(language, 'og.now', { feeling }), `fill="${INK}"`) +
      symptomLine(symptoms.length ? symptoms : [4], 60, 430, 1080, 140) +
      text(1140, 600, 22, t(language, 'og.dashed'), `fill="${INK}" text-anchor="end"`),
  );
}

export interface CurvePoint {
  label: string;
  median: number | null;
  q1: number | null;
  q3: number | null;
  journeys: number | null;
}

/** The procedure's recovery curve: the median line and its middle-half band, n under each period. */
export function procedureSvg(
  language: Language,
  subject: string,
  journeys: string,
  curve: readonly CurvePoint[],
): string {
  const x0 = 90;
  const w = 1020;
  const y0 = 300;
  const h = 220;
  const xAt = (i: number) => x0 + (curve.length === 1 ? w / 2 : (i * w) / (curve.length - 1));
  const yAt = (v: number) => y0 + h - ((v - 1) / 6) * h;
  const shown = curve
    .map((p, i) => ({ ...p, i }))
    .filter((p) => p.median !== null && p.q1 !== null && p.q3 !== null);
  const band =
    shown.length > 1
      ? `<polygon points="${[...shown.map((p) => `${xAt(p.i)},${yAt(p.q3!)}`), ...[...shown].reverse().map((p) => `${xAt(p.i)},${yAt(p.q1!)}`)].join(' ')}" fill="${PALE}"/>`
      : '';
  const line =
    shown.length > 0
      ? `<polyline points="${shown.map((p) => `${xAt(p.i)},${yAt(p.median!)}`).join(' ')}" fill="none" stroke="${BLUE}" stroke-width="6"/>` +
        shown.map((p) => `<circle cx="${xAt(p.i)}" cy="${yAt(p.median!)}" r="8" fill="${BLUE}"/>`).join('')
      : text(x0, y0 + h / 2, 30, t(language, 'og.noCurve'), `fill="${INK}"`);
  const labels = curve
    .map(
      (p, i) =>
        text(xAt(i), y0 + h + 36, 22, p.label, `fill="${INK}" text-anchor="middle"`) +
        text(
          xAt(i),
          y0 + h + 64,
          20,
          p.journeys === null ? 'n < 11' : `n = ${p.journeys}`,
          `fill="#567" text-anchor="middle"`,
        ),
    )
    .join('');
  const same = yAt(4);
  return frame(
    subject,
    text(60, 270, 30, journeys, `fill="${INK}"`) +
      band +
      `<line x1="${x0}" x2="${x0 + w}" y1="${same}" y2="${same}" stroke="#9aa" stroke-dasharray="8 8"/>` +
      line +
      labels,
  );
}

export function surgeonSvg(name: string, detail: string, journeys: string): string {
  return frame(
    name,
    text(60, 330, 34, detail, `fill="${INK}"`) +
      text(60, 440, 64, journeys, `font-weight="700" fill="${BLUE}"`),
  );
}
