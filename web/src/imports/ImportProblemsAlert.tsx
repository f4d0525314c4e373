import type { ReactNode } from 'react';
import { Alert, List, ListItem } from '@mui/material';
import type { ImportProblem } from './import-api.ts';

/**
 * Why an import failed: its one problem, or a heading and every problem by line (each item carries its `data-line`).
 * `fallback` is said when the server gave no problem at all.
 */
export function ImportProblemsAlert({ problems, heading, fallback, testId }: {
  problems: ImportProblem[];
  heading: ReactNode;
  fallback: string;
  /** `<testId>-error` on the alert, `<testId>-problems` on the list. */
  testId: string;
}) {
  return (
    <Alert severity="error" sx={{ width: '100%' }} data-testid={`${testId}-error`}>
      {problems.length > 1 ? (
        <>
          {heading}
          <List dense disablePadding data-testid={`${testId}-problems`}>
            {problems.map((problem, index) => (
              <ListItem key={index} disableGutters data-line={problem.line ?? ''}>
                {problem.message}
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        (problems[0]?.message ?? fallback)
      )}
    </Alert>
  );
}
