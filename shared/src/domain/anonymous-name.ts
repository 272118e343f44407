import { ANONYMOUS_NUMBER_MAX } from './constants';
import { PALETTE_VALUES } from './palette';

const ADJECTIVES = [
  'brave',
  'calm',
  'bright',
  'gentle',
  'steady',
  'quiet',
  'hopeful',
  'kind',
  'patient',
  'sunny',
  'swift',
  'bold',
  'clever',
  'cheerful',
  'golden',
  'humble',
  'lucky',
  'mellow',
  'noble',
  'witty',
] as const;

const NOUNS = [
  'otter',
  'falcon',
  'maple',
  'river',
  'harbor',
  'meadow',
  'comet',
  'badger',
  'willow',
  'heron',
  'pebble',
  'lantern',
  'cedar',
  'sparrow',
  'tiger',
  'panda',
  'canyon',
  'koala',
  'beacon',
  'aspen',
] as const;

type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A lowercase adjective_noun followed by a number up to 999 (docs/product.md §9). */
export function generateAnonymousUsername(random: Random = Math.random): string {
  const n = Math.floor(random() * (ANONYMOUS_NUMBER_MAX + 1));
  return `${pick(ADJECTIVES, random)}_${pick(NOUNS, random)}${n}`;
}

export function randomPaletteColor(random: Random = Math.random): string {
  return pick(PALETTE_VALUES, random);
}
