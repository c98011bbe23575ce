/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatFileSize } from './file-rules';
import { FilePicker, FullUiProvider, UiProvider } from './index';

function Harness({ progress, onCancel }: { progress?: number | null; onCancel?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <UiProvider>
      <FullUiProvider>
        <FilePicker
          label="Load document"
          accept={['pdf', 'doc', 'docx', 'jpg', 'png']}
          maxBytes={1024}
          file={file}
          onFileChange={setFile}
          progress={progress}
          onCancel={onCancel}
        />
      </FullUiProvider>
    </UiProvider>
  );
}
const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('FilePicker', () => {
  it('shows the chosen file with its size and a preview of an image', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(await screen.findByLabelText('Load document'), fileOf('dock.png', 300, 'image/png'));
    expect(screen.getByText('dock.png')).toBeInTheDocument();
    expect(screen.getByText('(300 bytes)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of dock.png' })).toHaveAttribute('src', 'blob:preview');
  });

  it('previews a pdf in a frame and offers no preview for a docx', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = await screen.findByLabelText('Load document');
    await user.upload(input, fileOf('rate.pdf', 10, 'application/pdf'));
    expect(await screen.findByTitle('Preview of rate.pdf')).toHaveAttribute('src', 'blob:preview');
    await user.upload(input, fileOf('bol.docx', 10));
    expect(screen.getByText(/No preview for this kind of file/)).toBeInTheDocument();
  });

  it('says why a type or a size is refused, and keeps no file', async () => {
    // user-event honours `accept` and would drop the file: the browser's dialog can be told "All files".
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = await screen.findByLabelText('Load document');
    await user.upload(input, fileOf('run.exe', 10));
    expect(screen.getByText('Invalid document type.')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(input, fileOf('big.pdf', 4096, 'application/pdf'));
    expect(screen.getByText('This file is 4 KB; files up to 1 KB are accepted.')).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
  });

  it('shows the upload progress and a Cancel upload', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<Harness progress={0.42} onCancel={onCancel} />);
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading file: 42%' })).toHaveAttribute('aria-valuenow', '42');
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalled();
  });

  describe('drag and drop', () => {
    const zone = () => screen.findByRole('group', { name: 'Load document: drop a file here' });
    const dropOn = (target: HTMLElement, ...files: File[]) => fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

    it('lights the zone while a file is dragged over it, and takes the file dropped', async () => {
      render(<Harness />);
      const target = await zone();
      expect(screen.getByText('or drag and drop a file here')).toBeInTheDocument();
      fireEvent.dragEnter(target, { dataTransfer: { types: ['Files'] } });
      expect(screen.getByText('Drop the file to choose it')).toBeInTheDocument();
      // Crossing into a child of the zone is still inside it.
      fireEvent.dragEnter(screen.getByRole('button', { name: 'Choose file' }), { dataTransfer: { types: ['Files'] } });
      fireEvent.dragLeave(target, { dataTransfer: { types: ['Files'] } });
      expect(screen.getByText('Drop the file to choose it')).toBeInTheDocument();
      dropOn(target, fileOf('rate.pdf', 10, 'application/pdf'));
      expect(screen.getByText('rate.pdf')).toBeInTheDocument();
      expect(await screen.findByTitle('Preview of rate.pdf')).toHaveAttribute('src', 'blob:preview');
      expect(screen.getByText('or drag and drop a file here')).toBeInTheDocument();
    });

    it('goes dark again when the file is dragged away', async () => {
      render(<Harness />);
      const target = await zone();
      fireEvent.dragEnter(target, { dataTransfer: { types: ['Files'] } });
      fireEvent.dragLeave(target, { dataTransfer: { types: ['Files'] } });
      expect(screen.getByText('or drag and drop a file here')).toBeInTheDocument();
      // Text dragged from the page is no file: the zone does not light for it.
      fireEvent.dragEnter(target, { dataTransfer: { types: ['text/plain'] } });
      expect(screen.queryByText('Drop the file to choose it')).not.toBeInTheDocument();
    });

    it('refuses a dropped file as it refuses a chosen one', async () => {
      render(<Harness />);
      dropOn(await zone(), fileOf('run.exe', 10));
      expect(screen.getByText('Invalid document type.')).toBeInTheDocument();
      expect(screen.getByText('No file chosen')).toBeInTheDocument();
      dropOn(await zone(), fileOf('big.pdf', 4096, 'application/pdf'));
      expect(screen.getByText('This file is 4 KB; files up to 1 KB are accepted.')).toBeInTheDocument();
    });

    it('takes only the first of several files dropped, and says so', async () => {
      render(<Harness />);
      dropOn(await zone(), fileOf('bol.png', 10, 'image/png'), fileOf('pod.pdf', 10, 'application/pdf'), fileOf('notes.docx', 10));
      expect(screen.getByText('bol.png')).toBeInTheDocument();
      expect(screen.queryByText('pod.pdf')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('3 files were dropped: only the first, bol.png, was taken.');
      dropOn(await zone(), fileOf('run.exe', 10), fileOf('pod.pdf', 10, 'application/pdf'));
      expect(screen.getByRole('status')).toHaveTextContent('2 files were dropped: only the first, run.exe, was checked.');
      expect(screen.getByText('Invalid document type.')).toBeInTheDocument();
    });

    it('takes no drop while a file uploads', async () => {
      render(<Harness progress={0.5} />);
      dropOn(await zone(), fileOf('rate.pdf', 10, 'application/pdf'));
      expect(screen.getByText('No file chosen')).toBeInTheDocument();
    });
  });

  it('formats sizes', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});
