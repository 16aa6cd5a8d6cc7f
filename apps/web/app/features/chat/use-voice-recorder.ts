import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_AUDIO_MAX_BYTES } from '@abode/shared/chat';

/** Longest voice note: stops by itself well inside the 5 MB the server takes. */
const MAX_SECONDS = 300;
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export type RecorderProblem = 'micDenied' | 'noMic' | 'recordUnsupported';
export interface VoiceNote {
  blob: Blob;
  seconds: number;
  fileName: string;
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noMic';
  return 'recordUnsupported';
}

/** Records a voice note with MediaRecorder; `stop()` hands it to `onDone`, `cancel()` drops it. */
export function useVoiceRecorder(onDone: (note: VoiceNote) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(true);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const release = useCallback(() => {
    clearInterval(timer.current);
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
    setRecording(false);
  }, []);

  useEffect(() => () => {
    keep.current = false;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    release();
  }, [release]);

  const start = useCallback(async () => {
    setProblem(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem('recordUnsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(problemOf(error));
      return;
    }
    const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    keep.current = true;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const type = media.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
      release();
      if (keep.current && blob.size > 0 && blob.size <= CHAT_AUDIO_MAX_BYTES) onDone({ blob, seconds: Math.max(1, Math.round((Date.now() - startedAt) / 1000)), fileName: `voice-message.${extension}` });
    };
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setRecording(true);
    timer.current = setInterval(() => {
      const elapsed = Math.round((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= MAX_SECONDS && media.state === 'recording') media.stop();
    }, 250);
  }, [onDone, release]);

  const stop = useCallback(() => {
    keep.current = true;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const cancel = useCallback(() => {
    keep.current = false;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    else release();
  }, [release]);

  return { recording, seconds, problem, start, stop, cancel };
}
