import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contact, message, ME } from '../../../../test/chat-fixtures';
import { chooseMenuItem, contactButton, drawChat, errorLine, messageLog, posted, rowWithText, sendButton, textbox } from '../../../../test/chat-screen';

// The WAV encoder runs in a worker and MediaRecorder needs a real microphone: a recorder that
// answers one WAV chunk when stopped stands in (the real wav-recorder module runs around it).
jest.mock('extendable-media-recorder', () => {
  class FakeMediaRecorder extends EventTarget {
    state: 'inactive' | 'recording' = 'inactive';
    constructor(
      readonly stream: MediaStream,
      readonly options: { mimeType: string },
    ) {
      super();
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['RIFF....WAVE'], { type: this.options.mimeType }) }));
      this.dispatchEvent(new Event('stop'));
    }
  }
  return { MediaRecorder: FakeMediaRecorder, register: jest.fn(async () => undefined) };
});
jest.mock('extendable-media-recorder-wav-encoder', () => ({ connect: jest.fn(async () => ({})) }));

// emoji-mart draws a web component from a large data set: a picker offering one emoji stands in.
jest.mock('../lib/emoji-picker', () => ({
  createEmojiPicker: async (opts: { onEmojiSelect: (native: string) => void; onClickOutside: (e: MouseEvent) => void }) => {
    const picker = document.createElement('button');
    picker.textContent = '🚚';
    picker.setAttribute('aria-label', 'Delivery truck');
    picker.addEventListener('click', () => opts.onEmojiSelect('🚚'));
    const outside = (e: MouseEvent) => !picker.contains(e.target as Node) && opts.onClickOutside(e);
    document.addEventListener('click', outside);
    return picker;
  },
}));

const dana = contact(7, 'Dana', 'Driver', { last_message: 'Thanks!' });
const eli = contact(8, 'Eli', 'Dispatch');
const talk = [message(1, 7, ME, 'Send the paperwork'), message(2, ME, 7, 'Thanks!')];

/** Opens the conversation with Dana, ready to compose. */
async function composeToDana() {
  const view = drawChat({ contacts: [dana, eli], messages: talk });
  await messageLog();
  return view;
}
const attachments = () => screen.queryByRole('group', { name: 'Attachments to send' });
const pdf = (name = 'rate-con.pdf') => new File(['%PDF-1.7 rate confirmation'], name, { type: 'application/pdf' });
const jpg = (name = 'bol.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function microphone(answer: () => Promise<MediaStream>) {
  const getUserMedia = jest.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}
function liveStream() {
  const track = { stop: jest.fn(), kind: 'audio' };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  jest.restoreAllMocks();
});

describe('Composer: attachments', () => {
  it("the Attach menu's Document and Camera open their file pickers", async () => {
    await composeToDana();
    const documentInput = screen.getByLabelText('Document');
    const cameraInput = screen.getByLabelText('Camera');
    const opened: string[] = [];
    documentInput.addEventListener('click', () => opened.push('document'));
    cameraInput.addEventListener('click', () => opened.push('camera'));

    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    await chooseMenuItem('Document');
    expect(opened).toEqual(['document']);
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    await chooseMenuItem('Camera');
    expect(opened).toEqual(['document', 'camera']);
  });

  it('the document picker takes any file; the camera picker images only, from the device camera', async () => {
    await composeToDana();
    expect(screen.getByLabelText('Document')).not.toHaveAttribute('accept');
    expect(screen.getByLabelText('Camera')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Camera')).toHaveAttribute('capture', 'environment');
  });

  it('a chosen document shows in a removable preview and enables Send', async () => {
    await composeToDana();
    expect(sendButton()).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Document'), pdf());
    const preview = attachments()!;
    expect(within(preview).getByText('rate-con.pdf')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await userEvent.click(within(preview).getByRole('button', { name: 'Remove attachment' }));
    expect(attachments()).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('only one file waits at a time: a second choice replaces the first', async () => {
    await composeToDana();
    await userEvent.upload(screen.getByLabelText('Document'), pdf('first.pdf'));
    await userEvent.upload(screen.getByLabelText('Document'), pdf('second.pdf'));
    expect(screen.getAllByRole('button', { name: 'Remove attachment' })).toHaveLength(1);
    expect(within(attachments()!).getByText('second.pdf')).toBeInTheDocument();
    expect(screen.queryByText('first.pdf')).not.toBeInTheDocument();

    // A photo replaces a document too.
    await userEvent.upload(screen.getByLabelText('Camera'), jpg());
    expect(screen.getAllByRole('button', { name: 'Remove attachment' })).toHaveLength(1);
    expect(within(attachments()!).getByRole('img', { name: 'bol.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('second.pdf')).not.toBeInTheDocument();
  });

  it('sends a document alone as the document field; it shows in the conversation through /api/ and the list previews [Document]', async () => {
    const { server } = await composeToDana();
    await userEvent.upload(screen.getByLabelText('Document'), pdf());
    await userEvent.click(sendButton());
    await waitFor(() => expect(server.to('POST', '/api/messages/7/')).toHaveLength(1));
    const sent = posted(server.to('POST', '/api/messages/7/')[0]);
    expect(sent.document?.name).toBe('rate-con.pdf');
    expect(sent.camera_media).toBeNull();
    expect(sent.message).toBe('');
    expect(attachments()).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'rate-con.pdf' }, { timeout: 5000 })).toHaveAttribute('href', '/api/media/chat/rate-con.pdf?exp=1&sig=fake');
    await waitFor(async () => expect(await contactButton(/Dana/)).toHaveTextContent('[Document]'));
  });

  it('sends a photo with text as camera_media and message together', async () => {
    const { server } = await composeToDana();
    await userEvent.upload(screen.getByLabelText('Camera'), jpg());
    await userEvent.type(textbox(), 'Signed BOL{Enter}');
    await waitFor(() => expect(server.to('POST', '/api/messages/7/')).toHaveLength(1));
    const sent = posted(server.to('POST', '/api/messages/7/')[0]);
    expect(sent.camera_media?.name).toBe('bol.jpg');
    expect(sent.message).toBe('Signed BOL');
    expect(sent.document).toBeNull();
    // Stored, the photo goes by the server's name for it, 'Camera Media'.
    await waitFor(async () =>
      expect(within(await rowWithText('Signed BOL')).getByRole('img', { name: 'Camera Media' })).toHaveAttribute(
        'src',
        '/api/media/chat/bol.jpg?exp=1&sig=fake',
      ),
    );
  });

  it('a failed send keeps its attachment, and Retry sends it', async () => {
    const { server, routes } = await composeToDana();
    routes['POST /api/messages/7/'] = () => ({ status: 503 });
    await userEvent.upload(screen.getByLabelText('Document'), pdf());
    await userEvent.type(textbox(), 'Paperwork{Enter}');
    const row = await rowWithText('Paperwork');
    await within(row).findByText('Not sent');
    expect(within(row).getByRole('link', { name: 'rate-con.pdf' })).toBeInTheDocument();

    delete routes['POST /api/messages/7/'];
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    const [first, second] = server.to('POST', '/api/messages/7/').map(posted);
    expect(second.document?.name).toBe('rate-con.pdf');
    expect(second.message).toBe('Paperwork');
    expect(second.client_id).toBe(first.client_id);
  });
});

describe('Composer: voice notes', () => {
  it("shows 'Microphone access denied' when the browser refuses the microphone", async () => {
    const getUserMedia = microphone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    await composeToDana();
    await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(await errorLine()).toHaveTextContent('Microphone access denied');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByRole('button', { name: 'Record voice note' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
  });

  it('says so when there is no microphone at all', async () => {
    microphone(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    await composeToDana();
    await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(await errorLine()).toHaveTextContent('No microphone found');
  });

  it('records, stops (ending the microphone), previews the note, and sends it as voice_note.wav', async () => {
    const { track, stream } = liveStream();
    microphone(() => Promise.resolve(stream));
    const { server } = await composeToDana();

    await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Recording \d:\d\d/);
    // No typing and no sending while recording.
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByLabelText('Recorded voice note')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove voice note' })).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await userEvent.click(sendButton());
    await waitFor(() => expect(server.to('POST', '/api/messages/7/')).toHaveLength(1));
    const voice = posted(server.to('POST', '/api/messages/7/')[0]).voice_note;
    expect(voice?.name).toBe('voice_note.wav');
    expect(voice?.type).toBe('audio/wav');
    expect(screen.queryByLabelText('Recorded voice note')).not.toBeInTheDocument();
    await waitFor(async () => expect(await contactButton(/Dana/)).toHaveTextContent('[Voice Note]'));
  });

  it('a recorded note can be removed before sending', async () => {
    microphone(() => Promise.resolve(liveStream().stream));
    await composeToDana();
    await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove voice note' }));
    expect(screen.queryByLabelText('Recorded voice note')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('leaving the conversation mid-recording frees the microphone', async () => {
    const { track, stream } = liveStream();
    microphone(() => Promise.resolve(stream));
    await composeToDana();
    await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    await userEvent.click(await contactButton(/Eli/));
    await screen.findByRole('heading', { name: 'Eli Dispatch' });
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('Composer: text and emoji', () => {
  it('a draft waits for its contact while another conversation is read', async () => {
    await composeToDana();
    await userEvent.type(textbox(), 'Half a thought');
    await userEvent.click(await contactButton(/Eli/));
    await screen.findByRole('heading', { name: 'Eli Dispatch' });
    expect(textbox()).toHaveValue('');
    await userEvent.click(await contactButton(/Dana/));
    await screen.findByRole('heading', { name: 'Dana Driver' });
    expect(textbox()).toHaveValue('Half a thought');
  });

  it('the emoji picker opens on demand, appends the chosen emoji and closes', async () => {
    await composeToDana();
    const toggle = screen.getByRole('button', { name: 'Choose emoji' });
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument();
    await userEvent.type(textbox(), 'On my way ');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const picker = await screen.findByRole('dialog', { name: 'Emoji picker' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Delivery truck' }));
    expect(textbox()).toHaveValue('On my way 🚚');
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument();
  });

  it('the emoji picker closes on Escape and on a click outside', async () => {
    await composeToDana();
    const toggle = screen.getByRole('button', { name: 'Choose emoji' });
    await userEvent.click(toggle);
    await within(await screen.findByRole('dialog', { name: 'Emoji picker' })).findByRole('button', { name: 'Delivery truck' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument());

    await userEvent.click(toggle);
    await within(await screen.findByRole('dialog', { name: 'Emoji picker' })).findByRole('button', { name: 'Delivery truck' });
    await userEvent.click(screen.getByRole('heading', { name: 'Dana Driver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument());
    expect(textbox()).toHaveValue('');
  });
});
