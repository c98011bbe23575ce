import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from '../lib/wav-recorder';

export type RecorderState = { status: 'idle' } | { status: 'starting' } | { status: 'recording'; startedAt: number };

const isNoDevice = (e: unknown) => e instanceof DOMException && (e.name === 'NotFoundError' || e.name === 'OverconstrainedError');

/**
 * Start/stop voice recording. The recorder (and its WAV encoder) loads on the first start.
 * `onError` gets the spec's 'Microphone access denied' or, with no microphone at all, its own line.
 */
export function useVoiceRecorder(onRecorded: (wav: Blob) => void, onError: (message: string) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recording = useRef<Recording | null>(null);

  const start = useCallback(async () => {
    setState({ status: 'starting' });
    let recorder: typeof import('../lib/wav-recorder');
    try {
      recorder = await import('../lib/wav-recorder');
    } catch {
      setState({ status: 'idle' });
      return onError('Voice recording could not be loaded. Check your connection and try again.');
    }
    try {
      recording.current = await recorder.startWavRecording();
      setState({ status: 'recording', startedAt: Date.now() });
    } catch (e) {
      setState({ status: 'idle' });
      onError(isNoDevice(e) ? 'No microphone found' : 'Microphone access denied');
    }
  }, [onError]);

  const stop = useCallback(async () => {
    const r = recording.current;
    recording.current = null;
    setState({ status: 'idle' });
    if (r) onRecorded(await r.stop());
  }, [onRecorded]);

  // Leaving the conversation mid-recording frees the microphone.
  useEffect(() => () => recording.current?.cancel(), []);
  return { state, start, stop };
}
