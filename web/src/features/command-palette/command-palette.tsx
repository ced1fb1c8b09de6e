import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Modal, Spin, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components/text/text.tsx';

/**
 * The dialog's content is its own chunk, loaded at the first opening: its search (the contract's enterprise and AP
 * calls) stays out of the shell every signed-in route loads (issue 27). Its box focuses itself when it mounts.
 */
const PaletteDialog = lazy(() => import('./palette-dialog.tsx').then((m) => ({ default: m.PaletteDialog })));

/** ⌘ on a Mac, Ctrl elsewhere: what the shortcut hint shows. */
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The header's search button and the Ctrl-K / ⌘-K shortcut: both open the palette, which jumps to a screen the
 * operator's menus allow or finds an enterprise or an AP in the current region.
 */
export function CommandPalette() {
  const { t } = useTranslation('palette');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<InputRef>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        // The browser's own Ctrl-K (focus its search box) would take the keys meant for the palette.
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shortcut = isMac() ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog">
        {t('open')} <Text type="secondary" keyboard>{shortcut}</Text>
      </Button>
      <Modal
        open={open} onCancel={() => setOpen(false)} footer={null} closable={false} destroyOnHidden
        width={640} style={{ top: 80 }}
        // The title names the dialog for screen readers (aria-labelledby reads hidden text); the search box says it on screen.
        title={t('title')} styles={{ header: { display: 'none' }, body: { padding: 0 } }}
        // The dialog focuses itself once open; typing belongs in the search box.
        afterOpenChange={(visible) => visible && inputRef.current?.focus()}
      >
        <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
          <PaletteDialog inputRef={inputRef} onClose={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
