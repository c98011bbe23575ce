/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow, UiProvider } from './index';

/** Draws the pagination and lets its code (loaded on first use) arrive. */
const draw = async (props: { count: number; pageSize: number; page: number }) => {
  const onPageChange = jest.fn();
  const view = render(
    <UiProvider>
      <Pagination {...props} onPageChange={onPageChange} />
    </UiProvider>,
  );
  await act(async () => undefined);
  return { ...view, onPageChange };
};

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('leaves no gap where the window touches an end', () => {
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('widens the window on request', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('renders nothing when the results fit on one page', async () => {
    await draw({ count: 10, pageSize: 10, page: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing for no results', async () => {
    await draw({ count: 0, pageSize: 10, page: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows Previous, the numbered pages and Next, the current one marked', async () => {
    await draw({ count: 25, pageSize: 10, page: 2 });
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const first = await draw({ count: 30, pageSize: 10, page: 1 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    first.unmount();

    await draw({ count: 30, pageSize: 10, page: 3 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the page clicked, the previous one and the next one', async () => {
    const { onPageChange } = await draw({ count: 50, pageSize: 10, page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('shows gaps as an ellipsis hidden from screen readers', async () => {
    await draw({ count: 200, pageSize: 10, page: 10 });
    expect(pageButtons()).toEqual(['1', '9', '10', '11', '20']);
    const gaps = screen.getAllByText('…');
    expect(gaps).toHaveLength(2);
    gaps.forEach((g) => expect(g).toHaveAttribute('aria-hidden'));
  });
});
