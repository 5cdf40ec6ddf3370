import { z } from 'zod';
import { validationText, vm } from './validation-messages.js';

/**
 * Control characters (C0 and DEL) have no place in what people type into one-line fields,
 * and PostgreSQL refuses NUL in any text value: refused at the contract, on both databases,
 * so an odd byte is the client's 400 and never the server's 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text keeps tab, line feed and carriage return; every other control is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * A string with no control characters; `label` names the field in the message. The base for
 * every free-text field of the contract: body fields, query texts and path parameters.
 */
export function plainText(label: string, options: { multiline?: boolean; required?: string } = {}) {
  return z
    .string(options.required ? { error: options.required } : undefined)
    .regex(options.multiline ? NO_CONTROL_BUT_LINES : NO_CONTROL, {
      error: validationText(options.multiline ? vm.textNoControlButLines : vm.textNoControl, { label }),
    });
}

/** An opaque id in a path or body (listings, bookings): our ids are short and plain. */
export const opaqueId = (label: string) =>
  plainText(label, { required: validationText(vm.commonRequired, { label }) })
    .min(1, { error: validationText(vm.commonRequired, { label }) })
    .max(64, { error: validationText(vm.textMustAtMost64, { label }) });

/** An email as it arrives in a path (`/api/user/admin/{email}`): looked up, so plain text only. */
export const EmailParamSchema = plainText('email')
  .min(1, { error: vm.textEmailRequired.defaultMessage })
  .max(254, { error: vm.textEmailMustAtMost.defaultMessage });
