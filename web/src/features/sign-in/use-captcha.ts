import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/session-storage.ts';

export interface Captcha { image: string; codeToken: string }

/** A fresh captcha, or null when the call failed (its error was shown; a click on the image tries again). */
async function fetchCaptcha(): Promise<Captcha | null> {
  try {
    const { code, codeToken } = await (await import('./sign-in-calls.ts')).newCaptcha();
    return { image: code, codeToken };
  } catch {
    return null;
  }
}

/**
 * The captcha of the sign-in form: hidden until the service asks for one (a captcha code or showCode 1),
 * then a fresh single-use image on every reveal, click and failure. This browser remembers that the service
 * asked until a sign-in succeeds, so after a reload the captcha is there at once and no try is spent learning it.
 */
export function useCaptcha() {
  const [visible, setVisible] = useState(() => readStored('signInCaptcha') === '1');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  const refresh = useCallback(() => fetchCaptcha().then(setCaptcha), []);

  const reveal = useCallback(async () => {
    setVisible(true);
    writeStored('signInCaptcha', '1');
    await refresh();
  }, [refresh]);

  /** After a successful sign-in: the next one starts without a captcha until the service asks again. */
  const forget = useCallback(() => writeStored('signInCaptcha', null), []);

  // Shown from the start (remembered): fetch its image once.
  useEffect(() => {
    if (readStored('signInCaptcha') === '1') void fetchCaptcha().then(setCaptcha);
  }, []);

  return { visible, captcha, refresh, reveal, forget };
}
