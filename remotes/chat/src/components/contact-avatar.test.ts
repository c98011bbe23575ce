import { avatarPalette, initialsOf } from './contact-avatar';

describe('initialsOf', () => {
  it.each([
    ['Dana', 'Driver', 'DD'],
    ['eli', 'dispatch', 'ED'],
    ['Fay', '', 'F'],
    ['  Gus ', ' Ng', 'GN'],
    ['Émile', 'Zola', 'ÉZ'],
    ['', '', '?'],
  ])('%s %s -> %s', (first, last, initials) => expect(initialsOf(first, last)).toBe(initials));
});

describe('avatarPalette', () => {
  it('gives a person the same colour every time, and people next to each other different ones', () => {
    expect(avatarPalette(7)).toBe(avatarPalette(7));
    const neighbours = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(avatarPalette);
    expect(new Set(neighbours).size).toBe(9);
  });
});
