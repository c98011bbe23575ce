/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { applyStyles } from '../testing/apply-styles';
import { documentKindOf, documentNameOf } from './file-rules';
import { DocumentViewer, FullUiProvider, UiProvider } from './index';

// The preview's 400 px is one of Chakra's rules.
applyStyles();

const draw = (url: string | null, name?: string) =>
  render(
    <UiProvider>
      <FullUiProvider>
        <DocumentViewer url={url} name={name} />
      </FullUiProvider>
    </UiProvider>,
  );

// As the server writes them: since issue 27 the file's name last, before it a name of its own.
const HEX = '0123456789abcdef0123456789abcdef';
const named = (name: string) => `/api/media/2026/${HEX}/${encodeURIComponent(name)}?exp=1&sig=x`;
const serverNamed = (ext: string) => `/api/media/2025/${HEX}.${ext}?exp=1&sig=x`;

describe('DocumentViewer', () => {
  it('frames a pdf 400 px high under its file name, with a link to open it', async () => {
    draw(named('rate con #7.pdf'), 'Load document');
    const frame = await screen.findByTitle('Preview of rate con #7.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.parentElement).toHaveStyle({ height: '400px' });
    expect(screen.getByText('rate con #7.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open document in a new tab' })).toHaveAttribute('href', named('rate con #7.pdf'));
  });

  it('shows an image, and offers a docx as a download under its own name', async () => {
    const { unmount } = draw(named('Счёт №5.JPG'));
    expect(await screen.findByRole('img', { name: 'Preview of Счёт №5.JPG' })).toBeInTheDocument();
    unmount();
    draw(named('BOL 7.docx'), 'Vehicle');
    expect(await screen.findByRole('link', { name: 'Download document' })).toHaveAttribute('download', 'BOL 7.docx');
  });

  it("names a document stored before names were kept by the caller's label, never by the server's hash", async () => {
    const { unmount } = draw(serverNamed('pdf'), 'Driver License');
    expect((await screen.findByTitle('Preview of Driver License')).tagName).toBe('IFRAME');
    expect(screen.queryByText(`${HEX}.pdf`)).not.toBeInTheDocument();
    unmount();
    const other = draw(serverNamed('docx'), 'Vehicle');
    expect(await screen.findByRole('link', { name: 'Download document' })).toHaveAttribute('download', 'Vehicle');
    other.unmount();
    draw(serverNamed('pdf'));
    expect(await screen.findByTitle('Document preview')).toBeInTheDocument();
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

  it('reads the file name from the path, decoded', () => {
    expect(documentNameOf(named('rate-con.pdf'))).toBe('rate-con.pdf');
    expect(documentNameOf('https://h/api/media/2026/x/100%25%20%22final%22.pdf?sig=a.png#p2')).toBe('100% "final".pdf');
    expect(documentNameOf(serverNamed('png'))).toBeNull();
    expect(documentNameOf('blob:http://localhost/5e0c-41f7')).toBeNull();
    expect(documentNameOf('/api/media/2026/x/%E0%A4.pdf')).toBeNull();
    expect(documentNameOf('/api/media/2026/x/')).toBeNull();
  });
});
