/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { bus, type BusEvents } from '@haulboard/shared/bus';
import { useUnsavedChanges } from './index';

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChanges('add-load', dirty);
  return null;
}

describe('useUnsavedChanges', () => {
  it('tells the bus when a form becomes dirty and clean, once each, and clears on unmount', () => {
    const seen: BusEvents['forms:unsaved-changed'][] = [];
    const sub = bus.on('forms:unsaved-changed').subscribe((e) => seen.push(e));
    const view = render(<Form dirty={false} />);
    expect(seen).toEqual([]);
    view.rerender(<Form dirty />);
    view.rerender(<Form dirty />);
    expect(seen).toEqual([{ form: 'add-load', unsaved: true }]);
    view.rerender(<Form dirty={false} />);
    view.rerender(<Form dirty />);
    view.unmount();
    expect(seen).toEqual([
      { form: 'add-load', unsaved: true },
      { form: 'add-load', unsaved: false },
      { form: 'add-load', unsaved: true },
      { form: 'add-load', unsaved: false },
    ]);
    sub.unsubscribe();
  });
});
