import { Alert } from '@mui/material';

export function FormError({ message }: { message: string }) {
  return message ? (
    <Alert severity="error" data-testid="form-error">
      {message}
    </Alert>
  ) : null;
}
