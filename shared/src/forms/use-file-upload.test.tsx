/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Toaster, UiProvider } from '@haulboard/shared/ui';
import { SELECT_FILE_FIRST, useFileUpload } from './index';

type Send = Parameters<typeof useFileUpload>[0];
let current: ReturnType<typeof useFileUpload>;
function Picker({ send }: { send: Send }) {
  current = useFileUpload(send);
  return null;
}
const draw = (send: Send) =>
  render(
    <UiProvider>
      <Picker send={send} />
      <Toaster />
    </UiProvider>,
  );
const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

describe('useFileUpload', () => {
  it("asks for a file first: 'Please select a file first', and sends nothing", async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    draw(send);
    await act(() => current.upload());
    expect(await screen.findByText(SELECT_FILE_FIRST)).toBeInTheDocument();
    expect(SELECT_FILE_FIRST).toBe('Please select a file first');
    expect(send).not.toHaveBeenCalled();
  });

  it('reports progress while sending, clears the file once stored, keeps it when not', async () => {
    let finish: (stored: boolean) => void = () => {};
    let report: (f: number) => void = () => {};
    draw((_, onProgress) => {
      report = onProgress;
      return new Promise((r) => (finish = r));
    });
    act(() => current.setFile(file));
    let done!: Promise<void>;
    act(() => void (done = current.upload()));
    expect(current.uploading).toBe(true);
    act(() => report(0.5));
    expect(current.progress).toBe(0.5);
    await act(async () => {
      finish(false);
      await done;
    });
    expect([current.uploading, current.file]).toEqual([false, file]);
    act(() => void (done = current.upload()));
    await act(async () => {
      finish(true);
      await done;
    });
    expect([current.uploading, current.file]).toEqual([false, null]);
  });

  it('cancel aborts the signal the upload was given', async () => {
    let signal: AbortSignal | undefined;
    draw((_, __, s) => {
      signal = s;
      return new Promise((r) => s.addEventListener('abort', () => r(false)));
    });
    act(() => current.setFile(file));
    let done!: Promise<void>;
    act(() => void (done = current.upload()));
    await act(async () => {
      current.cancel();
      await done;
    });
    expect(signal?.aborted).toBe(true);
    expect([current.uploading, current.file]).toEqual([false, file]);
  });
});
