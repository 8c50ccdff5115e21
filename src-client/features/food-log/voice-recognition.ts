import { useCallback, useEffect, useRef, useState } from 'react';
import { SILENCE_TIMEOUT_MS, VOICE_LANGUAGE, silenceDecision } from './voice-logic.ts';

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Web Speech API listening: en-US, continuous, interim results. After 3 s of silence with
 * a final transcript it stops and hands the text to `onFinal`; a recognition error stops listening.
 */
export function useVoiceRecognition({ onFinal, onError }: { onFinal: (text: string) => void; onError: () => void }) {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [finalText, setFinalText] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const finalRef = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handlers = useRef({ onFinal, onError });
  useEffect(() => {
    handlers.current = { onFinal, onError };
  }, [onFinal, onError]);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const stop = useCallback(() => {
    clearTimer();
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionConstructor();
    if (!Ctor || recognition.current) return;
    const r = new Ctor();
    r.lang = VOICE_LANGUAGE;
    r.continuous = true;
    r.interimResults = true;
    finalRef.current = '';
    setFinalText('');
    setInterim('');
    r.onresult = (event) => {
      let interimText = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) finalRef.current = `${finalRef.current} ${result[0].transcript}`.trim();
        else interimText += result[0].transcript;
      }
      setFinalText(finalRef.current);
      setInterim(interimText);
      clearTimer();
      timer.current = setTimeout(() => {
        if (silenceDecision(finalRef.current, SILENCE_TIMEOUT_MS) === 'stop') r.stop();
      }, SILENCE_TIMEOUT_MS);
    };
    r.onerror = () => {
      clearTimer();
      finalRef.current = '';
      r.abort();
      handlers.current.onError();
    };
    r.onend = () => {
      clearTimer();
      recognition.current = null;
      setListening(false);
      setInterim('');
      const text = finalRef.current;
      finalRef.current = '';
      if (text.trim()) handlers.current.onFinal(text);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      handlers.current.onError();
    }
  }, []);

  useEffect(
    () => () => {
      clearTimer();
      finalRef.current = '';
      const r = recognition.current;
      recognition.current = null;
      if (r) {
        r.onresult = null;
        r.onerror = null;
        r.onend = null;
        r.abort();
      }
    },
    [],
  );

  return { supported, listening, interim, finalText, start, stop };
}
