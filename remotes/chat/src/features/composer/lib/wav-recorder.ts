import { MediaRecorder, register, type IMediaRecorder } from 'extendable-media-recorder';
import { connect } from 'extendable-media-recorder-wav-encoder';

/** The spec's format and file name for voice notes. */
export const VOICE_NOTE_TYPE = 'audio/wav';
export const VOICE_NOTE_FILE = 'voice_note.wav';

// Browsers record webm/ogg only: the encoder (a worker) teaches MediaRecorder WAV. Once per page.
let encoder: Promise<void> | null = null;
const registerWav = () => (encoder ??= connect().then(register));

export type Recording = {
  /** Stops recording, ends the microphone's tracks, and answers the WAV. */
  stop(): Promise<Blob>;
  /** Stops without keeping anything. */
  cancel(): void;
};

/** Starts recording from the microphone; rejects with the browser's error if access is refused. */
export async function startWavRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const endTracks = () => stream.getTracks().forEach((t) => t.stop());
  let recorder: IMediaRecorder;
  try {
    await registerWav();
    recorder = new MediaRecorder(stream, { mimeType: VOICE_NOTE_TYPE });
  } catch (e) {
    endTracks();
    throw e;
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => chunks.push((e as BlobEvent).data));
  recorder.start();
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener('stop', () => {
          endTracks();
          resolve(new Blob(chunks, { type: VOICE_NOTE_TYPE }));
        });
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      endTracks();
    },
  };
}
