import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from '../lib/wav-recorder';

export type RecorderState = { status: 'idle' } | { status: 'starting' } | { status: 'recording'; startedAt: number };

const isDenial = (e: unknown) => e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError');

/**
 * Start/stop voice recording. The recorder (and its WAV encoder) loads on the first start.
 * `onError` gets the spec's 'Microphone access denied' or, with no microphone at all, its own line.
 */
export function useVoiceRecorder(onRecorded: (wav: Blob) => void, onError: (message: string) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recording = useRef<Recording | null>(null);

  const start = useCallback(async () => {
    setState({ status: 'starting' });
    try {
      const { startWavRecording } = await import('../lib/wav-recorder');
      recording.current = await startWavRecording();
      setState({ status: 'recording', startedAt: Date.now() });
    } catch (e) {
      setState({ status: 'idle' });
      onError(isDenial(e) || !(e instanceof DOMException && e.name === 'NotFoundError') ? 'Microphone access denied' : 'No microphone found');
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
