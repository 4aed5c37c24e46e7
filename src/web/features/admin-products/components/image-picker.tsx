import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { FieldError, FieldHint } from '../../../components/field.tsx';
import { useId, useRef, type ChangeEvent } from 'react';
import { MAX_IMAGES } from '../../../../shared/product-images.ts';
import styles from './image-picker.module.css';

/** One image of the product being edited: one it has, or a file chosen now. */
export type ImageItem =
  | { key: string; kind: 'existing'; highUrl: string; previewUrl: string }
  | { key: string; kind: 'new'; file: File; previewUrl: string };

type Props = {
  items: ImageItem[];
  onFilesChosen: (files: File[]) => void;
  onMove: (index: number, offset: -1 | 1) => void;
  onRemove: (index: number) => void;
  message: string | null;
  disabled: boolean;
};

/** The image files: choose (png and jpeg), preview, reorder, remove. The first is the cover. */
export function ImagePicker({ items, onFilesChosen, onMove, onRemove, message, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Let the same file be chosen again after it was removed.
    event.target.value = '';
    onFilesChosen(files);
  }

  return (
    <fieldset className={styles.images} disabled={disabled}>
      <legend className={styles.legend}>Images</legend>
      <FieldHint>jpg or png, up to {MAX_IMAGES} images of at most 10 MB each. The first image is the cover.</FieldHint>
      {items.length > 0 ? (
        <ol className={styles.thumbs} aria-label="Chosen images">
          {items.map((item, index) => (
            <li key={item.key} className={styles.thumb}>
              <img src={item.previewUrl} alt={item.kind === 'new' ? item.file.name : `Image ${index + 1}`} />
              <span className={styles.thumbIndex}>{index === 0 ? 'Cover' : index + 1}</span>
              <div className={styles.thumbActions}>
                <button type="button" onClick={() => onMove(index, -1)} disabled={index === 0} aria-label={`Move image ${index + 1} earlier`}>
                  <Icon icon={ArrowLeft} size={14} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => onMove(index, 1)}
                  disabled={index === items.length - 1}
                  aria-label={`Move image ${index + 1} later`}
                >
                  <Icon icon={ArrowRight} size={14} aria-hidden="true" />
                </button>
                <button type="button" onClick={() => onRemove(index)} aria-label={`Remove image ${index + 1}`}>
                  <Icon icon={X} size={14} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <label htmlFor={inputId} className={styles.dropzone} data-full={items.length >= MAX_IMAGES || undefined}>
        <Icon icon={ImagePlus} size={22} aria-hidden="true" />
        <span>{items.length === 0 ? 'Choose images' : 'Add more images'}</span>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden"
        type="file"
        name="files"
        accept="image/png,image/jpeg"
        multiple
        onChange={choose}
        disabled={disabled || items.length >= MAX_IMAGES}
        aria-describedby={message ? messageId : undefined}
      />
      {message ? (
        <FieldError id={messageId} role="alert">
          {message}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
