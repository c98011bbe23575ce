/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, isNotFound } from '@haulboard/shared/api';
import { renderScreen } from '@haulboard/shared/testing';
import { toaster } from '@haulboard/shared/ui';
import { defineRecordResource, useRecord } from './index';

type Thing = { id: number; name: string };

/** Things 1 to 9; 404 for any other, 500 for 13. */
function setup(id: number | null, placeholder?: Thing) {
  const asked: number[] = [];
  const resource = defineRecordResource({
    key: (key: number) => ['things', 'detail', key],
    get: async (key: number) => {
      asked.push(key);
      if (key === 13) throw new ApiError(500, 'boom', {});
      if (key > 9) throw new ApiError(404, 'Not found.', {});
      return { id: key, name: `Thing ${key}` };
    },
    messages: { loadFailed: (error) => (isNotFound(error) ? null : 'Error loading thing details') },
  });
  function Details() {
    const { data, isError } = useRecord(resource, id, { placeholder });
    return <p>{isError ? 'No details available' : (data?.name ?? 'nothing')}</p>;
  }
  renderScreen(<Details />);
  return { asked };
}

describe('useRecord', () => {
  // The toaster is the page's one store: a toast left by one test is not the next one's.
  afterEach(async () => {
    act(() => toaster.dismiss());
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="title"]')).toBeNull());
  });

  it('reads the record of the key given', async () => {
    const view = setup(7);
    expect(await screen.findByText('Thing 7')).toBeInTheDocument();
    expect(view.asked).toEqual([7]);
  });

  it('draws a copy at hand while the record loads', async () => {
    setup(7, { id: 7, name: 'Thing 7 as listed' });
    expect(screen.getByText('Thing 7 as listed')).toBeInTheDocument();
    expect(await screen.findByText('Thing 7')).toBeInTheDocument();
  });

  it("toasts the resource's failure message", async () => {
    setup(13);
    expect(await screen.findByText('No details available')).toBeInTheDocument();
    expect(await screen.findByText('Error loading thing details')).toBeInTheDocument();
  });

  it('toasts nothing where the message says an error is no failure (a record deleted elsewhere)', async () => {
    const view = setup(10);
    expect(await screen.findByText('No details available')).toBeInTheDocument();
    expect(view.asked).toEqual([10]);
    // A toast asked for afterwards shows; the failure's, asked for before it, would be there too.
    act(() => toaster.info({ title: 'Later toast' }));
    expect(await screen.findByText('Later toast')).toBeInTheDocument();
    expect(screen.queryByText('Error loading thing details')).not.toBeInTheDocument();
  });

  it('asks nothing without a key', () => {
    const view = setup(null);
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(view.asked).toEqual([]);
  });
});
