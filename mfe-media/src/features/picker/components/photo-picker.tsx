import { useId, useState, type ChangeEvent } from 'react';
import type { PhotoPickerSlotProps } from '@journeys/shared/contracts';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_PER_UPDATE, hasVisibleText } from '@journeys/shared/rules';
import { usePickerItems, type PickerItem, type Visibility } from '../hooks/use-picker-items';
import { photoWords } from '@journeys/shared/photo-words';
import { useT } from '../../../messages';
import styles from './picker.module.css';

/**
 * The update form's photos (docs/product.md §2): 'Add photos', then per photo a preview, its
 * upload's progress bar, 'Describe this photo', 'Who can see it', 'Sensitive — blur until clicked'
 * and 'Remove photo'. A failed upload keeps its place with 'Retry'; the rest of the form is untouched.
 */
export function PhotoPicker({ updateId, onChange }: PhotoPickerSlotProps) {
  const t = useT();
  const tc = photoWords.useT();
  const inputId = useId();
  const picker = usePickerItems(updateId, onChange);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    picker.add(Array.from(event.target.files ?? []));
    // The same file can be chosen again after a removal.
    event.target.value = '';
  };

  return (
    <section className={styles.picker} aria-label={tc('photos')}>
      <label htmlFor={inputId} className={styles.add}>
        {t('addPhotos')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        onChange={onFiles}
        disabled={picker.loading}
      />
      {picker.loading && <p role="status">{t('loadingPhotos')}</p>}
      {picker.loadError && <p role="alert">{t('photosLoadError')}</p>}
      {picker.tooMany && (
        <p role="alert" className={styles.error}>
          {t('tooMany', { max: PHOTOS_PER_UPDATE })}
        </p>
      )}
      <ol className={styles.items}>
        {picker.items.map((item, i) => (
          <PickerRow key={item.key} item={item} index={i} picker={picker} />
        ))}
      </ol>
    </section>
  );
}

interface PickerRowProps {
  item: PickerItem;
  index: number;
  picker: ReturnType<typeof usePickerItems>;
}

/**
 * A photo hidden by moderators, in its author's edit form: no file to show (its addresses answer
 * 404) and nothing to change; saving keeps it, 'Remove photo' deletes it with the edit.
 */
function HiddenRow({ item, index, picker }: PickerRowProps) {
  const t = useT();
  const reason = item.hidden?.reason?.trim().replace(/[.\s]+$/, '');
  return (
    <li className={styles.item}>
      <div className={styles.preview} />
      <div className={styles.fields}>
        <p role="note" className={styles.hidden}>
          {reason ? t('hiddenReason', { reason }) : t('hidden')}
        </p>
        <p className={styles.described}>{item.description}</p>
        <button
          type="button"
          onClick={() => picker.remove(item)}
          aria-label={t('removePhotoN', { n: index + 1 })}
        >
          {t('removePhoto')}
        </button>
      </div>
    </li>
  );
}

function PickerRow(props: PickerRowProps) {
  return props.item.hidden ? <HiddenRow {...props} /> : <EditableRow {...props} />;
}

function EditableRow({ item, index, picker }: PickerRowProps) {
  const t = useT();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const missing = touched && !hasVisibleText(item.description);
  const n = index + 1;
  return (
    <li className={styles.item}>
      <img
        className={styles.preview}
        src={item.preview}
        alt={item.description || t('photoN', { n })}
        width={96}
        height={96}
      />
      <div className={styles.fields}>
        {item.status === 'uploading' && <UploadProgress n={n} sent={item.sent ?? 0} />}
        {item.pending && (
          <p role="note" className={styles.pending}>
            {t('waiting')}
          </p>
        )}
        {item.status === 'failed' && (
          <p role="alert" className={styles.error}>
            {item.error ||
              (item.problem === 'tooLarge'
                ? t('tooLarge', { mb: PHOTO_MAX_BYTES / 1024 / 1024 })
                : t(item.problem ?? 'uploadFailed'))}{' '}
            {item.file && item.problem === 'uploadFailed' && (
              <button type="button" onClick={() => picker.retry(item)}>
                {t('retry')}
              </button>
            )}
          </p>
        )}
        <label htmlFor={`${id}-description`}>{t('describe')}</label>
        <input
          id={`${id}-description`}
          type="text"
          required
          maxLength={300}
          value={item.description}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(e) => picker.patch(item.key, { description: e.target.value })}
          onBlur={() => setTouched(true)}
        />
        {missing && (
          <p id={`${id}-missing`} className={styles.error}>
            {t('describeMissing')}
          </p>
        )}
        <label htmlFor={`${id}-visibility`}>{t('whoCanSee')}</label>
        <select
          id={`${id}-visibility`}
          value={item.visibility}
          onChange={(e) => picker.patch(item.key, { visibility: e.target.value as Visibility })}
        >
          <option value="members">{t('membersOnly')}</option>
          <option value="everyone">{t('everyone')}</option>
        </select>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={item.sensitive}
            onChange={(e) => picker.patch(item.key, { sensitive: e.target.checked })}
          />
          {t('sensitive')}
        </label>
        <button type="button" onClick={() => picker.remove(item)} aria-label={t('removePhotoN', { n })}>
          {t('removePhoto')}
        </button>
      </div>
    </li>
  );
}

/** How much of the photo has been sent, in the bar and in its name for screen readers. */
function UploadProgress({ n, sent }: { n: number; sent: number }) {
  const t = useT();
  const percent = Math.round(sent * 100);
  return <progress max={100} value={percent} aria-label={t('uploading', { n, percent })} />;
}
