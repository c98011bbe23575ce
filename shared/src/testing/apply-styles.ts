/**
 * For a test file that reads a computed style (a box's height, a label's weight): Chakra's rules go
 * into jsdom as into a browser. Without it they are left out (shared/jest/setup.ts says why). Call it
 * at the top of the file: Emotion writes each rule once, at the first render that needs it.
 */
export function applyStyles(): void {
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('haulboard.test.styles')] = true;
  });
}
