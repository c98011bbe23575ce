/** @jest-environment jsdom */
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart, useLazyPartsReady, type PreloadablePart } from './lazy-part';

/** A part whose code arrives when the test says so. */
function deferredPart(text: string) {
  let arrive!: () => void;
  let fail!: () => void;
  const code = new Promise<{ default: () => ReactElement }>((resolve, reject) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
    fail = () => reject(new Error('chunk failed'));
  });
  return { Part: lazyPart(() => code), arrive, fail };
}

function Screen({ parts, children }: { parts: readonly PreloadablePart[]; children: ReactNode }) {
  const ready = useLazyPartsReady(parts);
  return ready ? <>{children}</> : <p>Loading profile...</p>;
}

describe('useLazyPartsReady', () => {
  it('holds the screen until every part has arrived, then draws them at once, without a fallback', async () => {
    const password = deferredPart('Password card');
    const settlements = deferredPart('Settlements');
    render(
      <Screen parts={[password.Part, settlements.Part]}>
        <password.Part />
        <settlements.Part />
      </Screen>,
    );
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    password.arrive();
    await Promise.resolve();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    settlements.arrive();
    expect(await screen.findByText('Password card')).toBeInTheDocument();
    expect(screen.getByText('Settlements')).toBeInTheDocument();
    expect(password.Part.isLoaded()).toBe(true);
  });

  it('is ready on the first render when the parts are already there', async () => {
    const part = deferredPart('Documents');
    part.arrive();
    await part.Part.preload();
    render(
      <Screen parts={[part.Part]}>
        <part.Part />
      </Screen>,
    );
    expect(screen.getByText('Documents')).toBeInTheDocument();
  });

  it('lets the screen draw when a part cannot load: the part fails where it is drawn', async () => {
    const part = deferredPart('Never');
    render(
      <Screen parts={[part.Part]}>
        <p>Profile</p>
      </Screen>,
    );
    part.fail();
    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(part.Part.isLoaded()).toBe(false);
  });
});
