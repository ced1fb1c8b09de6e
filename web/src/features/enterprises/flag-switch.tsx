import { useState } from 'react';
import { App } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { errorText } from '../../api/api-error.ts';

interface Props {
  /** The value the list (or the dialog's row) holds. */
  value: 0 | 1;
  /** Sends the new value; a rejection (a non-zero retCode, a failed call) flips the switch back. */
  onSave: (next: 0 | 1) => Promise<unknown>;
  label: string;
  disabled?: boolean;
  /** Once on it cannot be turned off (the statistics cache, 15013): turning it on asks first. */
  lockedOn?: boolean;
  /** The question asked before an irreversible switch is turned on. */
  confirmText?: string;
  size?: 'small' | 'default';
}

/** A privilege switch: flips at once and flips back, with the service's message, when the call fails (spec 1 §4). */
export function FlagSwitch({ value, onSave, label, disabled = false, lockedOn = false, confirmText, size }: Props) {
  const { message, modal } = App.useApp();
  const [shown, setShown] = useState(value);
  const [held, setHeld] = useState(value);
  const [saving, setSaving] = useState(false);
  if (value !== held) {
    // The list was refreshed with another value: show it (adjusting state while rendering, not in an effect).
    setHeld(value);
    setShown(value);
  }

  const onChange = async (on: boolean) => {
    const before = shown;
    setShown(on ? 1 : 0);
    setSaving(true);
    try {
      await onSave(on ? 1 : 0);
    } catch (err) {
      setShown(before);
      void message.error(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const onToggle = (on: boolean) => {
    if (!(lockedOn && on && confirmText)) return void onChange(on);
    void modal.confirm({ title: label, content: confirmText, onOk: () => onChange(true) });
  };

  return (
    <Switch size={size} checked={shown === 1} loading={saving} aria-label={label}
      disabled={disabled || (lockedOn && shown === 1)} onChange={onToggle} />
  );
}
