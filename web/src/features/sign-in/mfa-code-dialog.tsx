import { lazy, Suspense, useCallback, useRef, useState } from 'react';

// Only operators with two-factor need the dialog (and antd's Modal): load it when asked.
const MfaCodeModal = lazy(() => import('./mfa-code-modal.tsx'));

/** Asks for the six-digit code of the operator's authenticator; `ask()` resolves with it, or null when cancelled. */
export function useMfaCodeDialog() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((code: string | null) => void) | null>(null);

  const ask = useCallback(() => new Promise<string | null>((resolve) => {
    resolver.current = resolve;
    setOpen(true);
  }), []);

  const finish = (code: string | null) => {
    setOpen(false);
    resolver.current?.(code);
    resolver.current = null;
  };

  const dialog = open && (
    <Suspense fallback={null}>
      <MfaCodeModal onCode={finish} onCancel={() => finish(null)} />
    </Suspense>
  );
  return { ask, dialog };
}
