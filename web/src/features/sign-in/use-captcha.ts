import { useCallback, useState } from 'react';

export interface Captcha { image: string; codeToken: string }

/**
 * The captcha of the sign-in form: hidden until the service asks for one (a captcha code or showCode 1),
 * then a fresh single-use image on every reveal, click and failure.
 */
export function useCaptcha() {
  const [visible, setVisible] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  const refresh = useCallback(async () => {
    try {
      const { code, codeToken } = await (await import('./sign-in-calls.ts')).newCaptcha();
      setCaptcha({ image: code, codeToken });
    } catch {
      // The transport error was already shown; the operator can click the image to try again.
      setCaptcha(null);
    }
  }, []);

  const reveal = useCallback(async () => {
    setVisible(true);
    await refresh();
  }, [refresh]);

  return { visible, captcha, refresh, reveal };
}
