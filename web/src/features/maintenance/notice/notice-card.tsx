import { lazy, Suspense, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotice } from './api.ts';
import { valuesOf } from './notice-values.ts';
import { SendProgress } from './send-progress.tsx';
import { titledRegion } from '../../../components/titled-region.ts';
import { Panel } from '../../../components/panel/panel.tsx';

// The form (its e-mail list and editor) and the scheduled view (its confirm) load when shown: only one of them is at
// a time, and not before the rest of the page is drawn (issue #27).
const NoticeForm = lazy(() => import('./notice-form.tsx').then((m) => ({ default: m.NoticeForm })));
const ScheduledView = lazy(() => import('./scheduled-view.tsx').then((m) => ({ default: m.ScheduledView })));

/**
 * The maintenance notice card of /parameters/maintenance (spec 2 screen 11, §4): the scheduled notice when
 * there is one (End, Update), the form otherwise; the last notice's e-mail progress under the form.
 */
export function MaintenanceNoticeCard() {
  const { t } = useTranslation('maintenanceNotice');
  const notice = useNotice();
  const [editing, setEditing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const current = notice.data?.notice ?? null;

  const body = () => {
    if (notice.isLoading) return <Spin />;
    if (current?.scheduled && !editing) {
      return (
        <Suspense fallback={<Spin />}>
          <ScheduledView notice={current} onEnded={() => setFormKey((k) => k + 1)} onUpdate={() => setEditing(true)} />
        </Suspense>
      );
    }
    return (
      <>
        <Suspense fallback={<Spin />}>
          <NoticeForm key={formKey} initial={editing && current ? valuesOf(current) : undefined}
            onScheduled={() => { setEditing(false); setFormKey((k) => k + 1); }} />
        </Suspense>
        {current && !current.scheduled && (
          <div style={{ marginTop: 16 }}>{t('lastNotice', { subject: current.subject })} <SendProgress notice={current} /></div>
        )}
      </>
    );
  };
  return <Panel title={t('title')} {...titledRegion(t('title'))} size="small">{body()}</Panel>;
}
