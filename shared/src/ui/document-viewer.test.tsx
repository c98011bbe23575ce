/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { documentKindOf } from './file-rules';
import { DocumentViewer, FullUiProvider, UiProvider } from './index';

const draw = (url: string | null) =>
  render(
    <UiProvider>
      <FullUiProvider>
        <DocumentViewer url={url} />
      </FullUiProvider>
    </UiProvider>,
  );

describe('DocumentViewer', () => {
  it('frames a pdf 400 px high with a link to open it', async () => {
    draw('/api/media/2026/a.pdf?exp=1&sig=x');
    const frame = await screen.findByTitle('Document preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.parentElement).toHaveStyle({ height: '400px' });
    expect(screen.getByRole('link', { name: 'Open document in a new tab' })).toHaveAttribute('href', '/api/media/2026/a.pdf?exp=1&sig=x');
  });

  it('shows an image, and offers a docx as a download', async () => {
    const { unmount } = draw('/api/media/2026/b.JPG?exp=1');
    expect(await screen.findByRole('img', { name: 'Document preview' })).toBeInTheDocument();
    unmount();
    draw('/api/media/2026/c.docx?exp=1');
    expect(await screen.findByRole('link', { name: 'Download document' })).toHaveAttribute('download');
  });

  it('reads the kind from a signed path, whatever the name shown', async () => {
    render(
      <UiProvider>
        <FullUiProvider>
          <DocumentViewer url="/api/media/2026/d.pdf?exp=1&sig=x" name="Driver License" />
        </FullUiProvider>
      </UiProvider>,
    );
    expect((await screen.findByTitle('Preview of Driver License')).tagName).toBe('IFRAME');
  });

  it("says 'No documents available' without a document", async () => {
    draw(null);
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
  });

  it('reads the kind from the path, not the query', () => {
    expect(documentKindOf('/m/x.pdf?sig=a.png')).toBe('pdf');
    expect(documentKindOf('x.bin', 'image/png')).toBe('image');
    expect(documentKindOf('x.doc')).toBe('other');
  });
});
