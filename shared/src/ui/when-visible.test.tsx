/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenVisible', () => {
  const original = globalThis.IntersectionObserver;
  let callbacks: Callback[];
  let options: IntersectionObserverInit[];
  beforeEach(() => {
    callbacks = [];
    options = [];
    globalThis.IntersectionObserver = class {
      constructor(cb: Callback, init: IntersectionObserverInit) {
        callbacks.push(cb);
        options.push(init);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('holds the place until it nears the viewport, then draws the part and keeps it', () => {
    render(
      <WhenVisible placeholder={<p>Receivables (coming)</p>} margin="300px">
        <p>Receivables table</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Receivables (coming)')).toBeInTheDocument();
    expect(screen.queryByText('Receivables table')).not.toBeInTheDocument();
    expect(options[0].rootMargin).toBe('300px 0px');

    act(() => callbacks[0]([{ isIntersecting: false }]));
    expect(screen.queryByText('Receivables table')).not.toBeInTheDocument();

    act(() => callbacks[0]([{ isIntersecting: true }]));
    expect(screen.getByText('Receivables table')).toBeInTheDocument();
    expect(screen.queryByText('Receivables (coming)')).not.toBeInTheDocument();
  });

  it('draws the part at once where the browser cannot tell (no IntersectionObserver)', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(
      <WhenVisible placeholder={<p>Receivables (coming)</p>}>
        <p>Receivables table</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Receivables table')).toBeInTheDocument();
  });
});
