import { MODERATION_NOTE_MAX_LENGTH } from '@refocus/contract';
import { FormField } from '../../../components/form-field';

interface ModerationNoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A moderator's optional words (to the reporters, to the reported person, or why a case is reopened). */
export function ModerationNoteField({ label, value, onChange, disabled = false }: ModerationNoteFieldProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          className="textarea w-full"
          rows={2}
          maxLength={MODERATION_NOTE_MAX_LENGTH}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
