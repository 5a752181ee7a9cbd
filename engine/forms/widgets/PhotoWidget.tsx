import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@engine/runtime/api/ApiError';
import { formContextOf } from '../FormContext';
import { checkPhoto, PHOTO_TYPES } from '../checkPhoto';

export const UPLOAD_ENDPOINT = 'upload/image';

type Phase = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string };

/**
 * A photo field (an ID's front or back): the member picks or takes a picture, it is uploaded at once
 * to upload/image with ui:options.purpose, and the field's value becomes the key the server gave.
 * The preview is the local file, so nothing private is fetched back. Size and type are checked
 * here first for a quick answer; the server checks the content again and has the last word.
 */
export function PhotoWidget({ id, value, disabled, readonly, label, onChange, options, registry, rawErrors }: WidgetProps) {
  const { engine } = formContextOf(registry);
  const { t } = engine;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function upload(file: File): Promise<void> {
    const problem = checkPhoto(file);
    if (problem) {
      setPhase({ kind: 'failed', message: t(problem.key, problem.args) });
      return;
    }
    setPhase({ kind: 'uploading' });
    setPreview(URL.createObjectURL(file));
    onChange(options.emptyValue);
    try {
      const result = (await engine.api.call(UPLOAD_ENDPOINT, { purpose: String(options.purpose ?? ''), file }, { toast: false })) as {
        key: string;
      };
      onChange(result.key);
      setPhase({ kind: 'idle' });
    } catch (error) {
      setPreview(null);
      setPhase({ kind: 'failed', message: error instanceof ApiError && error.msg ? error.msg : t('engine.requestError') });
    }
  }

  const uploaded = typeof value === 'string' && value !== '';
  const busy = phase.kind === 'uploading';
  const fieldError = rawErrors !== undefined && rawErrors.length > 0;
  const invalid = phase.kind === 'failed' || fieldError;
  const action = busy ? t('engine.upload.uploading') : uploaded ? t('engine.upload.retake') : t('engine.upload.choose');
  return (
    <div className={invalid ? 'mer-photo mer-photo-invalid' : 'mer-photo'}>
      <button
        type="button"
        className="mer-photo-tile"
        disabled={disabled || readonly || busy}
        onClick={() => input.current?.click()}
        // The field's name with the visible action (the <label for> names the hidden file input).
        aria-label={label ? `${label}: ${action}` : action}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={fieldError ? `${id}__status ${id}__error` : `${id}__status`}
      >
        {preview ? (
          <img src={preview} alt={label} />
        ) : (
          <span className="mer-photo-plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="mer-photo-label">{action}</span>
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div id={`${id}__status`} className="mer-photo-status" role={phase.kind === 'failed' ? 'alert' : 'status'}>
        {phase.kind === 'failed' ? phase.message : uploaded && !busy ? t('engine.upload.done') : ''}
      </div>
    </div>
  );
}
