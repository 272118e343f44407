import { DEFAULT_AVATAR_COLOR } from './constants';

export interface PaletteColor {
  value: string;
  label: string;
}

export const BACKGROUND_PALETTE: readonly PaletteColor[] = [
  { value: DEFAULT_AVATAR_COLOR, label: 'Light Gray' },
  { value: '#ffcdd2', label: 'Light Red' },
  { value: '#c8e6c9', label: 'Light Green' },
  { value: '#bbdefb', label: 'Light Blue' },
  { value: '#fff9c4', label: 'Light Yellow' },
  { value: '#e1bee7', label: 'Light Purple' },
  { value: '#ffffff', label: 'White' },
  { value: '#ffe0b2', label: 'Light Orange' },
];

export const PALETTE_VALUES: readonly string[] = BACKGROUND_PALETTE.map((c) => c.value);

export function isPaletteColor(value: string): boolean {
  return PALETTE_VALUES.includes(value.toLowerCase());
}
