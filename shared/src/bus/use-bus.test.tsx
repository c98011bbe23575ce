/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { bus, useBusEvent, useBusValue } from './index';

function UnreadBadge() {
  const { total } = useBusValue('chat:unread-changed', { total: 0 });
  return <output aria-label="Unread">{total}</output>;
}

describe('the bus hooks', () => {
  it('useBusValue starts from the last value already sent, then follows', () => {
    bus.emit('chat:unread-changed', { total: 3 });
    render(<UnreadBadge />);
    expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('3');
    act(() => bus.emit('chat:unread-changed', { total: 7 }));
    expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('7');
  });

  it('useBusEvent calls the latest handler while mounted, and stops on unmount', () => {
    const seen: string[] = [];
    function Listener({ tag }: { tag: string }) {
      useBusEvent('loads:changed', (e) => seen.push(`${tag}:${e.loadId}`));
      return null;
    }
    const view = render(<Listener tag="first" />);
    act(() => bus.emit('loads:changed', { loadId: 1 }));
    view.rerender(<Listener tag="second" />);
    act(() => bus.emit('loads:changed', { loadId: 2 }));
    view.unmount();
    bus.emit('loads:changed', { loadId: 3 });
    expect(seen).toEqual(['first:1', 'second:2']);
  });
});
