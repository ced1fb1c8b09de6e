import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract/console';
import { useCaptcha } from './use-captcha.ts';
import { useMfaCodeDialog } from '../../components/mfa-code/mfa-code-dialog.tsx';
import { useSignIn, type SignInValues } from './use-sign-in.ts';
import { takeEarlySignIn, type EarlySignIn } from './early-sign-in.ts';

type Field = keyof SignInValues;
type Errors = Partial<Record<Field, string>>;

/** Login name, password, the captcha when the service asks for it, and the sign-in button; Enter submits. */
export function SignInForm() {
  const { t } = useTranslation('signIn');
  const captcha = useCaptcha();
  const mfa = useMfaCodeDialog();
  const [values, setValues] = useState<SignInValues>({ account: '', password: '', validateCode: '' });
  const [early, setEarly] = useState<EarlySignIn | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  const clearCaptchaText = () => setValues((v) => ({ ...v, validateCode: '' }));
  const { submit, submitting } = useSignIn({ captcha, clearCaptchaText, askSecondFactor: mfa.ask });
  const [errors, setErrors] = useState<Errors>({});

  /** Required-field messages of spec 1 §5. */
  const validate = (v: SignInValues): Errors => ({
    ...(v.account.trim() ? {} : { account: t('required.account') }),
    ...(v.password ? {} : { password: t('required.password') }),
    ...(!captcha.visible || v.validateCode?.trim() ? {} : { validateCode: t('required.validateCode') }),
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message is shown it follows the input, as antd forms do.
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  };

  // Once committed, before the first paint: what was typed into the form the service sent in the HTML (issue #27). Read now,
  // not while rendering, so keys and an Enter that reached that form while the console was rendering are kept.
  useLayoutEffect(() => {
    const taken = takeEarlySignIn();
    if (!taken) return;
    setValues((v) => ({ ...v, account: taken.account, password: taken.password }));
    setEarly(taken);
  }, []);

  // Then, with those values in place: the focus where the operator left it, and an early submit carried out once.
  useEffect(() => {
    const form = formRef.current;
    if (!early || !form || adopted.current) return;
    adopted.current = true;
    if (early.focus) (form.querySelector(`[name="${early.focus}"],[type="${early.focus}"]`) as HTMLElement | null)?.focus();
    if (early.submitted) form.requestSubmit();
  }, [early]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void submit(values);
  };

  const input = (field: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className="sign-in__field">
      <input
        className="sign-in__input"
        name={field}
        aria-label={label}
        placeholder={label}
        value={values[field] ?? ''}
        onChange={(e) => change(field, e.target.value)}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${field}-error` : undefined}
        {...props}
      />
      {errors[field] && <div id={`${field}-error`} role="alert" className="sign-in__error">{errors[field]}</div>}
    </div>
  );

  return (
    // method="post" like the HTML-first copy: a native submit, were it ever to happen, would not put the password in a URL.
    <form ref={formRef} name="sign-in" method="post" onSubmit={onSubmit} noValidate>
      {input('account', t('account'), { autoComplete: 'username', maxLength: LIMITS.accountMax })}
      {input('password', t('password'), { type: 'password', autoComplete: 'current-password', maxLength: LIMITS.passwordMax })}
      {captcha.visible && (
        <div className="sign-in__captcha">
          {input('validateCode', t('validateCode'), { autoComplete: 'off', maxLength: 16 })}
          <button type="button" className="sign-in__captcha-image" title={t('refreshCaptcha')} onClick={() => void captcha.refresh()}>
            {captcha.captcha && <img src={captcha.captcha.image} alt={t('captchaImage')} />}
          </button>
        </div>
      )}
      <button type="submit" className="sign-in__submit" disabled={submitting} aria-busy={submitting}>{t('signIn')}</button>
      {mfa.dialog}
    </form>
  );
}
