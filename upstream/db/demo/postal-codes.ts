// How a demo postal code is completed from the real part the place data gives (Dutch digits, UK
// outward code, Eircode routing key, Canadian sortation area).
import type { Random } from './random.ts';

// Dutch letters without A–F: test fixtures make codes whose letters start with one of A–F
// (test/helpers/marketplace.ts), and the demo codes must never take one of theirs.
const DUTCH_LETTERS = 'GHJKLMNPRTVWXZ';
const UK_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const EIRCODE_CHARACTERS = '0123456789ACDEFHKNPRTVWXY';
const CANADIAN_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

function draw(random: Random, alphabet: string, count: number): string {
  let text = '';
  for (let index = 0; index < count; index++) text += alphabet.charAt(random.int(0, alphabet.length - 1));
  return text;
}

export function completePostalCode(country: string, part: string, random: Random): string {
  switch (country) {
    case 'NL':
      return `${part} ${draw(random, DUTCH_LETTERS, 2)}`;
    case 'GB':
      return `${part} ${random.int(1, 9)}${draw(random, UK_INWARD_LETTERS, 2)}`;
    case 'IE':
      return `${part} ${draw(random, EIRCODE_CHARACTERS, 4)}`;
    case 'CA':
      return `${part} ${random.int(0, 9)}${draw(random, CANADIAN_LETTERS, 1)}${random.int(0, 9)}`;
    default:
      return part;
  }
}
