import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FormWidgetName } from '../runtime/dsl';
import { AgreeWidget } from './widgets/AgreeWidget';
import { AreaCodeWidget } from './widgets/AreaCodeWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CodeWidget, EmailWidget, InputWidget } from './widgets/InputWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import { DateTimeWidget, LocationWidget, PhotoWidget, SelectWidget, TextareaWidget } from './lazyWidgets';

/** The ui:widget names forms may use (widgets.json formWidgets). */
export const formWidgets: Record<FormWidgetName, RegistryWidgetsType[string]> = {
  text: InputWidget,
  password: PasswordWidget,
  email: EmailWidget,
  code: CodeWidget,
  areaCode: AreaCodeWidget,
  agree: AgreeWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  photo: PhotoWidget,
  textarea: TextareaWidget,
  dateTime: DateTimeWidget,
  location: LocationWidget,
};

/**
 * rjsf picks these by schema type when a field names no ui:widget: every string field gets the
 * antd-mobile input and every boolean the checkbox, never a bare HTML control.
 */
export const rjsfWidgets: RegistryWidgetsType = {
  ...formWidgets,
  TextWidget: InputWidget,
  PasswordWidget,
  EmailWidget,
  CheckboxWidget,
  SelectWidget,
};
