import { SwitchField } from '../../components/switch-field';
import { formatBytes } from './byte-counter';
import { setDataSaver, useDataSaver } from '../../components/data-saver';
import { useSessionBytes } from './session-bytes';
import { useDataSaverTexts } from './texts';

/** "This session: 1.2 MB", updated as downloads complete. */
export function SessionBytes() {
  const t = useDataSaverTexts();
  const bytes = useSessionBytes();
  return (
    <span className="m-data-count" data-testid="session-bytes">
      {t('session', { size: formatBytes(bytes) })}
    </span>
  );
}

/** Settings' data saver: the switch, what it does, and what this session has downloaded. */
export function DataSaverPanel() {
  const t = useDataSaverTexts();
  const on = useDataSaver();
  return (
    <section className="m-panel" aria-labelledby="data-saver-heading">
      <h2 id="data-saver-heading">{t('heading')}</h2>
      <SwitchField checked={on} onToggle={setDataSaver}>
        {t('switch')}
      </SwitchField>
      <p className="m-muted" id="data-saver-explanation">
        {t('explanation')}
      </p>
      <p>
        <SessionBytes />. <span className="m-muted">{t('sessionNote')}</span>
      </p>
    </section>
  );
}
