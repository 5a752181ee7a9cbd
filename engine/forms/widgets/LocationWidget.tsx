import type { WidgetProps } from '@rjsf/utils';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect } from 'react';
import { useStore } from '@engine/context/useStore';
import { formContextOf } from '../FormContext';
import { useFieldAria } from '../useFieldAria';

interface Chosen {
  address?: unknown;
  lat?: unknown;
  lng?: unknown;
}

/**
 * An address field with a way to the location picker (the route ui:options.route, default
 * "chooseLocation"), which writes state.<ui:options.stateKey, default "location"> = {address, lat?, lng?}
 * and goes back. The field follows that choice and writes what the member types into it too, so
 * the state holds the address as it stands with the pin the member chose; screens send the pin from
 * there. Put the form's values in state (its stateKey) so the other fields survive the trip.
 */
export function LocationWidget({
  id,
  name,
  value,
  disabled,
  readonly,
  placeholder,
  onChange,
  options,
  rawErrors,
  schema,
  registry,
}: WidgetProps) {
  const { engine } = formContextOf(registry);
  const state = useStore(engine.stores.state) as Record<string, unknown>;
  const stateKey = typeof options.stateKey === 'string' ? options.stateKey : 'location';
  const route = typeof options.route === 'string' ? options.route : 'chooseLocation';
  const chosen = (state[stateKey] ?? undefined) as Chosen | undefined;
  const chosenAddress = typeof chosen?.address === 'string' ? chosen.address : undefined;
  const pinned = typeof chosen?.lat === 'number' && typeof chosen.lng === 'number';
  const current = value === undefined || value === null ? '' : String(value);
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  useFieldAria(id, rawErrors !== undefined && rawErrors.length > 0);

  // A choice made on the picker (or a card's branch put there by an Edit button) fills the field.
  useEffect(() => {
    if (chosenAddress !== undefined && chosenAddress !== current) onChange(chosenAddress === '' ? options.emptyValue : chosenAddress);
    // Only a new choice moves the field; what the member types is written to the state below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenAddress]);

  const type = (next: string) => {
    onChange(next === '' ? options.emptyValue : next);
    // Typing keeps the pin (a typo fixed is the same place); an emptied field is no location at all.
    engine.stores.state.setIn(stateKey, next.trim() === '' ? null : { ...chosen, address: next });
  };

  return (
    <div className="mer-location-field">
      <TextArea
        id={id}
        name={name}
        className="mer-textarea"
        value={current}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={max}
        onChange={type}
      />
      <div className="mer-location-field-row">
        <span className="mer-location-field-pin">{pinned ? engine.t('service.location.pinned') : ''}</span>
        <button
          type="button"
          className="mer-location-field-choose"
          disabled={disabled || readonly}
          onClick={() => engine.navigation.navigate(route)}
        >
          {engine.t(pinned ? 'service.location.changeOnMap' : 'service.location.chooseOnMap')}
        </button>
      </div>
    </div>
  );
}
