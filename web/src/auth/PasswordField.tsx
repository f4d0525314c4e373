import { TextField } from '@mui/material';

/** A password input with its 422 message; `testId` names the input for tests. */
export function PasswordField(props: { label: string; value: string; onChange: (value: string) => void; error?: string; testId: string; autoComplete?: string }) {
  return (
    <TextField
      label={props.label}
      type="password"
      required
      autoComplete={props.autoComplete ?? 'new-password'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    />
  );
}
