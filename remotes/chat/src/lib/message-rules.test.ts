import { AttachmentDefaults, canSend, isEmojiOnly, isReceived, previewOf, toApiUrl } from './message-rules';

const none = { message: '', document_url: null, voice_note_url: null, camera_media_url: null };

describe('previewOf: the contact list preview of a message', () => {
  it('is the text when there is text, even with an attachment', () => {
    expect(previewOf({ ...none, message: 'On my way', document_url: '/api/media/a.pdf' })).toBe('On my way');
  });

  it.each([
    ['document_url', '[Document]'],
    ['voice_note_url', '[Voice Note]'],
    ['camera_media_url', '[Photo]'],
  ] as const)('an attachment-only message with %s reads %s', (field, preview) => {
    expect(previewOf({ ...none, [field]: '/api/media/x' })).toBe(preview);
  });

  it("reads '[Media]' when there is neither text nor a known attachment", () => {
    expect(previewOf(none)).toBe('[Media]');
  });

  it('counts whitespace-only text as no text', () => {
    expect(previewOf({ ...none, message: '  \n\t ', voice_note_url: '/api/media/v.wav' })).toBe('[Voice Note]');
    expect(previewOf({ ...none, message: '   ' })).toBe('[Media]');
  });

  it('a document wins over the other attachments (the order the preview checks)', () => {
    expect(previewOf({ ...none, document_url: '/d', voice_note_url: '/v', camera_media_url: '/c' })).toBe('[Document]');
    expect(previewOf({ ...none, voice_note_url: '/v', camera_media_url: '/c' })).toBe('[Voice Note]');
  });
});

describe('toApiUrl: attachment URLs without an /api/ segment get one', () => {
  it.each([
    ['/media/x?sig=1', '/api/media/x?sig=1'],
    ['media/x', '/api/media/x'],
    ['https://h/media/x', 'https://h/api/media/x'],
    ['https://h:8443/media/doc.pdf?sig=a%2Fb&exp=9#p2', 'https://h:8443/api/media/doc.pdf?sig=a%2Fb&exp=9#p2'],
    ['/api/media/x?sig=1', '/api/media/x?sig=1'],
    ['https://h/api/media/x', 'https://h/api/media/x'],
  ])('%s -> %s', (from, to) => {
    expect(toApiUrl(from)).toBe(to);
  });

  it('gives null for a missing URL', () => {
    expect(toApiUrl(null)).toBeNull();
    expect(toApiUrl(undefined)).toBeNull();
    expect(toApiUrl('')).toBeNull();
  });
});

describe('isReceived: received when the sender is the selected contact', () => {
  it('is true for the contact as sender and false for anyone else', () => {
    expect(isReceived({ sender: 7 }, 7)).toBe(true);
    expect(isReceived({ sender: 1 }, 7)).toBe(false);
  });
});

describe('canSend: text, a file or a voice note', () => {
  const file = new File(['x'], 'a.txt');
  const voice = new Blob(['x'], { type: 'audio/wav' });
  it.each([
    ['empty', false, { text: '', file: null, voiceNote: null }],
    ['blank text', false, { text: ' \n\t ', file: null, voiceNote: null }],
    ['text', true, { text: 'hi', file: null, voiceNote: null }],
    ['a file and no text', true, { text: '', file, voiceNote: null }],
    ['a voice note and no text', true, { text: '  ', file: null, voiceNote: voice }],
  ])('%s -> %s', (_, allowed, draft) => {
    expect(canSend(draft)).toBe(allowed);
  });
});

describe('isEmojiOnly: the large style', () => {
  it.each([
    ['a single emoji', '😀'],
    ['several with spaces', '😀 🎉  👍'],
    ['several with a newline', '🚚\n📦'],
    ['a ZWJ family', '👨‍👩‍👧‍👦'],
    ['flags', '🇫🇷🇯🇵'],
    ['skin tones', '👍🏽 👋🏿'],
    ['a keycap', '1️⃣'],
    ['a heart with its variation selector', '❤️'],
  ])('%s is emoji only', (_, text) => {
    expect(isEmojiOnly(text)).toBe(true);
  });

  it.each([
    ['text with an emoji', 'thanks 👍'],
    ['an emoji then a letter', '👍a'],
    ['digits alone', '123'],
    ['a single digit', '7'],
    ['a hash sign alone', '#'],
    ['empty', ''],
    ['only spaces', '   '],
    ['plain text', 'hello'],
  ])('%s is not', (_, text) => {
    expect(isEmojiOnly(text)).toBe(false);
  });
});

it('the spec names attachments that come without a name', () => {
  expect(AttachmentDefaults).toEqual({ document: 'Document', voiceNote: 'Voice Note', cameraMedia: 'Camera Media' });
});
